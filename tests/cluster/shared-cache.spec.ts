import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { INSTANCES, OPERATOR_SECRET, instanceOf } from "./cluster";

/**
 * The shared page cache of deploy/nginx (decision 085), as the cluster runs it: anonymous pages are
 * answered by nginx without reaching an instance, and a shopper with a session never gets, nor
 * leaves behind, a cached page.
 */
test.describe("nginx's shared page cache", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "HTTP-only checks: one project is enough");
  });

  // The offer pages: no journey of this suite visits them, so their count at the instances is this test's.
  const ROUTE = "/offers/:offer";
  const probe = () => `/offers/summer-sale?probe=${Math.random().toString(36).slice(2)}`;
  const english = { Cookie: "lng=en" };

  /** Requests both instances have answered on a route, from their operator counters. */
  async function answeredAtInstances(request: APIRequestContext, route: string): Promise<number> {
    expect(OPERATOR_SECRET, "run through npm run test:cluster").not.toBe("");
    const counts = new Map<string, number>();
    for (let i = 0; i < 20 && counts.size < INSTANCES.length; i++) {
      const res = await request.get("/metrics", { headers: { Authorization: `Bearer ${OPERATOR_SECRET}` } });
      const text = await res.text();
      let sum = 0;
      for (const line of text.split("\n")) {
        if (line.startsWith("storefront_http_requests_total{") && line.includes(`route="${route}"`)) sum += Number(line.split(" ").at(-1));
      }
      counts.set(instanceOf(res), sum);
    }
    expect([...counts.keys()].sort()).toEqual(INSTANCES);
    return [...counts.values()].reduce((a, b) => a + b, 0);
  }

  test("repeated anonymous requests are answered by nginx, without reaching an instance, with the same bytes and ETag", async ({ request }) => {
    const url = probe();
    const before = await answeredAtInstances(request, ROUTE);
    const first = await request.get(url, { headers: english });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-cache-status"]).toBe("MISS");
    expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const body = await first.text();
    expect(body).not.toContain("nonce=");
    for (let i = 0; i < 6; i++) {
      const again = await request.get(url, { headers: english });
      expect(again.headers()["x-cache-status"], `request ${i + 2}`).toBe("HIT");
      expect(again.headers().etag).toBe(first.headers().etag);
      expect(await again.text()).toBe(body);
    }
    // Seven requests, one render: the other six never reached an instance.
    expect((await answeredAtInstances(request, ROUTE)) - before).toBe(1);
    // Another language is another page.
    expect((await request.get(url, { headers: { Cookie: "lng=ar" } })).headers()["x-cache-status"]).toBe("MISS");
  });

  test("a shopper with a cart never gets a cached page, and their page is never stored for anyone else", async ({ request, baseURL }) => {
    const url = probe();
    // An anonymous copy in the cache first: the cart holder must still not get it.
    await request.get(url, { headers: english });
    expect((await request.get(url, { headers: english })).headers()["x-cache-status"]).toBe("HIT");

    const page = await (await request.get("/electronics", { headers: english })).text();
    const item = /name="item_id" value="(\d+)"/.exec(page)?.[1];
    const unit = /name="unit_id" value="(\d+)"/.exec(page)?.[1];
    expect(item && unit, "a card with an add-to-cart form").toBeTruthy();
    const added = await request.post("/cart", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "add", item_id: item!, unit_id: unit!, qty: "1", redirectTo: "/cart" },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    const session = /(?:^|\n)(session=[^;]+)/.exec(added.headers()["set-cookie"] ?? "")?.[1];
    expect(session, "the cart's session cookie").toBeTruthy();
    const holder = { Cookie: `lng=en; ${session}` };

    for (const target of [url, probe()]) {
      const mine = await request.get(target, { headers: holder });
      expect(mine.headers()["x-cache-status"]).toBe("BYPASS");
      expect(mine.headers()["cache-control"]).toBe("private, no-cache");
      expect(await mine.text()).toContain('aria-label="Cart 1:');
    }
    // The cart holder's render of a page nobody had asked for was not stored: the next visitor gets their own.
    const fresh = probe();
    await request.get(fresh, { headers: holder });
    const anonymous = await request.get(fresh, { headers: english });
    expect(anonymous.headers()["x-cache-status"]).toBe("MISS");
    const text = await anonymous.text();
    expect(text).toContain('aria-label="Cart 0:');
    expect(text).not.toContain('aria-label="Cart 1:');
  });
});
