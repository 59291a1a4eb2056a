import { describe, expect, it, vi } from "vitest";
import vectors from "../../../tests/fixtures/encrypted-e.json";
import { StoreApiError, createStoreApiClient, type StoreFetch } from "./client.server";
import { createSharedCaches, getBootstrap, getCurrencies, getPage, getPages } from "./catalogue-basics.server";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const settings = (lang: string) => ({
  name: lang === "ar" ? "متجر" : "Store",
  template: "2",
  default_language: "ar",
  theme_color: "#0a7",
  website_status: 1,
});
const menus = { header: [{ id: 1, title: "Men", url: "/men", children: [{ id: 2, title: "Shirts", url: "/men/shirts" }] }], footer: [] };
const currencies = [
  { id: 1, currency_name: "جنيه", currency_code: "EGP", country: "مصر", exchange_rate: "1.00", is_local: 1, is_online: 1 },
  { id: 2, currency_name: "ريال", currency_code: "SAR", country: "السعودية", exchange_rate: "13.20", is_local: 0, is_online: 1 },
];
const pages = [
  { id: 1, slug: "about-us", title: "About", content: "<p>a</p>", is_featured: 1 },
  { id: 2, slug: "privacy", title: "Privacy", content: "<p>p</p>", is_featured: 0, image: "p.png" },
];

/** A fake Store API answering the four calls, counting calls per path and language. */
function fakeStoreApi(opts: { delayMs?: number; wrapBootstrap?: boolean } = {}) {
  const calls: Request[] = [];
  const fetch = vi.fn<StoreFetch>(async (req) => {
    calls.push(req);
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    const url = new URL(req.url);
    const lang = req.headers.get("X-LANG") ?? "ar";
    switch (url.pathname) {
      case "/api/bootstrap": {
        const body = { settings: settings(lang), menus };
        return json(opts.wrapBootstrap ? { data: body } : body);
      }
      case "/api/store/currency":
        return json({ data: currencies });
      case "/api/store/pages":
        return json({ data: pages });
      default: {
        const m = /^\/api\/store\/pages\/(.+)$/.exec(url.pathname);
        const page = m && pages.find((p) => p.slug === decodeURIComponent(m[1]));
        if (page) return json({ data: page });
        return json({ message: "Not found", code: "not_found" }, 404);
      }
    }
  });
  const count = (path: string, lang?: string) => calls.filter((r) => new URL(r.url).pathname === path && (!lang || r.headers.get("X-LANG") === lang)).length;
  return { fetch, calls, count };
}

const makeClient = (fetch: StoreFetch, extra: { timeoutMs?: number; encryptionKey?: string } = {}) =>
  createStoreApiClient({ fetch, baseUrl: "http://store.test/api/", timeoutMs: extra.timeoutMs ?? 2000, encryptionKey: extra.encryptionKey });

