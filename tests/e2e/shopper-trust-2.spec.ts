import type { Page } from "@playwright/test";
import { api } from "./catalogue-api";
import { expect, hydrated, test, urlOn, TEMPLATES } from "./fixtures";
import { addToCart, findProduct } from "./store-data";

/**
 * What an outside shopper found in money and stock (issue 37, decision 096): the added sheet says what the
 * cart costs (its total before shipping, the cart page's last amount), the cart says its total once, how far
 * it is from free shipping by the Store API's own rule, with no stray "·" in its price lines, and a sold-out
 * variant's choice says so. Arabic and English, with and without JavaScript (the two projects), every template.
 */

const PHONE = { width: 390, height: 844 };
const LANGS = ["ar", "en"] as const;
const W = {
  ar: {
    add: "أضف إلى السلة",
    added: "تمت الإضافة إلى السلة.",
    cartTotal: "إجمالي السلة",
    oldLabel: "المجموع الفرعي",
    barTotal: "الإجمالي قبل الشحن",
    short: (amount: string) => `أضف ${amount} للحصول على شحن مجاني`,
    reached: "شحنك مجاني",
    soldOut: "نفدت",
  },
  en: {
    add: "Add to cart",
    added: "Added to your cart",
    cartTotal: "Cart total",
    oldLabel: "subtotal",
    barTotal: "Total before shipping",
    short: (amount: string) => `You're ${amount} away from free shipping`,
    reached: "Your shipping is free",
    soldOut: "Sold out",
  },
} as const;

const cents = (amount: number) => Math.round(amount * 100);
const amountOf = async (page: Page, line: string) => Number(await page.locator(`.cart__side .totals [data-line="${line}"] dd`).getAttribute("data-amount"));

for (const { id, port } of TEMPLATES) {
  test.describe(`shopper trust · template ${id}`, () => {
    test.use({ baseURL: urlOn(port), viewport: PHONE });

    for (const lng of LANGS) {
      const w = W[lng];

      test(`the added sheet and the cart say the same total once, and how far free shipping is (${lng})`, async ({ page, javaScriptEnabled }) => {
        const { settings } = await api<{ settings: { free_shipping_over: number | string | null } }>(page.request, "bootstrap", lng);
        const freeOver = Number(settings.free_shipping_over);
        expect(freeOver, "the demo store ships free over a threshold").toBeGreaterThan(0);
        // A discounted, taxed item well under the threshold: its price before discounts is not what the cart costs.
        const product = await findProduct(
          page.request,
          (p) => p.discount >= 10 && (p as { tax?: number }).tax! > 0 && p.balance >= 10 && p.price < freeOver / 3,
          lng,
        );
        if (javaScriptEnabled) await page.clock.install();
        await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
        if (javaScriptEnabled) {
          await hydrated(page);
          // The sheet closes after 3 s like every success message: time moves only when the test says.
          await page.clock.pauseAt(Date.now() + 10_000);
        }
        await page.getByRole("main").getByRole("button", { name: w.add, exact: true }).click();
        const sheet = page.locator(".product .added-notice", { hasText: w.added });
        await expect(sheet.locator(".added-notice__total")).toContainText(`${w.cartTotal}:`);
        await expect(sheet).not.toContainText(w.oldLabel);
        const sheetTotal = (await sheet.locator(".added-notice__total .price").textContent())!.trim();
        if (javaScriptEnabled) await page.clock.resume();

        await page.goto(`/cart?lng=${lng}`);
        const main = page.getByRole("main");
        // The amount the cart ends with before shipping is the sheet's; on a phone the bar says it, labelled, and the summary not again.
        await expect(main.locator('.totals [data-line="total"] dd')).toHaveText(sheetTotal);
        await expect(main.locator(".cart__bar-total")).toHaveText(`${w.barTotal} ${sheetTotal}`);
        await expect(main.locator(".cart__bar-total")).toBeVisible();
        await expect(main.locator('.totals [data-line="total"]')).toBeHidden();
        // In the cart's summary and its bar (the line's own total is the same amount for one item).
        const shownTotals = await main
          .locator(".cart__side")
          .getByText(sheetTotal, { exact: true })
          .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);
        expect(shownTotals, "the cart's total is said once").toBe(1);
        // The sheet's amount is after the product's discount: under the subtotal before discounts.
        const total = await amountOf(page, "total");
        expect(cents(total)).toBeLessThan(cents(await amountOf(page, "subtotal")));

        // Free shipping: the distance by the Store API's comparison (total before shipping against the threshold).
        const meter = main.locator(".free-shipping");
        await expect(meter).toHaveAttribute("data-free-shipping", "short");
        const remaining = (await meter.locator(".free-shipping__text .price").textContent())!.trim();
        await expect(meter.locator(".free-shipping__text")).toHaveText(w.short(remaining));
        expect(cents(Number(/[\d,]+\.\d{2}/.exec(remaining)![0].replaceAll(",", ""))), `${remaining} is ${freeOver} − ${total}`).toBe(
          cents(freeOver) - cents(total),
        );
        await expect(meter.locator("progress")).toHaveAttribute("value", String(Math.floor((cents(total) / cents(freeOver)) * 100)));

        // No "·" in a line's prices: a wrap would strand it at a line's start or end.
        for (const text of await main.locator(".cart-line__price").allTextContents()) expect(text).not.toContain("·");

        // Enough of it to pass the threshold: the cart says shipping is free.
        await addToCart(page.request, product, Math.ceil(freeOver / total));
        await page.goto(`/cart?lng=${lng}`);
        await expect(meter).toHaveAttribute("data-free-shipping", "reached");
        await expect(meter.locator(".free-shipping__text")).toHaveText(w.reached);
      });

      test(`a sold-out variant's choice is marked and still leads to its page (${lng})`, async ({ page }) => {
        const { data } = await api<{ data: { slug: string; category: { slug: string }; siblings: Array<{ slug: string; balance?: number }> } }>(
          page.request,
          "store/products/wireless-earbuds-white",
          lng,
        );
        const gone = data.siblings.find((s) => s.balance === 0);
        expect(gone, "the demo earbuds have a sold-out sibling").toBeTruthy();
        const inStock = data.siblings.find((s) => (s.balance ?? 0) > 0);
        await page.goto(`/${data.category.slug}/${data.slug}?lng=${lng}`);
        const options = page.getByRole("group", { name: lng === "ar" ? "الخيارات" : "Options" });
        // Without JavaScript a choice leads to the new page's summary (#buy).
        const chipTo = (slug: string) => options.locator(`a[href$="/${slug}"], a[href$="/${slug}#buy"]`);
        const soldOut = chipTo(gone!.slug);
        await expect(soldOut).toHaveClass(/chip--sold-out/);
        await expect(soldOut).toHaveAccessibleName(new RegExp(`${w.soldOut}$`));
        const name = soldOut.locator(".chip__name");
        expect(await name.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through");
        if (inStock) {
          const available = chipTo(inStock.slug);
          await expect(available).not.toHaveClass(/chip--sold-out/);
          await expect(available).not.toHaveAccessibleName(new RegExp(w.soldOut));
        }
        await soldOut.click();
        await expect(page).toHaveURL(new RegExp(`/${gone!.slug}`));
        await expect(page.getByRole("main")).toContainText(lng === "ar" ? "نفدت الكمية" : "Out of stock");
      });
    }
  });
}
