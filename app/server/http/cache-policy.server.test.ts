import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import {
  applyCachePolicy,
  keepPrivate,
  MUTATION_CACHE_CONTROL,
  pageCacheable,
  PAGE_CACHEABLE_HEADER,
  PRIVATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
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
}) {
  const context = new RouterContextProvider();
  const headers = new Headers();
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  if (init.cacheControl) headers.set("Cache-Control", init.cacheControl);
  const response = new Response("x", { status: init.status ?? 200, headers });
  const request = new Request("http://shop.test/electronics", {
    method: init.method ?? "GET",
    headers: init.cookie ? { Cookie: init.cookie } : {},
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
  it("keeps a page that showed one session's own row (recently viewed) out of every cache, whatever the route opted into", async () => {
    const open = await policyFor({ shared: true, pageCache: true });
    expect(open.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(open.get(PAGE_CACHEABLE_HEADER)).toBe("1");
    const kept = await policyFor({ shared: true, pageCache: true, keptPrivate: true });
    expect(kept.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(kept.has(PAGE_CACHEABLE_HEADER)).toBe(false);
  });

  it("lets shared caches keep an opted-in page only when the request carried no cookie", async () => {
    const anon = await policyFor({ shared: true });
    expect(anon.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(anon.get("Vary")).toBe("Cookie");
    expect((await policyFor({ shared: true, cookie: "lng=en" })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps private what did not opt in, is not a 200, or sets a cookie", async () => {
    expect((await policyFor({ shared: false })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect((await policyFor({ shared: true, status: 404 })).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
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

  it("marks for the page micro-cache only opted-in 200 answers that set no cookie", async () => {
    expect((await policyFor({ shared: false, pageCache: true })).get(PAGE_CACHEABLE_HEADER)).toBe("1");
    expect((await policyFor({ shared: false, pageCache: true, status: 404 })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
    expect((await policyFor({ shared: false, pageCache: true, setCookie: "lng=en" })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
    expect((await policyFor({ shared: true })).get(PAGE_CACHEABLE_HEADER)).toBeNull();
  });
});
