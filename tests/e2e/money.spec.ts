import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";

/**
 * Money that adds up (docs/decisions/038-currency-display-and-money-lines.md): one order's
 * cart, checkout summary and invoice, read as a shopper reads them in Arabic, line by line.
 */

type Lines = Record<string, string>;

/** Each money line's amount as shown, by the line it is (subtotal, savings, coupon, tax, shipping, paymentFee, total). */
async function moneyLines(totals: Locator): Promise<Lines> {
  const rows = totals.locator(".totals__row[data-line]");
  const out: Lines = {};
  for (const row of await rows.all()) {
    const id = (await row.getAttribute("data-line"))!;
    out[id] = (await row.locator("dd").innerText()).trim();
  }
  return out;
}

/** On an Arabic page: no ISO code written after an amount, and the currency switcher names currencies in words. */
async function noCodeLikeCurrency(page: Page, totals: Locator) {
  await expect(totals).not.toContainText(/\b[A-Z]{3}\d?\b/);
  await expect(totals).toContainText("ج.م");
  for (const option of await page.locator('select[name="currency"] option').allInnerTexts()) {
    expect(option, "a currency option on an Arabic page").not.toMatch(/\b[A-Z]{3}\d?\b/);
  }
}

/** A money line's amount in piastres, from its data-amount. */
const amountOf = async (totals: Locator, line: string) =>
  Math.round(Number(await totals.locator(`[data-line="${line}"] dd`).getAttribute("data-amount")) * 100);

const say = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A line's name and details never say the same thing twice. */
function saysEachOnce(text: string) {
  const parts = text.split(" · ").map(say).filter(Boolean);
  parts.forEach((part, i) => {
    for (const other of parts.slice(0, i)) expect(other.includes(part), `"${text}" repeats itself`).toBe(false);
  });
}

