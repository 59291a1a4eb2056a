import { expect, test } from "./auth-fixtures";
import { freshCustomer } from "./register-form";
import { seedCustomerWithOrder, signInByPost } from "./seed";

test.describe("newsletter", () => {
  test("a guest subscribes from the footer of any page (Arabic)", async ({ page }) => {
    await page.goto("/pages/about?lng=ar");
    const form = page.locator("#newsletter");
    await form.getByLabel("بريدك الإلكتروني").fill(`guest.${Date.now()}@example.test`);
    await form.getByRole("button", { name: "اشترك" }).click();
    await expect(page.getByRole("status")).toHaveText("تم اشتراكك في النشرة البريدية.");
    await expect(page).toHaveURL(/\/pages\/about/);
  });

  test("a bad email is refused with a message (English)", async ({ page }) => {
    await page.goto("/?lng=en");
    const form = page.locator("#newsletter");
    const input = form.getByLabel("Your email");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("Enter a valid email address");
  });

  test("an opt-in at registration, then unsubscribing in the account details (Arabic)", async ({ page }) => {
    await freshCustomer(page, "ar", { newsletter: true });
    const toggle = page.locator("#profile-form").getByLabel("الاشتراك في النشرة البريدية");
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await page.locator("#profile-form").getByRole("button", { name: "احفظ البيانات" }).click();
    await expect(page.getByRole("status")).toHaveText("تم حفظ بياناتك.");
    await page.goto("/account/details");
    await expect(page.locator("#profile-form").getByLabel("الاشتراك في النشرة البريدية")).not.toBeChecked();
  });

  test("a signed-in customer subscribes with one button (English)", async ({ page }) => {
    const { shopper } = await seedCustomerWithOrder(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    await page.goto("/?lng=en");
    const form = page.locator("#newsletter");
    await expect(form.getByLabel("Your email")).toHaveCount(0);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toHaveText("You are subscribed to the newsletter.");
    await page.goto("/account/details");
    await expect(page.getByLabel("Subscribe to the newsletter")).toBeChecked();
  });
});
