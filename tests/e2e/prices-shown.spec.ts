import type { Locator, Page } from "@playwright/test";
import { expect, PORTS, test } from "./fixtures";
import { afterDiscount, localCurrency, shelfPrice, shown, writtenCurrency, type Lang } from "./catalogue-api";
import { seedCustomer, signInByPost } from "./seed";
import { start, SERVER_JS, waitFor } from "./spawn-server";
import { addToCart, products, type ProductSummary } from "./store-data";

/**
 * The price the shopper pays (decision 075): one product's price with its tax is the same on its
 * card, its page, its cart line and in the checkout, and the order is charged that price × the
 * quantity; the checkout summary and the invoice break it down. With PRICE_DISPLAY=exclusive the
 * prices before tax come back.
 */

type Taxed = ProductSummary & { tax: number };

const WORDS = {
  ar: {
    incl: "شامل الضريبة",
    priceFilterPlain: "السعر",
    addedAtCheckout: /ضريبة 14% تضاف عند الدفع/,
    lineTax: "ضريبة 14%",
    continue: "المتابعة",
    useAddress: "التوصيل إلى هذا العنوان",
    toPayment: "المتابعة إلى الدفع",
    cod: /^الدفع عند الاستلام/,
    review: "مراجعة الطلب",
    place: "تأكيد الطلب",
    invoice: "عرض الفاتورة",
    subtotalWithTax: "المجموع الفرعي (شامل الضريبة)",
    subtotal: "المجموع الفرعي",
    ofWhichTax: "منها الضريبة",
    tax: "الضريبة",
  },
  en: {
    incl: "incl. VAT",
    priceFilterPlain: "Price",
    addedAtCheckout: /14% tax is added at checkout/,
    lineTax: "Tax 14%",
    continue: "Continue",
    useAddress: "Deliver to this address",
    toPayment: "Continue to payment",
    cod: /^Cash on delivery/,
    review: "Review the order",
    place: "Place order",
    invoice: "View the invoice",
    subtotalWithTax: "Subtotal (incl. VAT)",
    subtotal: "Subtotal",
    ofWhichTax: "Of which VAT",
    tax: "Tax",
  },
} as const;

/** A taxed, discounted product with stock to buy three, whose card a search for its name shows. */
async function taxedProduct(page: Page, lng: Lang, skip = 0): Promise<Taxed> {
  const found = (await products(page.request, lng)).filter((p): p is Taxed => (p as Taxed).tax > 0 && p.discount > 0 && p.balance >= 10);
  expect(found.length, "the demo data has taxed, discounted products").toBeGreaterThan(skip);
  return found[skip]!;
}

/** An amount of the money lines by line id, as a number read from its data-amount. */
async function amount(totals: Locator, line: string): Promise<number> {
  return Number(await totals.locator(`[data-line="${line}"] dd`).getAttribute("data-amount"));
}

