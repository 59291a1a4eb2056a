/**
 * Who may keep a page (DESIGN.md §4 "Rendering and caching"): shared caches (CDNs) only
 * answers to requests that carried no cookie at all, and only on routes that say so;
 * everything else is `private, no-cache`. Language and currency live in cookies, so every
 * page varies on Cookie.
 *
 * React Router's middleware cannot read route `handle`s, so a route opts in with a route
 * middleware (`export const middleware = [sharedForAnonymous]`) that marks the request; the
 * root middleware applies the policy once the response (and its Set-Cookie) is final.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

type Policy = "private" | "shared-for-anonymous";

const policyContext = createContext<Policy>("private");
const pageCacheContext = createContext<boolean>(false);

/** Internal header read (and removed) by the page micro-cache in server/page-cache.ts. */
export const PAGE_CACHEABLE_HEADER = "X-Page-Cacheable";

export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** An answer to a form post: a refused form brings back what was typed, passwords included (decision 047). */
export const MUTATION_CACHE_CONTROL = "private, no-store";

/** Route middleware: anonymous answers of this route may sit in a shared cache for a minute. */
export const sharedForAnonymous: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(policyContext, "shared-for-anonymous");
  return next();
};

/**
 * Route middleware: an anonymous visitor's copy of this page may be reused for a few seconds
 * by this process (decision 022). The cache puts a fresh nonce and fresh form keys in each copy.
 */
export const pageCacheable: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(pageCacheContext, true);
  return next();
};

/**
 * This answer holds what belongs to one session (recently viewed, decision 083): no shared cache
 * and no page-cache copy, whatever the route opted into. Such a visitor carries a session cookie,
 * which already keeps both away; this says it where the page is made, so it holds if that changes.
 */
export function keepPrivate(context: Readonly<RouterContextProvider>): void {
  context.set(policyContext, "private");
  context.set(pageCacheContext, false);
}

/** Called by the root middleware on the final response of a page or data request. */
export function applyCachePolicy(request: Request, response: Response, context: Readonly<RouterContextProvider>): void {
  const method = request.method.toUpperCase();
  // Resource routes (sitemap, robots) decide for themselves.
  if (response.headers.has("Cache-Control")) return;
  if (method !== "GET" && method !== "HEAD") {
    response.headers.set("Cache-Control", MUTATION_CACHE_CONTROL);
    return;
  }
  const vary = response.headers.get("Vary");
  if (!vary || !/\bcookie\b/i.test(vary)) response.headers.append("Vary", "Cookie");
  const shareable =
    context.get(policyContext) === "shared-for-anonymous" && response.status === 200 && !request.headers.has("Cookie") && !response.headers.has("Set-Cookie");
  response.headers.set("Cache-Control", shareable ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (context.get(pageCacheContext) && response.status === 200 && !response.headers.has("Set-Cookie")) {
    response.headers.set(PAGE_CACHEABLE_HEADER, "1");
  }
}
