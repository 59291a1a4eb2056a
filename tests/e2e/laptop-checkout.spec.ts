import type { Page } from "@playwright/test";
import { expect, test, urlOn, TEMPLATES } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { chooseShippingByPost } from "./checkout-choices";

/**
 * The checkout grown to a laptop (decision 074, amended): the order summary stands open beside the step's
 * choice, under the title and the steps; on a phone it stays folded above it. CSS only, so the same with and
 * without JavaScript, in every template and both directions.
 */

const WORDS = {
  ar: { title: "ملخص الطلب", show: "عرض ملخص الطلب", pay: "طريقة الدفع" },
  en: { title: "Order summary", show: "Show order summary", pay: "Payment method" },
} as const;

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

let picks = 0;

for (const template of TEMPLATES) {
  for (const lng of ["ar", "en"] as const) {
    const w = WORDS[lng];
    test.describe(`laptop checkout · template ${template.id} · ${lng}`, () => {
      test.use({ baseURL: urlOn(template.port), viewport: { width: 1280, height: 800 } });

      test("the payment step has its order summary open beside the methods, folded above them on a phone; the cart's review stays whole", async ({ page }) => {
        const { shopper, address } = await seedCustomer(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, picks++ % 6);
        await addToCart(page.request, product, 1);
        // The cart's review is the summary itself: the step's whole width, not a column beside its two links.
        await page.goto(`/checkout?lng=${lng}`);
        const review = await box(page, "details.checkout-summary");
        const actions = await box(page, ".checkout-actions");
        expect(review.width, "the review keeps the step's width").toBeGreaterThan(600);
        expect(actions.y, "its way on comes under it").toBeGreaterThan(review.y + review.height);

        await chooseShippingByPost(page.request, address!);
        await page.goto(`/checkout/payment?lng=${lng}`);

        const summary = page.locator("details.checkout-summary");
        const lines = summary.locator(".checkout-summary__body");
        // Open by its width, not by a tap: a heading with its total, its lines, and no toggle to press or to Tab to.
        await expect(summary.getByRole("heading", { name: new RegExp(`^${w.title}`) })).toBeVisible();
        await expect(summary.locator("summary")).toBeHidden();
        await expect(lines).toBeVisible();
        await expect(lines.locator("tbody tr, .cart-line").first()).toBeVisible();

        // Beside the methods: side by side, at the inline end (the left in Arabic), both below the steps.
        const side = await box(page, "details.checkout-summary");
        const form = await box(page, "form.payment-form");
        const steps = await box(page, ".checkout-steps");
        if (lng === "ar") expect(side.x + side.width, "the summary is left of the methods").toBeLessThanOrEqual(form.x);
        else expect(side.x, "the summary is right of the methods").toBeGreaterThanOrEqual(form.x + form.width);
        expect(Math.abs(side.y - form.y), "their tops are level").toBeLessThanOrEqual(1);
        expect(side.y, "under the steps").toBeGreaterThan(steps.y + steps.height);
        expect(form.width, "the methods keep a readable width").toBeGreaterThan(500);
        await expect(page.getByRole("heading", { name: w.pay })).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

        // On a phone the same page folds it above the methods, one line to open.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(summary.getByText(w.show)).toBeVisible();
        await expect(lines).toBeHidden();
        await expect(summary.getByRole("heading", { name: new RegExp(`^${w.title}`) })).toBeHidden();
        const folded = await box(page, "details.checkout-summary");
        expect(folded.y + folded.height).toBeLessThanOrEqual((await box(page, "form.payment-form")).y);
      });
    });
  }
}