const cents = (n: number) => Math.round(n * 100);

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];

  test(`one product's price with tax is the same on its card, its page, its cart line and at checkout, and is what the order costs (${lng})`, async ({
    page,
  }) => {
    test.slow();
    const { shopper } = await seedCustomer(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    const product = await taxedProduct(page, lng, lng === "ar" ? 0 : 1);
    const currency = writtenCurrency(await localCurrency(page.request), lng);
    const unit = shelfPrice(product.price, product.discount, product.tax);
    const say = (n: number) => shown(n, currency);
    const path = `/${product.category.slug}/${product.slug}`;

    // Its card: the price with tax, the struck price with tax, said to include it.
    await page.goto(`/search?q=${encodeURIComponent(product.name)}&lng=${lng}`);
    const card = page.locator(".product-card").filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(card.locator(".product-price__now")).toHaveText(say(unit));
    await expect(card.locator(".product-price__was")).toContainText(say(shelfPrice(product.price, 0, product.tax)));
    await expect(card.locator(".product-price")).toContainText(w.incl);
    // The reference Store API reads the bounds with tax as they are shown (with_tax, decision 075): the filter is "Price",
    // and a bound between the price before tax and the price shown leaves the product out; its shown price lets it in.
    await expect(page.locator(".catalogue-filters__price").locator("xpath=ancestor::details[1]/summary")).toHaveText(w.priceFilterPlain);
    const between = Math.round((cents(afterDiscount(product.price, product.discount)) + cents(unit)) / 2) / 100;
    await page.goto(`/search?q=${encodeURIComponent(product.name)}&max_price=${between}&lng=${lng}`);
    await expect(card).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent(product.name)}&max_price=${unit}&lng=${lng}`);
    await expect(card.locator(".product-price__now")).toHaveText(say(unit));

    // Its page: the same, with "incl. VAT" written beside it.
    await page.goto(`${path}?lng=${lng}`);
    await expect(page.locator(".product__price .product-price__now")).toHaveText(say(unit));
    await expect(page.locator(".product__tax")).toHaveText(w.incl);

    // One in the cart: the line and the cart's total are that price.
    await addToCart(page.request, product, 1);
    await page.goto(`/cart?lng=${lng}`);
    const line = page.locator(".cart-line");
    await expect(line.locator(".cart-line__price .price").first()).toHaveText(say(unit));
    await expect(line.locator(".cart-line__tax")).toHaveText(w.incl);
    await expect(line.locator(".cart-line__total")).toHaveText(say(unit));
    const cartTotals = page.getByRole("main").locator(".totals");
    await expect(cartTotals.locator('[data-line="subtotal"] dt')).toHaveText(w.subtotalWithTax);
    await expect(cartTotals.locator('[data-line="tax"] dt')).toHaveText(w.ofWhichTax);
    await expect(cartTotals.locator('[data-line="total"] dd')).toHaveText(say(unit));

    // Three: the line is three shelf prices, and so is the cart's total.
    await addToCart(page.request, product, 2);
    await page.goto(`/cart?lng=${lng}`);
    await expect(line.locator(".qty-value")).toHaveText("3");
    await expect(line.locator(".cart-line__total")).toHaveText(say((cents(unit) * 3) / 100));
    // The subtotal is before the product discounts, which are taken off it (decision 089).
    expect(cents(await amount(cartTotals, "subtotal")) - cents(await amount(cartTotals, "savings"))).toBe(cents(unit) * 3);
    expect(cents(await amount(cartTotals, "total"))).toBe(cents(unit) * 3);
    const cartSubtotal = await amount(cartTotals, "subtotal");
    const cartTotal = await amount(cartTotals, "total");

    // The checkout's lines say the same.
    await page.goto(`/checkout?lng=${lng}`);
    const row = page.locator(".checkout-lines tbody tr");
    await expect(row.locator("td").nth(2)).toHaveText(say(unit));
    await expect(row.locator("td").nth(3)).toHaveText(say((cents(unit) * 3) / 100));
    await page.getByRole("link", { name: w.continue, exact: true }).click();
    await page.getByRole("button", { name: w.useAddress }).click();
    await page
      .getByRole("radio", { name: /^(Oasis Express|واحة إكسبريس) — / })
      .first()
      .check();
    await page.getByRole("button", { name: w.toPayment }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.getByRole("radio", { name: w.cod }).check();
    await page.getByRole("button", { name: w.review }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);

    // The summary names the subtotal as the cart does and says the tax inside it; less the savings is the
    // cart's total; + shipping and fee = what is charged (decision 089).
    const summary = page.locator("details.checkout-summary .totals");
    await expect(summary.locator('[data-line="paymentFee"]')).toBeVisible();
    await expect(summary.locator('[data-line="subtotal"] dt')).toHaveText(w.subtotalWithTax);
    await expect(summary.locator('[data-line="tax"] dt')).toHaveText(w.ofWhichTax);
    const subtotal = await amount(summary, "subtotal");
    const tax = await amount(summary, "tax");
    const charged = await amount(summary, "total");
    expect(cents(subtotal)).toBe(cents(cartSubtotal));
    expect(cents(subtotal) - cents(await amount(summary, "savings"))).toBe(cents(cartTotal));
    expect(cents(charged)).toBe(cents(cartTotal) + cents(await amount(summary, "shipping")) + cents(await amount(summary, "paymentFee")));

    // The invoice: the same breakdown and the same total, which is what the order is charged.
    await page.getByRole("button", { name: w.place }).click();
    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: w.invoice }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    const invoice = page.locator(".invoice .totals").first();
    await expect(invoice.locator('[data-line="total"]')).toBeVisible();
    await expect(invoice.locator('[data-line="subtotal"] dt')).toHaveText(w.subtotalWithTax);
    expect(cents(await amount(invoice, "subtotal"))).toBe(cents(subtotal));
    expect(cents(await amount(invoice, "tax"))).toBe(cents(tax));
    expect(cents(await amount(invoice, "total"))).toBe(cents(charged));
  });
}

test.describe("PRICE_DISPLAY=exclusive", () => {
  const port = PORTS.pricesExclusive;
  const base = `http://localhost:${port}`;
  let server: ReturnType<typeof start> | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "prices-exclusive-secret-0123456789abcdef",
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      PAGE_CACHE_SECONDS: "0",
      STORE_API_PUBLIC: "1",
      PRICE_DISPLAY: "exclusive",
    });
    await waitFor(`${base}/healthz`, 75_000);
  });
  test.afterAll(() => {
    server?.kill();
  });

  for (const lng of ["ar", "en"] as const) {
    const w = WORDS[lng];
    test(`prices before tax, the tax added at checkout, as before (${lng})`, async ({ browser, javaScriptEnabled }) => {
      // A context of its own on this server: the main server's cookies are not this one's.
      const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
      const page = await context.newPage();
      try {
        const product = await taxedProduct(page, lng);
        const currency = writtenCurrency(await localCurrency(page.request), lng);
        const net = afterDiscount(product.price, product.discount);
        const path = `/${product.category.slug}/${product.slug}`;

        await page.goto(`/search?q=${encodeURIComponent(product.name)}&lng=${lng}`);
        const card = page.locator(".product-card").filter({ has: page.locator(`a[href="${path}"]`) });
        await expect(card.locator(".product-price__now")).toHaveText(shown(net, currency));
        await expect(card.locator(".product-price")).not.toContainText(w.incl);
        await expect(page.locator(".catalogue-filters__price").locator("xpath=ancestor::details[1]/summary")).toHaveText(w.priceFilterPlain);

        await page.goto(`${path}?lng=${lng}`);
        await expect(page.locator(".product__price .product-price__now")).toHaveText(shown(net, currency));
        await expect(page.locator(".product__tax")).toHaveText(w.addedAtCheckout);

        await addToCart(page.request, product, 3);
        await page.goto(`/cart?lng=${lng}`);
        const line = page.locator(".cart-line");
        await expect(line.locator(".cart-line__tax")).toHaveText(w.lineTax);
        await expect(line.locator(".cart-line__total")).toHaveText(shown((cents(net) * 3) / 100, currency));
        const totals = page.getByRole("main").locator(".totals");
        await expect(totals.locator('[data-line="subtotal"] dt')).toHaveText(w.subtotal);
        expect(cents(await amount(totals, "subtotal")) - cents(await amount(totals, "savings"))).toBe(cents(net) * 3);
        await expect(totals.locator('[data-line="tax"] dt')).toHaveText(w.tax);
        expect(cents(await amount(totals, "subtotal")) - cents(await amount(totals, "savings")) + cents(await amount(totals, "tax"))).toBe(
          cents(await amount(totals, "total")),
        );
      } finally {
        await context.close();
      }
    });
  }
});
