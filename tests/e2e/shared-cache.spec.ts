import { request as httpRequest } from "node:http";
import { request as playwrightRequest } from "@playwright/test";
import { expect, PORTS, test, urlOn } from "./fixtures";
import { addToCart, findProduct } from "./store-data";

/**
 * Pages any cache can serve (decision 085), on a server that keeps no pages itself
 * (PAGE_CACHE_SECONDS=0, as behind nginx): every anonymous visitor gets the same bytes, with an
 * ETag, a shared Cache-Control and Vary; a visitor with a cart never does.
 */
const ORIGIN = urlOn(PORTS.main, "");
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

/** A GET with a Host of the caller's choosing (fetch always sends the URL's). */
function getWithHost(path: string, host: string): Promise<{ status: number; etag: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${ORIGIN}${path}`, { headers: { host, cookie: "lng=en" } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (html += d));
      res.on("end", () => resolve({ status: res.statusCode!, etag: res.headers.etag, html }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("pages any cache can serve", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "HTTP-level checks run once");

  test("two anonymous visitors get byte-identical pages with the same ETag, and 304 for it", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const visitor = () => playwrightRequest.newContext({ baseURL: ORIGIN });
    const [a, b] = [await visitor(), await visitor()];
    try {
      for (const [path, cookie] of [
        [`/${product.category.slug}/${product.slug}`, "lng=en"],
        [`/${product.category.slug}`, ""],
        ["/search/a", "lng=en; currency=EGP"],
        ["/offers", "lng=ar"],
        ["/no-such-category", "lng=en"],
      ]) {
        const headers = cookie ? { Cookie: cookie } : undefined;
        const [first, second] = [await a.get(path, { headers }), await b.get(path, { headers })];
        expect(second.status(), path).toBe(first.status());
        expect(first.headers()["cache-control"], path).toMatch(SHARED);
        expect(first.headers().vary, path).toMatch(/\bCookie\b/);
        expect(first.headers()["set-cookie"], path).toBeUndefined();
        const etag = first.headers().etag;
        expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
        expect(second.headers().etag, path).toBe(etag);
        const html = await first.text();
        expect(html, path).not.toContain("nonce=");
        expect(await second.text(), path).toBe(html);
        expect(second.headers()["content-security-policy"], path).toBe(first.headers()["content-security-policy"]);
        const revalidated = await b.get(path, { headers: { ...headers, "If-None-Match": etag } });
        expect(revalidated.status(), path).toBe(304);
        expect(await revalidated.body(), path).toHaveLength(0);
      }
    } finally {
      await a.dispose();
      await b.dispose();
    }
  });

  test("a visitor with a cart gets a private page with their count, and no ETag", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const shopper = await playwrightRequest.newContext({ baseURL: ORIGIN });
    try {
      await addToCart(shopper, product);
      const res = await shopper.get(`/${product.category.slug}/${product.slug}?lng=en`);
      expect(res.headers()["cache-control"]).toBe("private, no-cache");
      expect(res.headers().vary).toMatch(/\bCookie\b/);
      expect(res.headers().etag).toBeUndefined();
      expect(await res.text()).toContain('aria-label="Cart 1:');
      const anonymous = await request.get(`/${product.category.slug}/${product.slug}`, { headers: { Cookie: "lng=en" } });
      expect(anonymous.headers()["cache-control"]).toMatch(SHARED);
      expect(await anonymous.text()).toContain('aria-label="Cart 0:');
    } finally {
      await shopper.dispose();
    }
  });

  test("a forged Host changes no byte of a shared page: its absolute URLs are PUBLIC_URL's", async ({ request }) => {
    const product = await findProduct(request, (p) => p.balance > 0);
    const path = `/${product.category.slug}/${product.slug}`;
    const own = await getWithHost(path, new URL(ORIGIN).host);
    const forged = await getWithHost(path, "evil.example");
    expect(own.status).toBe(200);
    expect(own.html).toContain(`href="${ORIGIN}${path}"`);
    expect(forged.html).not.toContain("evil.example");
    expect(forged.html).toBe(own.html);
    expect(forged.etag).toBe(own.etag);
  });
});
