import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { addToCart, findProduct } from "./store-data";

/**
 * The render memo (decision 051) as two guests see it on the same server: a second view of an
 * unchanged cart is the earlier render, with this response's own nonce, yet neither guest ever
 * sees the other's cart, and a change shows at once.
 */
async function viewCart(page: Page, javaScript: boolean) {
  const res = await page.goto("/cart?lng=en");
  if (!res) throw new Error("no response");
  if (javaScript) await hydrated(page);
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
  const html = await res.text();
  return { memo: res.headers()["x-render-memo"], nonce, html };
}

test("two guests' carts: a repeat view is the earlier render, never the other guest's, and a change shows at once", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const a = await findProduct(page.request, (p) => p.balance >= 10, "en", testInfo.project.name === "js" ? 0 : 1);
  const b = await findProduct(page.request, (p) => p.balance >= 10 && p.id !== a.id, "en", 2);
  const other = await browser.newContext({ javaScriptEnabled, baseURL: testInfo.project.use.baseURL });
  const guestB = await other.newPage();
  try {
    await addToCart(page.request, a, 1);
    await addToCart(guestB.request, b, 2);
    const lineOf = (p: Page, id: number) => p.locator(`[data-line^="${id}-"]`);

    // The first view shows (and ends) the "added" message; the second is the cart as it stays.
    await viewCart(page, javaScriptEnabled);
    expect((await viewCart(page, javaScriptEnabled)).memo).toBe("miss");
    const again = await viewCart(page, javaScriptEnabled);
    expect(again.memo).toBe("hit");
    // This response's nonce is on every script, and the earlier one's is nowhere.
    const nonces = [...again.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([again.nonce]));
    await expect(lineOf(page, a.id)).toHaveCount(1);
    await expect(lineOf(page, b.id)).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Cart 1: 1 item/ })).toBeVisible();

    await viewCart(guestB, javaScriptEnabled);
    await expect(lineOf(guestB, b.id)).toHaveCount(1);
    await expect(lineOf(guestB, a.id)).toHaveCount(0);
    await expect(lineOf(guestB, b.id).locator(".qty-value")).toHaveText("2");

    // A change is new loader data, so a new render: the quantity and the count move at once.
    // With JavaScript the quantity shows at once (optimistic): the next view waits for the answer that
    // carries the new count, as a shopper's next click would find it done.
    const answered = javaScriptEnabled ? page.waitForResponse((r) => r.request().method() === "POST") : null;
    await lineOf(page, a.id)
      .getByRole("button", { name: /Increase/ })
      .click();
    await answered;
    await expect(lineOf(page, a.id).locator(".qty-value")).toHaveText("2");
    const changed = await viewCart(page, javaScriptEnabled);
    expect(changed.memo).toBe("miss");
    await expect(lineOf(page, a.id).locator(".qty-value")).toHaveText("2");
    await expect(page.getByRole("link", { name: /^Cart 2: 2 items/ })).toBeVisible();
  } finally {
    await other.close();
  }
});
