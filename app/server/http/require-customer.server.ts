import { redirect, type MiddlewareFunction } from "react-router";
import { sessionContext } from "../context.server";
import { loginPath, loginUrl } from "~/lib/security/sign-in-urls";

const READS = new Set(["GET", "HEAD"]);

/**
 * The one form under the guarded areas that guests may post: the favourite toggle of every
 * card and product page. Its action answers a guest itself, keeping the favourite in the
 * session and sending them to sign in and back to the product (actions/favourite-action.server.ts).
 */
export const GUEST_POSTS = new Set(["/account/favourites"]);

/**
 * The one sign-in check (docs/decisions/039-one-sign-in-guard.md): route middleware of the
 * account layout and of the checkout steps past the guest ones. A guest's page request goes
 * to /login?redirectTo=<this page>; a form post gets a 303 there before any action runs, so
 * nothing reaches the Store API.
 */
export const requireCustomer: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (context.get(sessionContext).signedIn) return next();
  const read = READS.has(request.method.toUpperCase());
  if (!read && GUEST_POSTS.has(new URL(request.url).pathname)) return next();
  throw redirect(loginPath(request), read ? 302 : 303);
};

/**
 * The same check for a public page whose one form is for customers (the product page's review):
 * anyone may read it, a guest's post gets a 303 to sign in and back to `back(params)` before the
 * action runs. `back` answers null for a page that is not there, which the action then 404s.
 */
export function requireCustomerToPost<P>(back: (params: P) => string | null): MiddlewareFunction<Response> {
  return ({ request, context, params }, next) => {
    if (READS.has(request.method.toUpperCase()) || context.get(sessionContext).signedIn) return next();
    const to = back(params as P);
    if (to === null) return next();
    throw redirect(loginUrl(to), 303);
  };
}

export const PRIVATE_NO_STORE = "private, no-store";

/** Route middleware of the account and checkout areas: no cache keeps a shopper's own pages (redirects included). */
export const privateNoStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
};
