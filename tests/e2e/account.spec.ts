import type { Page } from "@playwright/test";
import { expect, newShopper, test } from "./auth-fixtures";

/** Registration is the form under test elsewhere; here it only makes a fresh customer. */
async function freshCustomer(page: Page, lng: "ar" | "en") {
  const shopper = newShopper();
  const en = lng === "en";
  await page.goto(`/register?lng=${lng}`);
  await page.getByLabel(en ? "First name" : "الاسم الأول").fill(shopper.first_name);
  await page.getByLabel(en ? "Last name" : "اسم العائلة").fill(shopper.last_name);
  await page.getByLabel(en ? "Username" : "اسم المستخدم").fill(shopper.username);
  await page.getByLabel(en ? "Email" : "البريد الإلكتروني", { exact: true }).fill(shopper.email);
  await page.getByLabel(en ? "Mobile number" : "رقم الجوال").fill(shopper.mobile);
  await page.getByLabel(en ? "Password" : "كلمة المرور", { exact: true }).fill(shopper.password);
  await page.getByLabel(en ? "Confirm password" : "تأكيد كلمة المرور").fill(shopper.password);
  await page.getByLabel(en ? "Male" : "ذكر", { exact: true }).check();
  await page.getByRole("button", { name: en ? "Create account" : "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/account\/details/);
  return shopper;
}

test.describe("account details and password", () => {
  test("edit details with the second-phone rule (Arabic)", async ({ page }) => {
    const shopper = await freshCustomer(page, "ar");
    const form = page.locator("#profile-form");
    await expect(page).toHaveTitle(/^بيانات الحساب/);
    await form.getByLabel("رقم هاتف إضافي (اختياري)").fill(`+2010${shopper.mobile.slice(3)}`);
    await form.getByRole("button", { name: "احفظ البيانات" }).click();
    await expect(form.locator(".field__errors")).toHaveText("يجب أن يختلف رقم الهاتف الثاني عن الأول");

    await form.getByLabel("رقم هاتف إضافي (اختياري)").fill("0512345678");
    await form.getByLabel("الاسم الأول").fill("سلمى");
    await form.getByLabel("العملة المفضلة").selectOption("SAR");
    await form.getByRole("button", { name: "احفظ البيانات" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ بياناتك.");
    await expect(form.getByLabel("الاسم الأول")).toHaveValue("سلمى");
    await expect(form.getByLabel("رقم هاتف إضافي (اختياري)")).toHaveValue("+966512345678");
    await expect(form.getByLabel("العملة المفضلة")).toHaveValue("SAR");
  });

  test("changing the mobile asks to verify it again (English)", async ({ page }) => {
    await freshCustomer(page, "en");
    const other = newShopper();
    const form = page.locator("#profile-form");
    await form.getByLabel("Mobile number").fill(other.mobile);
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByRole("status")).toHaveText("Your mobile number changed; please verify it again.");
    await expect(page.locator("#verify-phone")).toContainText(other.mobileE164);
    await expect(page.locator("#verify-phone").getByRole("button", { name: "Send a verification code" })).toBeVisible();
  });

  test("change the password and sign in with it (English)", async ({ page }) => {
    const shopper = await freshCustomer(page, "en");
    await page.goto("/account/password");
    await expect(page).toHaveTitle(/^Password/);
    await page.getByLabel("Current password").fill("Not#TheRight1");
    await page.getByLabel("New password").fill("Fresh#Start2027");
    await page.getByLabel("Confirm password").fill("Fresh#Start2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator(".field__errors, [role=alert]").first()).toBeVisible();

    await page.getByLabel("Current password").fill(shopper.password);
    await page.getByLabel("New password").fill("Fresh#Start2027");
    await page.getByLabel("Confirm password").fill("Fresh#Start2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password was changed.");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password").fill("Fresh#Start2027");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe("addresses", () => {
  test("create (map by click with JS, by geocoding without), edit, make default and delete (English)", async ({ page, javaScriptEnabled }) => {
    await freshCustomer(page, "en");
    await page.goto("/account/addresses");
    await expect(page).toHaveTitle(/^Addresses/);
    await expect(page.getByText("No saved addresses yet.")).toBeVisible();

    const add = async (name: string, town: string, detailed: string) => {
      await page.getByRole("link", { name: "Add an address" }).click();
      await expect(page).toHaveTitle(/^Add an address/);
      await page.getByLabel("Receiver's name").fill("Salma Nour");
      await page.getByLabel("Receiver's phone").fill("0512345678");
      await page.getByLabel("Address name (e.g. Home, Work)").fill(name);
      await page.getByLabel("Town / district").selectOption({ label: town });
      await page.getByLabel("Detailed address").fill(detailed);
      if (javaScriptEnabled) {
        const map = page.getByRole("application", { name: "Mark your location on the map" });
        await expect(map).toHaveAttribute("data-ready", "1");
        await map.click({ position: { x: 120, y: 90 } });
        await expect(page.getByText(/^Location set:/)).toBeVisible();
      }
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByRole("status")).toHaveText("The address was saved.");
    };

    // Nothing filled: the spec's message, and nothing saved.
    await page.getByRole("link", { name: "Add an address" }).click();
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("alert")).toContainText("You must fill in all fields and select a location on the map");
    await page.goto("/account/addresses");

    await add("Home", "Maadi", "12 Road 9");
    await add("Work", "Dokki", "5 Tahrir Street");
    const cards = page.locator(".address-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Home" })).toContainText("Maadi");

    const work = cards.filter({ hasText: "Work" });
    await work.getByRole("button", { name: "Make default" }).click();
    await expect(page.getByRole("status")).toHaveText("This is now your default address.");
    await expect(cards.filter({ hasText: "Work" })).toContainText("Default address");

    await cards.filter({ hasText: "Home" }).getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveTitle(/^Edit address/);
    await page.getByLabel("Address name (e.g. Home, Work)").fill("Home (new)");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status")).toHaveText("The address was saved.");
    await expect(cards.filter({ hasText: "Home (new)" })).toHaveCount(1);

    await cards.filter({ hasText: "Home (new)" }).getByRole("link", { name: "Delete" }).click();
    await expect(page.getByText("Delete the address “Home (new)”?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByRole("status")).toHaveText("The address was deleted.");
    await expect(cards).toHaveCount(1);
  });
});
