import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { seedCustomer, signInByPost } from "../e2e/seed";
import { addToCart, findProduct } from "../e2e/store-data";
import { INSTANCES, instanceOf } from "./cluster";

/**
 * The sign-in, cart and checkout journeys through nginx: every request (the page, its data,
 * its assets, the form posts, Paymob's callback) may land on either instance, and nothing
 * the shopper did is lost. Both projects run each.
 */

let picks = 0;

/** Fetches `path` with the page's cookies until both instances have answered; returns the bodies. */
async function fromBothInstances(request: APIRequestContext, path: string): Promise<string[]> {
  const seen = new Map<string, string>();
  for (let i = 0; i < 10 && seen.size < INSTANCES.length; i++) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    seen.set(instanceOf(res), await res.text());
  }
  expect([...seen.keys()].sort()).toEqual(INSTANCES);
  return [...seen.values()];
}

async function shopperWithCart(page: Page, lng: "ar" | "en") {
  const seeded = await seedCustomer(page.request);
  await signInByPost(page.request, seeded.shopper.email, seeded.shopper.password);
  const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, picks++ % 6);
  await addToCart(page.request, product, 1);
  return { ...seeded, product };
}

async function expressShippingByPost(request: APIRequestContext, address: { id: number; town: { id: number } }) {
  const companies = (await (await request.get(`/api/shipment/shipping-companies?town_id=${address.town.id}`, { headers: { "X-LANG": "en" } })).json()).data
    .data;
  const company = companies.find((c: { name: string }) => c.name === "Oasis Express");
  const shipping = `${company.id}-${company.types.find((t: { name: string }) => t.name === "Express").id}`;
  const forms: Array<Record<string, string>> = [
    { intent: "address", address_id: String(address.id) },
    { intent: "shipping", shipping },
  ];
  for (const form of forms) {
    const res = await request.post("/checkout/shipping", { form, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(form)).toBe(303);
  }
}

test.describe("journeys across two instances", () => {
  test("sign in through the form, stay signed in on both instances, sign out (English)", async ({ page }) => {
    const { shopper } = await seedCustomer(page.request);
    await page.goto("/login?lng=en");
    await page.getByLabel("Email or phone number").fill(shopper.email);
    await page.getByLabel("Password").fill(shopper.password);
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    for (const body of await fromBothInstances(page.request, "/account?lng=en")) expect(body).toContain(shopper.email);
    await page.reload();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    for (let i = 0; i < 2; i++) {
      const res = await page.request.get("/account", { maxRedirects: 0 });
      expect(res.status()).toBe(302);
    }
  });

  test("a guest's cart: add, change the quantity, and both instances show it (English)", async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.balance >= 10 && p.price >= 50, "en", picks++ % 6);
    await addToCart(page.request, product, 1);
    await page.goto("/cart?lng=en");
    const line = page.locator(`[data-line="${product.id}-${product.default_unit_id}"]`);
    await expect(line.locator(".qty-value")).toHaveText("1");
    await line.getByRole("button", { name: /Increase/ }).click();
    await expect(page.getByRole("status")).toHaveText("Quantity updated.");
    await expect(line.locator(".qty-value")).toHaveText("2");
    for (const body of await fromBothInstances(page.request, "/cart?lng=en")) {
      expect(body).toContain(product.name);
      expect(body).toMatch(/class="qty-value"[^>]*>2</);
    }
    await page.reload();
    await expect(line.locator(".qty-value")).toHaveText("2");
  });

  test("checkout with cash on delivery ends on the order-placed page and its invoice (Arabic)", async ({ page }) => {
    const { address, product } = await shopperWithCart(page, "ar");
    await expressShippingByPost(page.request, address!);
    await page.goto("/checkout/payment?lng=ar");
    await page.getByRole("radio", { name: /^الدفع عند الاستلام/ }).check();
    await page.getByRole("button", { name: "مراجعة الطلب" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await page.getByRole("button", { name: "تأكيد الطلب" }).click();
    // Placing lands on the order-placed page (decision 074); the invoice is its link.
    await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
    await page.getByRole("link", { name: "عرض الفاتورة" }).click();
    await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
    await expect(page.locator(".invoice")).toContainText(product.name);
    for (const body of await fromBothInstances(page.request, "/account/orders?lng=ar")) expect(body).toMatch(/INV-|#\d+/);
  });

  test("checkout by card through the Paymob sandbox: the callback reaches either instance and the order is paid (English)", async ({ page }) => {
    const { address } = await shopperWithCart(page, "en");
    await expressShippingByPost(page.request, address!);
    await page.goto("/checkout/payment?lng=en");
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: "Review the order" }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/paymob-sandbox\/acceptance\/iframes\/\d+\?payment_token=/);
    await page.getByLabel("Card number").fill("5123456789012346");
    await page.getByLabel("Name on card").fill("Test Account");
    await page.getByLabel("Expiry (MM/YY)").fill("01/39");
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    // A paid order goes on from Paymob's return to the order-placed page (decision 015), whichever instance answers.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/checkout\/placed\?order=\d+$/);
    await expect(page.locator(".flash[role=status]")).toHaveText("Payment succeeded.");
    await page.getByRole("link", { name: "Track your order" }).click();
    await expect(page.locator("[data-payment]")).toContainText("Paid");
  });
});
