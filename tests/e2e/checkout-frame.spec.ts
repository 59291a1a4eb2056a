import type { Page } from "@playwright/test";
import { expect, newShopper, test } from "./auth-fixtures";
import { hydrated } from "./fixtures";
import { sendRegistration } from "./register-form";
import { addToCart, findProduct } from "./store-data";

/**
 * Issue 21: a guest who signs in or registers in the middle of the checkout stays in it. The same
 * five steps show on every page of the way, the sign-in and registration pages reached from the
 * checkout included, and after signing in the account step is done. Registration goes through the
 * form, so this runs on the auth journeys' own server (its own registration limit).
 */
const words = {
  ar: {
    steps: "خطوات إتمام الطلب",
    all: ["السلة", "الحساب", "العنوان والشحن", "الدفع", "التأكيد"],
    account: "الحساب",
    shipping: "العنوان والشحن",
    done: "(مكتملة)",
    continue: "المتابعة",
    signIn: "تسجيل الدخول",
    createAccount: "أنشئ حسابًا",
  },
  en: {
    steps: "Checkout steps",
    all: ["Cart", "Account", "Address and shipping", "Payment", "Confirmation"],
    account: "Account",
    shipping: "Address and shipping",
    done: "(done)",
    continue: "Continue",
    signIn: "Sign in",
    createAccount: "Create an account",
  },
} as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const lng of ["ar", "en"] as const) {
  const w = words[lng];

  /** The checkout's steps as the page lists them, and the one it says the shopper is at. */
  async function expectSteps(page: Page, current: string) {
    const steps = page.getByRole("navigation", { name: w.steps }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (const [i, name] of w.all.entries()) await expect(steps.nth(i)).toContainText(name);
    await expect(page.locator("[aria-current=step]")).toHaveText(current);
  }

  test(`a guest who signs in or registers at the checkout sees the same five steps all the way (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, javaScriptEnabled ? 8 : 9);
    await addToCart(page.request, product, 1);

    await page.goto(`/checkout?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    await expectSteps(page, w.all[0]);
    await page.getByRole("link", { name: w.continue, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/register$/);
    await expectSteps(page, w.account);

    await page.getByRole("main").getByRole("link", { name: w.signIn }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout%2Fshipping$/);
    await expectSteps(page, w.account);
    await page.getByRole("main").getByRole("link", { name: w.createAccount }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcheckout%2Fshipping$/);
    await expectSteps(page, w.account);

    await sendRegistration(page, newShopper(), lng);
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expectSteps(page, w.shipping);
    await expect(page.getByRole("navigation", { name: w.steps }).getByRole("listitem").nth(1)).toHaveText(`${w.account} ${w.done}`);
  });
}

test("sign-in and registration reached from elsewhere show no checkout steps (English)", async ({ page }) => {
  for (const path of ["/login?lng=en", "/register?redirectTo=%2Faccount%2Forders&lng=en", "/login?redirectTo=%2F%2Fcheckout&lng=en"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: words.en.steps }), path).toHaveCount(0);
  }
});