test.describe("money that adds up", () => {
  test("the cart, the checkout summary and the invoice of one order agree line by line (Arabic)", async ({ page }) => {
    test.slow();
    const { shopper } = await seedCustomer(page.request);
    await signInByPost(page.request, shopper.email, shopper.password);
    // A product discount, and a cart that stays under free shipping (500) after the coupon.
    const product = await findProduct(page.request, (p) => p.discount > 0 && p.balance >= 10 && p.price >= 150 && p.price <= 400, "ar");
    await addToCart(page.request, product, 1);
    const detail = (await (await page.request.get(`/api/store/products/${product.slug}`, { headers: { "X-LANG": "ar" } })).json()).data;

    await page.goto("/cart?lng=ar");
    // The coupon form is folded in "Have a coupon?" (decision 073).
    await page.locator(".coupon-box > summary").click();
    await page.getByLabel("رمز القسيمة").fill("WELCOME10");
    await page.getByRole("button", { name: "طبّق" }).click();
    await expect(page.getByRole("status")).toHaveText("تم تطبيق القسيمة.");
    const cartTotals = page.getByRole("main").locator(".totals");
    const cart = await moneyLines(cartTotals);
    const cartSubtotal = await amountOf(cartTotals, "subtotal");
    expect(Object.keys(cart)).toEqual(["quantity", "subtotal", "savings", "coupon", "tax", "total"]);
    // The product discounts and the coupon are taken off the subtotal, each a deduction, minus first, in one isolated unit (decision 089).
    await expect(cartTotals.locator('[data-line="savings"] dt')).toHaveText("خصومات المنتجات");
    expect(cart.savings).toMatch(/^\u2212[\d,]+\.\d\d ج\.م$/);
    expect(cart.coupon).toMatch(/^\u2212[\d,]+\.\d\d ج\.م$/);
    expect(cartSubtotal - (await amountOf(cartTotals, "savings")) - (await amountOf(cartTotals, "coupon"))).toBe(await amountOf(cartTotals, "total"));
    await noCodeLikeCurrency(page, cartTotals);
    // Variant words in Arabic (the API's names, never its raw values such as "silver").
    const info = await page.locator(".cart-line__info").first().innerText();
    for (const v of detail.variants as { name: string; value: string }[]) {
      if (/[a-z]{3,}/i.test(v.value) && !v.name.includes(v.value)) expect(info).not.toContain(v.value);
    }

    await page.goto("/checkout");
    const lineCell = page.locator(".checkout-lines tbody td").first();
    await expect(lineCell).toContainText(product.name);
    saysEachOnce(await lineCell.innerText());
    await page.getByRole("link", { name: "المتابعة", exact: true }).click();
    await page.getByRole("button", { name: "التوصيل إلى هذا العنوان" }).click();
    await expect(page.getByRole("status")).toHaveText("سيصل طلبك إلى هذا العنوان.");
    const express = page.getByRole("radio", { name: /^واحة إكسبريس — سريع/ });
    // Under free shipping: the fee is due, not struck through.
    await expect(page.locator(`label[for="${await express.getAttribute("id")}"] s`)).toHaveCount(0);
    await express.check();
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);

    // No method chosen yet: no fee line, and the total says it leaves the fee out.
    const summary = page.locator("details.checkout-summary .totals");
    expect(Object.keys(await moneyLines(summary))).not.toContain("paymentFee");
    await expect(summary.locator('[data-line="total"] dt')).toHaveText(/قبل رسوم الدفع/);
    await page.getByRole("radio", { name: /^الدفع عند الاستلام/ }).check();
    await page.getByRole("button", { name: "مراجعة الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    // With JavaScript the address bar can change a moment before the summary is redrawn: read it
    // once it shows the chosen method's fee and the total that includes it.
    await expect(summary.locator('[data-line="paymentFee"]')).toBeVisible();
    await expect(summary.locator('[data-line="total"] dt')).not.toHaveText(/قبل رسوم الدفع/);
    const checkout = await moneyLines(summary);
    const paid =
      (await amountOf(summary, "subtotal")) -
      (await amountOf(summary, "savings")) -
      (await amountOf(summary, "coupon")) +
      (await amountOf(summary, "shipping")) +
      (await amountOf(summary, "paymentFee"));
    expect(paid).toBe(await amountOf(summary, "total"));
    await noCodeLikeCurrency(page, summary);

    await page.getByRole("button", { name: "تأكيد الطلب" }).click();
    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: "عرض الفاتورة" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    const invoiceTotals = page.locator(".invoice .totals").first();
    // With JavaScript the address bar can change a moment before the invoice is drawn.
    await expect(invoiceTotals.locator('[data-line="total"]')).toBeVisible();
    const invoice = await moneyLines(invoiceTotals);
    await noCodeLikeCurrency(page, invoiceTotals);
    saysEachOnce(await page.locator(".invoice tbody td").first().innerText());

    // Line by line: the basket's lines the same in all three, labels included (one subtotal rule, decision 089);
    // shipping, fee and total the same in the summary and the invoice.
    for (const line of ["quantity", "subtotal", "savings", "coupon", "tax"]) {
      expect(checkout[line], `checkout ${line}`).toBe(cart[line]);
      expect(invoice[line], `invoice ${line}`).toBe(cart[line]);
    }
    expect(Object.keys(invoice)).toEqual(["quantity", "subtotal", "savings", "coupon", "tax", "shipping", "paymentFee", "total"]);
    expect(invoice).toEqual(checkout);
    await expect(invoiceTotals.locator('[data-line="total"] dt')).toHaveText("الإجمالي المستحق شاملًا الضريبة والشحن والرسوم");
  });

  test("in another currency the totals say they are converted and that the payment is in the store's (both languages)", async ({ page }) => {
    await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 3), 2);
    await page.goto("/cart?lng=en&currency=USD");
    await expect(page.locator(".totals__converted")).toHaveText("Amounts are converted from EGP at today's rate and rounded one by one; you pay in EGP.");
    await page.goto("/cart?lng=ar&currency=SAR");
    await expect(page.locator(".totals__converted")).toHaveText("المبالغ محوّلة من ج.م بسعر اليوم ومقرّبة كلٌّ على حدة؛ ويتم الدفع بـج.م.");
    // In the store's own currency there is nothing to say.
    await page.goto("/cart?lng=ar&currency=EGP");
    await expect(page.locator(".totals")).toBeVisible();
    await expect(page.locator(".totals__converted")).toHaveCount(0);
  });

  test("a price bound typed in another currency keeps the products shown exactly at it, and only those (English, USD)", async ({ page }) => {
    await page.goto("/?lng=en&currency=USD");
    await page.goto("/search?q=a&sort=price_asc&lng=en");
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));
    const shownPrices = async () => (await page.locator(".results .product-price__now").allTextContents()).map(amount);
    const prices = await shownPrices();
    expect(prices.length).toBeGreaterThan(4);
    // Each of a few shown prices as both bounds: the products shown at it, no other (1.42 USD used to list none).
    for (const price of [...new Set(prices)].slice(1, 4)) {
      await page.goto(`/search?q=a&min_price=${price}&max_price=${price}&lng=en`);
      const listed = await shownPrices();
      expect(listed, `bounds ${price} USD`).toEqual(prices.filter((p) => p === price));
    }
  });

  test("WELCOME10 a second time says it was used, once, at the coupon field (Arabic)", async ({ page }) => {
    const seeded = await seedCustomer(page.request);
    await signInByPost(page.request, seeded.shopper.email, seeded.shopper.password);
    const product = await findProduct(page.request, (p) => p.balance >= 10 && p.price >= 150 && p.price <= 400, "ar", 1);
    await addToCart(page.request, product, 1);
    await page.request.post("/cart", { form: { intent: "coupon", code: "WELCOME10" }, maxRedirects: 0 });
    // An order uses the coupon (the checkout's forms are the other journey's).
    const companies = (await seeded.api("GET", `shipment/shipping-companies?town_id=${seeded.address!.town.id}`, null)).data.data;
    const order = await seeded.api("POST", "store/checkout", seeded.token, {
      address_id: seeded.address!.id,
      shipping_company_id: companies[0].id,
      shipping_type_id: companies[0].types[0].id,
      payment_method_Id: 1,
    });
    expect(order.data.id).toBeGreaterThan(0);

    await addToCart(page.request, product, 1);
    await page.goto("/cart?lng=ar");
    // The coupon form is folded in "Have a coupon?" (decision 073).
    await page.locator(".coupon-box > summary").click();
    const field = page.getByLabel("رمز القسيمة");
    await page.getByRole("button", { name: "طبّق" }).click();
    await expect(field).toHaveAccessibleDescription("يجب إدخال رمز القسيمة");
    await field.fill("WELCOME10");
    await page.getByRole("button", { name: "طبّق" }).click();
    await expect(field).toHaveAccessibleDescription("لقد استخدمت هذه القسيمة من قبل.");
    await expect(page.getByText("لقد استخدمت هذه القسيمة من قبل.")).toHaveCount(1);
    await expect(page.getByText("رمز القسيمة غير صالح.")).toHaveCount(0);
  });

  test("an order that ships free shows each option's fee struck through beside free (Arabic)", async ({ page }) => {
    const seeded = await seedCustomer(page.request);
    await signInByPost(page.request, seeded.shopper.email, seeded.shopper.password);
    // Over free shipping (500) with no coupon.
    const product = await findProduct(page.request, (p) => p.balance >= 10 && p.price >= 260 && p.price <= 400, "ar");
    await addToCart(page.request, product, 2);
    const chosen = await page.request.post("/checkout/shipping", { form: { intent: "address", address_id: String(seeded.address!.id) }, maxRedirects: 0 });
    expect(chosen.status()).toBe(303);

    await page.goto("/checkout/shipping?lng=ar");
    const options = page.getByRole("region", { name: "شركة الشحن ونوع الشحن" }).locator(".choice label");
    expect(await options.count()).toBeGreaterThan(0);
    for (const option of await options.all()) {
      await expect(option.locator("s .price")).toHaveText(/^[\d,]+\.\d\d ج\.م$/);
      await expect(option).toContainText("مجاني");
    }
    await page.getByRole("radio", { name: /^واحة إكسبريس — سريع/ }).check();
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.locator('details.checkout-summary .totals [data-line="shipping"] dd')).toHaveText("مجاني");
  });
});
