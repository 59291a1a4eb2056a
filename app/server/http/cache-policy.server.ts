/**
 * Who may keep a page (DESIGN.md §4 "Rendering and caching", decision 085): a route that opts in
 * says its anonymous answer is the same bytes for every anonymous visitor with the same URL, `lng`
 * and `currency` cookies, so any cache (a CDN, the nginx of deploy/nginx, this process's page
 * cache) may keep it for `PAGE_S_MAXAGE_SECONDS` and serve it stale for
 * `PAGE_STALE_WHILE_REVALIDATE_SECONDS` more. Everything else, and everyone with a session (a
 * cart, a sign-in, a flash) or a store with third-party scripts (their nonce), is
 * `private, no-cache`. Language and currency live in cookies, so every page varies on Cookie.
 *
 * React Router's middleware cannot read route `handle`s, so a route opts in with a route
 * middleware (`export const middleware = [sharedForAnonymous]`) that marks the request; the
 * root middleware applies the policy once the response (and its Set-Cookie) is final.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getEnv } from "../env.server";
import { CSP_FEATURES_HEADER } from "./store-features.server";

const sharedContext = createContext<boolean>(false);
const keptPrivateContext = createContext<boolean>(false);

/** Internal header read (and removed) by the page cache in server/page-cache/page-cache.ts. */
export const PAGE_CACHEABLE_HEADER = "X-Page-Cacheable";

export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** An answer to a form post: a refused form brings back what was typed, passwords included (decision 047). */
export const MUTATION_CACHE_CONTROL = "private, no-store";

/** The header of a page any cache may keep: browsers revalidate (max-age=0), shared caches keep it. */
export function sharedCacheControl(sMaxAge: number, staleWhileRevalidate: number): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** Cookies that only choose how a public page is shown; `lng` and `currency` are part of every cache's key. */
export const PREFERENCE_COOKIES: ReadonlySet<string> = new Set(["lng", "currency", "device_id"]);

/**
 * Whether a request is an anonymous visitor's: no Authorization and no cookie but the preferences.
 * Anything else (the session cookie above all) may carry a cart, a sign-in or a flash.
 */
export function isAnonymous(cookieHeader: string | null | undefined, authorization: string | null | undefined): boolean {
  if (authorization) return false;
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name && !PREFERENCE_COOKIES.has(name)) return false;
  }
  return true;
}

/** Route middleware: the anonymous answer of this route (a 200 or a 404) may be kept by any cache. */
export const sharedForAnonymous: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(sharedContext, true);
  return next();
};

/** The same opt-in under its older name (decision 022): since decision 085 a page any cache may keep is one. */
export const pageCacheable = sharedForAnonymous;

/**
 * This answer holds what belongs to one session (recently viewed, decision 083): no shared cache
 * and no page-cache copy, whatever the route opted into. Such a visitor carries a session cookie,
 * which already keeps both away; this says it where the page is made, so it holds if that changes.
 */
export function keepPrivate(context: Readonly<RouterContextProvider>): void {
  context.set(keptPrivateContext, true);
}

/** The route opted into a page everyone shares, and nothing of a session went into this one. */
const optedIn = (context: Readonly<RouterContextProvider>) => context.get(sharedContext) && !context.get(keptPrivateContext);
const anonymousRequest = (request: Request) => isAnonymous(request.headers.get("Cookie"), request.headers.get("Authorization"));

/**
 * Whether this request's page will be kept as a page every anonymous visitor shares (a route that
 * opted in, nothing of a session in it, an anonymous visitor), known before the response is: the
 * render memo leaves such a render to the page cache and the shared caches (decision 094), as the
 * header `applyCachePolicy` sets comes only after the document is rendered.
 */
export function sharedPageRequest(request: Request, context: Readonly<RouterContextProvider>): boolean {
  return optedIn(context) && anonymousRequest(request);
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
  // Same for every anonymous visitor: an opted-in page or its 404, with no cookie set on the way.
  const same = optedIn(context) && (response.status === 200 || response.status === 404) && !response.headers.has("Set-Cookie");
  // A store's third-party scripts need this response's nonce (decision 037): that page is this process's to keep only.
  const shareable = same && anonymousRequest(request) && !response.headers.has(CSP_FEATURES_HEADER);
  const env = getEnv();
  response.headers.set(
    "Cache-Control",
    shareable ? sharedCacheControl(env.PAGE_S_MAXAGE_SECONDS, env.PAGE_STALE_WHILE_REVALIDATE_SECONDS) : PRIVATE_CACHE_CONTROL,
  );
  if (same) response.headers.set(PAGE_CACHEABLE_HEADER, "1");
}
