import { describe, expect, it } from "vitest";
import { CSP_FEATURES_HEADER } from "./store-features.server";
import { RouterContextProvider } from "react-router";
import {
  applyCachePolicy,
  keepPrivate,
  MUTATION_CACHE_CONTROL,
  pageCacheable,
  PAGE_CACHEABLE_HEADER,
  PRIVATE_CACHE_CONTROL,
  sharedCacheControl,
  sharedForAnonymous,
} from "./cache-policy.server";

async function policyFor(init: {
  shared: boolean;
  pageCache?: boolean;
  cookie?: string;
  method?: string;
  status?: number;
  setCookie?: string;
  cacheControl?: string;
  keptPrivate?: boolean;
  authorization?: string;
  features?: string;
}) {
  const context = new RouterContextProvider();
  const headers = new Headers();
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  if (init.cacheControl) headers.set("Cache-Control", init.cacheControl);
  if (init.features) headers.set(CSP_FEATURES_HEADER, init.features);
  const response = new Response("x", { status: init.status ?? 200, headers });
  const request = new Request("http://shop.test/electronics", {
    method: init.method ?? "GET",
    headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.authorization ? { Authorization: init.authorization } : {}) },
  });
  const next = async () => response;
  const args = { context, request, params: {}, url: new URL(request.url), pattern: "/:category" };
  if (init.shared) await sharedForAnonymous(args, next);
  if (init.pageCache) await pageCacheable(args, next);
  if (init.keptPrivate) keepPrivate(context);
  applyCachePolicy(request, response, context);
  return response.headers;
}

describe("cache policy", () => {
  const SHARED = sharedCacheControl(60, 300);

  it("keeps a page that showed one session's own row (recently viewed) out of every cache, whatever the route opted into", async () => {
    const open = await policyFor({ shared: true, pageCache: true });
    expect(open.get("Cache-Control")).toBe(SHARED);
    expect(open.get(PAGE_CACHEABLE_HEADER)).toBe("1");
    const kept = await policyFor({ shared: true, pageCache: true, keptPrivate: true });
    expect(kept.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(kept.has(PAGE_CACHEABLE_HEADER)).toBe(false);
  });

  it("lets any cache keep an opted-in page for anonymous visitors, whose only cookies are preferences (decision 085)", async () => {
    expect(SHARED).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const anon = await policyFor({ shared: true });
    expect(anon.get("Cache-Control")).toBe(SHARED);
    expect(anon.get("Vary")).toBe("Cookie");
    expect((await policyFor({ shared: true, cookie: "lng=en; currency=USD; device_id=abc" })).get("Cache-Control")).toBe(SHARED);
    expect((await policyFor({ shared: true, status: 404 })).get("Cache-Control")).toBe(SHARED);
  });

  it("never lets a shared cache keep the page of a visitor with a session, a cart or a sign-in, or of a store with third-party scripts", async () => {
    expect((await policyFor({ shared: true, cookie: "lng=en; session=abc" })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await policyFor({ shared: true, authorization: "Bearer x" })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await policyFor({ shared: true, features: "gtm" })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps private what did not opt in, is neither a 200 nor a 404, or sets a cookie", async () => {
    expect((await policyFor({ shared: false })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await policyFor({ shared: true, status: 500 })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await policyFor({ shared: true, setCookie: "lng=en" })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never lets anyone keep the answer to a form post (a refused form carries what was typed), and leaves routes that set their own header alone", async () => {
    expect(MUTATION_CACHE_CONTROL).toBe("private, no-store");
    expect((await policyFor({ shared: true, method: "POST" })).get("Cache-Control")).toBe(MUTATION_CACHE_CONTROL);
    expect((await policyFor({ shared: false, method: "POST", status: 400 })).get("Cache-Control")).toBe(MUTATION_CACHE_CONTROL);
    expect((await policyFor({ shared: false, method: "POST", cacheControl: "private, no-store" })).get("Cache-Control")).toBe("private, no-store");
    const sitemap = await policyFor({ shared: false, cacheControl: "public, max-age=3600" });
    expect(sitemap.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("marks for the page cache only opted-in 200 and 404 answers that set no cookie", async () => {
    expect((await policyFor({ shared: false, pageCache: true })).get(PAGE_CACHEABLE_HEADER)).toBe("1");
    expect((await policyFor({ shared: true, status: 404 })).get(PAGE_CACHEABLE_HEADER)).toBe("1");
    expect((await policyFor({ shared: true, status: 500 })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
    expect((await policyFor({ shared: true, setCookie: "lng=en" })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
    expect((await policyFor({ shared: false })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
  });
});
