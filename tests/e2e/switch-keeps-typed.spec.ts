import { behavioursLive, expect, test } from "./fixtures";
import { addToCart, findProduct } from "./store-data";

/**
 * The language and currency switchers load the page again. With JavaScript, what the shopper had
 * typed in the page's other forms (never a password) and where they had scrolled come back.
 * Without it the reload starts afresh: the switchers are plain GET forms.
 */
test.describe("a language or currency switch keeps what was typed", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "keeping typed values needs JavaScript");
  });

  test("registering: the Arabic form's names, email, mobile and gender come back on the English page, the password does not", async ({ page }) => {
    await page.goto("/register?lng=ar");
    await behavioursLive(page);
    await page.getByLabel("الاسم الأول").fill("سلمى");
    await page.getByLabel("البريد الإلكتروني", { exact: true }).fill("salma@example.com");
    await page.getByLabel("رقم الجوال").fill("01001234567");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("a-secret-Passw0rd");
    await page.getByRole("radio", { name: "أنثى" }).check();
    await page.getByRole("button", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/lng=en/);
    await behavioursLive(page);
    await expect(page.getByLabel("First name")).toHaveValue("سلمى");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("salma@example.com");
    await expect(page.getByLabel("Mobile number")).toHaveValue("01001234567");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    // A choice comes back too.
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    // Kept for one load only.
    expect(await page.evaluate(() => sessionStorage.getItem("typed-before-switch"))).toBeNull();
  });

  test("the cart: a typed coupon survives the language key, and the place on a category page survives a currency change", async ({ page }) => {
    await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 3), 1);
    await page.goto("/cart?lng=en");
    await behavioursLive(page);
    // The coupon form is folded in "Have a coupon?" (decision 073).
    await page.locator(".coupon-box > summary").click();
    await page.getByLabel("Coupon code").fill("WELCOME10");
    await page.locator("main h1").click();
    await page.keyboard.press("`");
    await expect(page).toHaveURL(/lng=ar/);
    await behavioursLive(page);
    await expect(page.getByLabel("رمز القسيمة")).toHaveValue("WELCOME10");

    await page.goto("/search?lng=en");
    await behavioursLive(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByLabel("Currency").selectOption("USD");
    // Sent where the page rests, as a shopper with a keyboard sends it (a pointer's click would scroll to the header first).
    await page.getByRole("button", { name: "Change" }).dispatchEvent("click");
    await expect(page).toHaveURL(/currency=USD/);
    await behavioursLive(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});
