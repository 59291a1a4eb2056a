import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { findProduct, products, type ProductSummary } from "./store-data";
import { orderIn, placeCashOrder, placeOrder, seedCustomer, signInByPost } from "./seed";
import { expectPictureOf } from "./pictures";

/**
 * Issue 37 (decision 098): the orders a shopper placed, told in words and pictures. Each row of the
 * orders list shows the first item's picture and name and how many more; dates are written in words in
 * the page's language; the order-placed page lists what was ordered; the invoice's line prices are the
 * prices the product page shows (with tax), and its lines add up to its subtotal.
 */
type Lang = "ar" | "en";
type Taxed = ProductSummary & { tax: number; image: string };
interface OrderItem {
  name: string;
  image: string | null;
  quantity: number;
}
interface Order {
  id: number;
  order_number: string;
  created_at: string;
  items: OrderItem[];
}

const WORDS = {
  ar: { filter: "تصفية بالتاريخ", from: "من تاريخ", more: "+ منتجان آخران", items: "ما طلبته · 4 قطع", after: "بعد الخصم", line: "المجموع" },
  en: { filter: "Filter by date", from: "From", more: "+ 2 more items", items: "What you ordered · 4 items", after: "After discount", line: "Line total" },
} as const;

/** A day in words as a shopper reads it, from the browser's own formatter (CLDR), on the store's clock. */
const inWords = (iso: string, lng: Lang) =>
  new Intl.DateTimeFormat(`${lng === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Cairo" }).format(
    new Date(iso),
  );

/**
 * A new customer with one order of three lines, a taxed and discounted product first (twice), each test
 * and project with products of its own so their stock never meets.
 */
async function customerWithOrder(request: APIRequestContext, lng: Lang, offset: number) {
  // Paid in cash: kept under the demo's cash on delivery ceiling (30,000 EGP, decision 104), 2 of the first and 2 others.
  const all = (await products(request, "en")).filter((p) => p.default_unit_id !== null && p.balance >= 20 && p.price <= 6000) as Taxed[];
  const taxed = all.filter((p) => p.tax > 0 && p.discount > 0 && p.image);
  expect(taxed.length, "the demo data has taxed, discounted products with stock").toBeGreaterThan(0);
  const first = taxed[(taxed.length - 1 - offset * 3 + taxed.length * 8) % taxed.length]!;
  const others = all.filter((p) => p.id !== first.id).slice(-4 - offset * 2, -2 - offset * 2);
  const { shopper, token, address, api } = await seedCustomer(request);
  await api("POST", "store/cart", token, { item_id: first.id, unit_id: first.default_unit_id, qty: 2 });
  for (const p of others) await api("POST", "store/cart", token, { item_id: p.id, unit_id: p.default_unit_id, qty: 1 });
  const placed = (await placeCashOrder(api, token, address!)) as Order;
  const order = (await orderIn(request, token, placed.id, lng)) as Order;
  await signInByPost(request, shopper.email, shopper.password);
  return { order, first };
}

async function productPagePrice(page: Page, p: ProductSummary, lng: Lang) {
  await page.goto(`/${p.category.slug}/${p.slug}?lng=${lng}`);
  return ((await page.locator(".product__price .product-price__now").textContent()) ?? "").trim();
}

let offsets = 0;

for (const lng of ["ar", "en"] as const) {
  const w = WORDS[lng];

  test(`the orders list shows what was bought, its date in words, and folds the date filter away (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    const { order, first } = await customerWithOrder(page.request, lng, (lng === "ar" ? 0 : 4) + (javaScriptEnabled ? 0 : 2) + (offsets++ % 2));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/account/orders?lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);

    const row = page.locator(`tr[data-order="${order.id}"]`);
    await expect(row.locator(".order-row__name")).toHaveText(order.items[0]!.name);
    await expectPictureOf(row.locator("img.order-row__thumb"), first.image);
    await expect(row.locator(".order-row__more")).toHaveText(w.more);
    await expect(row.locator("time")).toHaveText(inWords(order.created_at, lng));
    await expect(row.locator("time")).not.toHaveText(/\//);
    // The whole row is on the first screen: the filter no longer pushes it down.
    const box = await row.boundingBox();
    expect(box && box.y + box.height, "the first order is whole on the first screen").toBeLessThanOrEqual(844);

    // The date filter is one folded line; open, its fields; set, it stays open on the filtered page.
    const filter = page.locator("details.orders-filter");
    await expect(filter.locator("summary")).toHaveText(w.filter);
    await expect(page.getByLabel(w.from, { exact: true })).toBeHidden();
    await filter.locator("summary").click();
    await expect(page.getByLabel(w.from, { exact: true })).toBeVisible();
    await page.goto(`/account/orders?lng=${lng}&start_date=2000-01-01`);
    await expect(page.getByLabel(w.from, { exact: true })).toBeVisible();
    await expect(page.locator(`tr[data-order="${order.id}"]`)).toBeVisible();
  });

  test(`the order-placed page lists what was ordered; the invoice's line price is the product page's (${lng})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    const { order, first } = await customerWithOrder(page.request, lng, 10 + (lng === "ar" ? 0 : 4) + (javaScriptEnabled ? 0 : 2) + (offsets++ % 2));
    const shelf = await productPagePrice(page, first, lng);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/checkout/placed?order=${order.id}&lng=${lng}`);
    if (javaScriptEnabled) await hydrated(page);
    const items = page.locator("details.placed-items");
    await expect(items.locator("summary")).toHaveText(w.items);
    // The amount to pay is in the first card, and the folded list shows the pictures of what was bought.
    const total = page.locator(".order-placed__total");
    await expect(total).toHaveText(/\d/);
    const totalBox = await total.boundingBox();
    expect(totalBox && totalBox.y + totalBox.height, "the total is on the first screen").toBeLessThanOrEqual(844);
    await expect(items.locator("summary .placed-items__peek img")).toHaveCount(3);
    // Folded, it leaves what happens next on the first screen.
    const next = await page.locator(".order-placed__next h2").boundingBox();
    expect(next && next.y + next.height, "what happens next is on the first screen").toBeLessThanOrEqual(844);
    await items.locator("summary").click();
    const lines = items.locator(".placed-items__line");
    await expect(lines).toHaveCount(3);
    await expect(lines.first().locator(".placed-items__name")).toContainText(order.items[0]!.name);
    await expectPictureOf(lines.first().locator("img"), first.image);
    await expect(lines.first().locator(".placed-items__qty")).toHaveText(lng === "ar" ? "الكمية: 2" : "Qty: 2");

    // The invoice: the first line's price after discount is the shelf price with tax, and the lines add
    // up to the subtotal less the savings, to the piastre.
    await page.goto(`/checkout/invoice?order=${order.id}&lng=${lng}`);
    const row = page.locator(".invoice tbody tr").first();
    await expect(row.locator(`td[data-label="${w.after}"]`)).toHaveText(shelf);
    const cents = (text: string) => Math.round(Number((/[\d,]+\.\d{2}/.exec(text)?.[0] ?? "NaN").replace(/,/g, "")) * 100);
    const totals = page.locator(".invoice .totals").first();
    const amount = async (line: string) => Number(await totals.locator(`[data-line="${line}"] dd`).getAttribute("data-amount"));
    const sum = (await page.locator(`.invoice tbody td[data-label="${w.line}"]`).allTextContents()).reduce((n, t) => n + cents(t), 0);
    const savings = (await totals.locator('[data-line="savings"]').count()) ? await amount("savings") : 0;
    expect(sum).toBe(Math.round((await amount("subtotal")) * 100) - Math.round(savings * 100));
  });

  test(`an order waiting for its card payment has an amber chip beside a cash order's plain one (${lng})`, async ({ page }) => {
    const { shopper, token, address, api } = await seedCustomer(page.request);
    const product = await findProduct(page.request, (p) => p.balance >= 20 && p.default_unit_id !== null && p.price <= 6000);
    await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 1 });
    const cash = await placeCashOrder(api, token, address!);
    // The same again by card, left unpaid as a shopper who closed the provider's page leaves it.
    await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 1 });
    const card = await placeOrder(api, token, address!, 2);
    await signInByPost(page.request, shopper.email, shopper.password);
    const chip = (id: number) => page.locator(`[data-order="${id}"] .status-chip`);
    for (const path of ["/account", "/account/orders"]) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(chip(card.id)).toHaveText(lng === "ar" ? "بانتظار الدفع" : "Awaiting payment");
      await expect(chip(cash.id)).toHaveText(lng === "ar" ? "قيد التجهيز" : "Preparing");
      const colours = async (id: number) => chip(id).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
      // Amber: the warning notice's colours, apart from the preparing order's.
      expect(await colours(card.id), path).toEqual(["rgb(254, 243, 199)", "rgb(120, 53, 15)"]);
      expect((await colours(cash.id))[0], path).not.toBe("rgb(254, 243, 199)");
    }
  });
}