describe("catalogue basics", () => {
  it("getBootstrap parses settings and menus, bare or data-wrapped", async () => {
    for (const wrapBootstrap of [false, true]) {
      const api = fakeStoreApi({ wrapBootstrap });
      const b = await getBootstrap(makeClient(api.fetch), "en", { requestId: "r1" });
      expect(b.settings).toMatchObject({ name: "Store", template: 2, default_language: "ar", website_status: 1 });
      expect(b.menus.header[0].children[0]).toEqual({ id: 2, title: "Shirts", url: "/men/shirts", children: [] });
      expect(b.menus.footer).toEqual([]);
      const req = api.calls[0];
      expect(req.url).toBe("http://store.test/api/bootstrap");
      expect(req.headers.get("X-LANG")).toBe("en");
      expect(req.headers.get("X-Request-Id")).toBe("r1");
    }
  });

  it("getCurrencies coerces rates and flags", async () => {
    const api = fakeStoreApi();
    const list = await getCurrencies(makeClient(api.fetch), "ar");
    expect(list.map((c) => [c.currency_code, c.exchange_rate, c.is_local])).toEqual([
      ["EGP", 1, 1],
      ["SAR", 13.2, 0],
    ]);
    expect(api.calls[0].url).toBe("http://store.test/api/store/currency");
  });

  it("getPages and getPage", async () => {
    const api = fakeStoreApi();
    const client = makeClient(api.fetch);
    const list = await getPages(client, "ar");
    expect(list.map((p) => [p.slug, p.is_featured, p.image])).toEqual([
      ["about-us", 1, null],
      ["privacy", 0, "p.png"],
    ]);
    const page = await getPage(client, "en", "privacy");
    expect(page).toMatchObject({ id: 2, title: "Privacy", content: "<p>p</p>" });
  });

  it("getPage: an unknown slug is a StoreApiError 404", async () => {
    const api = fakeStoreApi();
    const err = await getPage(makeClient(api.fetch), "ar", "no such/page").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreApiError);
    expect(err).toMatchObject({ status: 404, code: "not_found" });
    expect(api.calls[0].url).toBe("http://store.test/api/store/pages/no%20such%2Fpage");
  });

  it("getPage: an empty slug is a 404 without a call", async () => {
    const api = fakeStoreApi();
    await expect(getPage(makeClient(api.fetch), "ar", "")).rejects.toMatchObject({ status: 404 });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("an encrypted bootstrap answer is decrypted transparently (OpenSSL vector)", async () => {
    const fetch: StoreFetch = async () => json({ e: vectors.openssl_passphrase_format.cases[0].e });
    const b = await getBootstrap(makeClient(fetch, { encryptionKey: vectors.openssl_passphrase_format.passphrase }), "ar");
    expect(b.settings.template).toBe(3);
    expect(b.settings.theme_color).toBe("#0a7");
    expect(b.menus).toEqual({ header: [], footer: [] });
  });

  it("respects the timeout with a fetch that never resolves", async () => {
    const fetch: StoreFetch = () => new Promise<Response>(() => {});
    const started = Date.now();
    const err = await getBootstrap(makeClient(fetch, { timeoutMs: 50 }), "ar").catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 504, code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("an upstream 5xx without a body keeps its status", async () => {
    const fetch: StoreFetch = async () => new Response(null, { status: 503 });
    await expect(getCurrencies(makeClient(fetch), "ar")).rejects.toMatchObject({ status: 503 });
  });

  it("an unexpected shape is a 502", async () => {
    const fetch: StoreFetch = async () => json({ data: "nope" });
    await expect(getPages(makeClient(fetch), "ar")).rejects.toMatchObject({ status: 502, code: "invalid_response" });
  });
});

describe("createSharedCaches", () => {
  it('20 concurrent bootstrap("ar") → one upstream call; "en" is cached separately', async () => {
    const api = fakeStoreApi({ delayMs: 20 });
    const caches = createSharedCaches(makeClient(api.fetch));
    const ar = await Promise.all(Array.from({ length: 20 }, (_, i) => caches.bootstrap("ar", `req-${i}`)));
    expect(api.count("/api/bootstrap", "ar")).toBe(1);
    expect(new Set(ar).size).toBe(1);
    expect(ar[0].settings.name).toBe("متجر");

    const en = await Promise.all(Array.from({ length: 20 }, () => caches.bootstrap("en")));
    expect(api.count("/api/bootstrap", "en")).toBe(1);
    expect(en[0].settings.name).toBe("Store");

    // Later renders within the TTL: no more calls.
    await caches.bootstrap("ar");
    await caches.bootstrap("en");
    expect(api.count("/api/bootstrap")).toBe(2);
    expect(caches.stats().bootstrap).toMatchObject({ loads: 2, hits: 2, misses: 40 });
  });

  it("currencies are cached per language too", async () => {
    const api = fakeStoreApi({ delayMs: 5 });
    const caches = createSharedCaches(makeClient(api.fetch));
    await Promise.all([caches.currencies("ar"), caches.currencies("ar"), caches.currencies("en")]);
    await caches.currencies("ar");
    expect(api.count("/api/store/currency", "ar")).toBe(1);
    expect(api.count("/api/store/currency", "en")).toBe(1);
  });

  it("reloads after the TTL and after invalidate", async () => {
    const api = fakeStoreApi();
    const caches = createSharedCaches(makeClient(api.fetch), { bootstrap: { ttlMs: 30 } });
    await caches.bootstrap("ar");
    await new Promise((r) => setTimeout(r, 40));
    await caches.bootstrap("ar");
    expect(api.count("/api/bootstrap")).toBe(2);
    caches.invalidate("bootstrap");
    await caches.bootstrap("ar");
    expect(api.count("/api/bootstrap")).toBe(3);
  });

  it("a failed bootstrap is not cached; the next call retries", async () => {
    let fail = true;
    const onLoadError = vi.fn();
    const fetch: StoreFetch = async () => (fail ? new Response(null, { status: 500 }) : json({ settings: {} }));
    const caches = createSharedCaches(makeClient(fetch), { onLoadError });
    await expect(caches.bootstrap("ar")).rejects.toMatchObject({ status: 500 });
    expect(onLoadError).toHaveBeenCalledWith("bootstrap", "ar", expect.any(StoreApiError));
    fail = false;
    await expect(caches.bootstrap("ar")).resolves.toMatchObject({ settings: { template: 3 } });
  });

  it("serves the last good bootstrap when a refresh fails", async () => {
    let fail = false;
    const fetch: StoreFetch = async () => (fail ? new Response(null, { status: 502 }) : json({ settings: { name: "ok" } }));
    const caches = createSharedCaches(makeClient(fetch), { bootstrap: { ttlMs: 10, staleMs: 10_000 } });
    await caches.bootstrap("ar");
    fail = true;
    await new Promise((r) => setTimeout(r, 20));
    await expect(caches.bootstrap("ar")).resolves.toMatchObject({ settings: { name: "ok" } });
  });
});
