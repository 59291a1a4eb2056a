import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { chooseShippingByPost, choosePaymentByPost } from "./checkout-choices";

/**
 * Cash on delivery has a ceiling (issue #37, decision 104): an outside tester's 111,375 EGP order
 * was taken cash on delivery. The demo store caps it at 30,000 EGP; above it the payment step shows
 * the method disabled with its ceiling, card and wallet stay selectable, and a form that sends it
 * anyway is refused on the payment step. With and without JavaScript, Arabic and English.
 */

const WORDS = {
  ar: {
    reason: /الدفع عند الاستلام متاح للطلبات حتى\s*30,000(\.00)?\s*ج\.م/,
    refused: "الدفع عند الاستلام غير متاح لإجمالي هذا الطلب؛ اختر طريقة دفع أخرى.",
    place: "تأكيد الطلب",
  },
  en: {
    reason: /Cash on delivery is available for orders up to\s*(EGP\s*30,000(\.00)?|30,000(\.00)?\s*EGP)/,
    refused: "Cash on delivery isn't available for this order's total; choose another payment method.",
    place: "Place order",
  },
} as const;

const CEILING = 30_000;

/** A cart above the ceiling: the demo's priciest item in stock, as many as it takes. */
async function cartAboveCeiling(request: APIRequestContext) {
  const product = await findProduct(request, (p) => p.price * (1 - p.discount / 100) * Math.min(p.balance, 20) > CEILING * 1.1);
  const each = product.price * (1 - product.discount / 100);
  await addToCart(request, product, Math.ceil((CEILING * 1.1) / each));
}

/** A signed-in customer with the cart and shipping chosen, on the payment step. */
async function onPaymentStep(page: Page, lng: "ar" | "en", above: boolean, javaScriptEnabled: boolean) {
  const { shopper, address } = await seedCustomer(page.request);
  await signInByPost(page.request, shopper.email, shopper.password);
  if (above) await cartAboveCeiling(page.request);
  else await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 10 && p.price >= 150 && p.price <= 2000), 1);
  await chooseShippingByPost(page.request, address!);
  await page.goto(`/checkout/payment?lng=${lng}`);
  if (javaScriptEnabled) await hydrated(page);
}

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];
  test.describe(`cash on delivery's ceiling · ${lng}`, () => {
    test("above the ceiling cash on delivery is shown disabled with its ceiling, and card pays", async ({ page, javaScriptEnabled }) => {
      await onPaymentStep(page, lng, true, javaScriptEnabled);
      const cod = page.locator("#pay-1");
      await expect(cod).toBeVisible();
      await expect(cod).toBeDisabled();
      await expect(cod).not.toBeChecked();
      await expect(page.locator("label[for=pay-1]")).toContainText(w.reason);
      await expect(page.locator("#pay-2")).toBeEnabled();
      await expect(page.locator("#pay-3")).toBeEnabled();

      await page.locator("label[for=pay-2]").click();
      await expect(page.locator("#pay-2")).toBeChecked();
      await page.locator("form.payment-form button[type=submit]").click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    });

    test("cash on delivery sent anyway above the ceiling is refused on the payment step, the cart kept", async ({ page, javaScriptEnabled }) => {
      await onPaymentStep(page, lng, true, javaScriptEnabled);
      // The request itself: a translated 422, not a server error.
      const forged = await page.request.post("/checkout/payment", { form: { payment_method_Id: "1", payment_phone: "" }, maxRedirects: 0 });
      expect(forged.status()).toBe(422);

      // The page's own form with the disabled choice forced on, as a tampered page would send it.
      await page.locator("#pay-1").evaluate((input: HTMLInputElement) => {
        input.disabled = false;
        input.checked = true;
      });
      await page.locator("form.payment-form button[type=submit]").click();
      await expect(page.locator(".payment-form .field__errors")).toHaveText(w.refused);
      await expect(page).toHaveURL(/\/checkout\/payment(\?|$)/);
      await expect(page.locator("label[for=pay-1]")).toContainText(w.reason);
      await expect(page.locator("details.checkout-summary tbody tr")).toHaveCount(1);
    });

    test("cash on delivery chosen, then the cart grew above the ceiling: the review sends back to payment, where card is chosen instead", async ({
      page,
      javaScriptEnabled,
    }) => {
      await onPaymentStep(page, lng, false, javaScriptEnabled);
      await choosePaymentByPost(page.request, 1);
      await cartAboveCeiling(page.request);
      await page.goto("/checkout/confirmation");
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(page.locator("#pay-1")).toBeDisabled();
      await expect(page.locator("label[for=pay-1]")).toContainText(w.reason);
      await expect(page.locator("#pay-2")).toBeChecked();
      await page.locator("form.payment-form button[type=submit]").click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    });

    test("below the ceiling cash on delivery pays to the order-placed page", async ({ page, javaScriptEnabled }) => {
      await onPaymentStep(page, lng, false, javaScriptEnabled);
      await expect(page.locator("#pay-1")).toBeEnabled();
      await expect(page.locator("label[for=pay-1]")).not.toContainText(w.reason);
      await page.locator("label[for=pay-1]").click();
      await page.locator("form.payment-form button[type=submit]").click();
      await expect(page).toHaveURL(/\/checkout\/confirmation$/);
      await page.getByRole("button", { name: w.place, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    });

    test.describe("on a 320 px phone", () => {
      test.use({ viewport: { width: 320, height: 640 } });
      test("the disabled method and its reason fit the screen", async ({ page, javaScriptEnabled }) => {
        await onPaymentStep(page, lng, true, javaScriptEnabled);
        const reason = page.locator("label[for=pay-1] .choice__reason");
        await expect(reason).toContainText(w.reason);
        for (const id of [1, 2, 3]) {
          const box = (await page.locator(`label[for=pay-${id}]`).boundingBox())!;
          expect(box.x, `method ${id} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `method ${id} ends on screen`).toBeLessThanOrEqual(320);
        }
        const inner = (await reason.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(0);
        expect(inner.x + inner.width).toBeLessThanOrEqual(320);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      });
    });
  });
}
