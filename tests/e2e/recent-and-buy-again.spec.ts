import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, hydrated } from "./fixtures";
import { addToCart, products, type ProductSummary } from "./store-data";
import { seedCustomer, signInByPost } from "./seed";

/**
 * Issue 42 items 2 and 3 (decision 083): the products a shopper opened, newest first, on the
 * home page and under a product page; and an order bought again into the cart, with what is no
 * longer sold named, and a repeat of the same post adding nothing twice.
 */
const path = (p: ProductSummary) => `/${p.category.slug}/${p.slug}`;
const cardNames = (page: Page) => page.locator("section[aria-labelledby=recent] .product-card__name");

/** Products of their own for each test and project, away from the first ones other journeys take. */
let picks = 0;
async function sellable(request: APIRequestContext, lng: "ar" | "en") {
  return (await products(request, lng)).filter((p) => p.default_unit_id !== null && p.balance >= 1);
}

test.describe("recently viewed", () => {
  test("a shopper's last products, newest first, on the home page and under a product page (Arabic)", async ({ page, javaScriptEnabled }) => {
    const all = await sellable(page.request, "ar");
    const base = 30 + (javaScriptEnabled ? 0 : 5) + (picks++ % 2) * 10;
    const [first, second, third] = all.slice(base, base + 3);
    // A cart makes the visitor a shopper whose views are kept (decision 083).
    await addToCart(page.request, all[base + 3]!);

    for (const p of [first, second, third, second]) {
      await page.goto(`${path(p!)}?lng=ar`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p!.name);
    }

    const home = await page.goto("/?lng=ar");
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByRole("heading", { name: "شاهدتها مؤخرًا" })).toBeVisible();
    // Second was opened last; each product once.
    await expect(cardNames(page)).toHaveText([second!.name, third!.name, first!.name]);
    // One session's row is never a page a shared cache keeps.
    expect(home!.headers()["cache-control"]).toBe("private, no-cache");

    await page.goto(`${path(first!)}?lng=ar`);
    if (javaScriptEnabled) await hydrated(page);
    await expect(cardNames(page)).toHaveText([second!.name, third!.name]);
  });

  test("an anonymous visitor's views are not kept: no cookie, no row, the shared page (English)", async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const all = await sellable(page.request, "en");
    const p = all[50 + (javaScriptEnabled ? 0 : 1)]!;
    const view = await page.goto(`${path(p)}?lng=en`);
    expect(await view!.headerValue("set-cookie")).not.toMatch(/\bsession=/);
    expect((await context.cookies()).map((c) => c.name)).not.toContain("session");
    await page.goto("/?lng=en");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    await context.close();
  });
});

/** A customer with an order of two lines: one well in stock (qty 2) and one another customer then buys out. */
async function orderWithAScarceLine(request: APIRequestContext, offset: number) {
  // At most 2,000 EGP each: the other customer buys up to 12 in cash, under the demo's cash on delivery ceiling (decision 104).
  const all = (await products(request, "en")).filter((p) => p.default_unit_id !== null && p.price >= 100 && p.price <= 2000);
  const kept = all.filter((p) => p.balance >= 20)[60 + offset]!;
  const scarce = all.filter((p) => p.balance >= 2 && p.balance <= 12 && p.id !== kept.id).at(-6 - offset)!;
  const { shopper, token, address, api } = await seedCustomer(request);
  await api("POST", "store/cart", token, { item_id: kept.id, unit_id: kept.default_unit_id, qty: 2 });
  await api("POST", "store/cart", token, { item_id: scarce.id, unit_id: scarce.default_unit_id, qty: 1 });
  const company = (await api("GET", `shipment/shipping-companies?town_id=${address!.town.id}`, null)).data.data[0];
  const checkout = { address_id: address!.id, shipping_company_id: company.id, shipping_type_id: company.types[0].id, payment_method_Id: 1 };
  const order = (await api("POST", "store/checkout", token, checkout)).data;

  // Another customer buys every unit of the scarce product left.
  const other = await seedCustomer(request);
  const detail = (await other.api("GET", `store/products/${scarce.slug}`, null)).data;
  const left = detail.units.find((u: { id: number }) => u.id === scarce.default_unit_id).balance;
  await other.api("POST", "store/cart", other.token, { item_id: scarce.id, unit_id: scarce.default_unit_id, qty: left });
  await other.api("POST", "store/checkout", other.token, { ...checkout, address_id: other.address!.id });
  return { shopper, order, kept, scarce };
}

test.describe("buy again", () => {
  test("an order's lines still sold go to the cart, the one sold out is named, and a repeat adds nothing twice (English)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { shopper, order, kept, scarce } = await orderWithAScarceLine(page.request, javaScriptEnabled ? 0 : 1);
    await signInByPost(page.request, shopper.email, shopper.password);

    await page.goto(`/account/orders/${order.id}?lng=en`);
    if (javaScriptEnabled) await hydrated(page);
    const form = page.locator("form.buy-again");
    const key = await form.locator("input[name=key]").inputValue();
    await form.getByRole("button", { name: `Buy again order ${order.order_number}` }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "We added" })).toHaveText(
      `We added what is still sold from the order. No longer available: ${scarce.name}.`,
    );
    const line = page.locator(`[data-line="${kept.id}-${kept.default_unit_id}"]`);
    await expect(line.locator(".qty-value")).toHaveText("2");
    await expect(page.locator(`[data-line="${scarce.id}-${scarce.default_unit_id}"]`)).toHaveCount(0);

    // The same post again (a double submit, or back and resubmit of the same page): nothing is added twice.
    const again = await page.request.post(`/account/orders/${order.id}`, { form: { intent: "again", key }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe("/cart");
    await page.goto("/cart?lng=en");
    await expect(line.locator(".qty-value")).toHaveText("2");
  });

  test("each order of the list has its buy-again action; it needs a signed-in shopper (Arabic)", async ({ page, javaScriptEnabled }) => {
    const { shopper, order, kept } = await orderWithAScarceLine(page.request, javaScriptEnabled ? 2 : 3);
    const refused = await page.request.post(`/account/orders/${order.id}`, { form: { intent: "again", key: `again:${crypto.randomUUID()}` }, maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toMatch(/^\/login\?redirectTo=/);

    await signInByPost(page.request, shopper.email, shopper.password);
    // On a phone each order is a card whose number's link covers it: the button must still take the tap.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/account/orders?lng=ar");
    await page
      .locator(`tr[data-order="${order.id}"]`)
      .getByRole("button", { name: `اشترِ مرة أخرى الطلب ${order.order_number}` })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "لم يعد متاحًا" })).toContainText("أضفنا ما زال متاحًا من الطلب. لم يعد متاحًا:");
    await expect(page.locator(`[data-line="${kept.id}-${kept.default_unit_id}"] .qty-value`)).toHaveText("2");
  });
});
