import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "suggest-limit-test-secret-0123456789abcdef";
});
vi.mock("~/server/observe/log.server", () => ({ log: vi.fn() }));

import type { Bootstrap } from "~/lib/schemas/store";
import { LIMITS } from "~/server/actions/rate-limit.server";
import { bootstrapContext, currencyContext, transportContext } from "~/server/context.server";
import { fakeContext, json } from "~/server/testing/fake-context";
import { loader } from "./search-suggest";

let searches = 0;
async function storeFetch(req: Request): Promise<Response> {
  const url = new URL(req.url);
  if (url.pathname.endsWith("/store/search")) {
    searches++;
    return json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 6, total: 0 } });
  }
  if (url.pathname.endsWith("/store/categories") || url.pathname.endsWith("/store/brands")) return json({ data: [] });
  return json({ message: "not found" }, 404);
}

async function ask(q: string, clientIp: string) {
  const request = new Request(`http://shop.test/search/suggest?${new URLSearchParams({ q, lang: "en" })}`);
  const context = fakeContext({ storeFetch, lang: "en", url: request.url });
  context.set(transportContext, { nonce: "n", requestId: "req", clientIp, storeBaseUrl: "http://api.test/api/", storeFetch });
  context.set(bootstrapContext, { settings: { logo: null }, menus: [] } as unknown as Bootstrap);
  context.set(currencyContext, { currencies: [], selected: null, error: false });
  return (await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])) as Response;
}

describe("suggestions' rate limit (decision 100)", () => {
  it("answers 429 with Retry-After, kept by no cache, once an address has asked its share; others still get answers", async () => {
    const { points } = LIMITS.suggest;
    // Distinct words each time: every one would be a Store API search.
    for (let i = 0; i < points; i++) expect((await ask(`word${i}`, "198.51.100.7")).status).toBe(200);
    const before = searches;
    const refused = await ask("one more", "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({ products: [], categories: [], brands: [] });
    expect(searches).toBe(before);
    expect((await ask("one more", "198.51.100.8")).status).toBe(200);
    // What asks nothing of the Store API is not counted: an empty box still answers at once.
    expect((await ask("a", "198.51.100.7")).status).toBe(200);
  });
});
