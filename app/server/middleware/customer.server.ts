import { redirect, type MiddlewareFunction } from "react-router";
import { sessionContext } from "../context.server";
import { loginPath } from "../store.server";

const READS = new Set(["GET", "HEAD"]);

/**
 * The one sign-in check (docs/decisions/039-one-sign-in-guard.md): route middleware of the
 * account layout and of the checkout steps past the guest ones. A guest's page request goes
 * to /login?redirectTo=<this page>; a form post gets a 303 there before any action runs, so
 * nothing reaches the Store API.
 */
export const requireCustomer: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!context.get(sessionContext).signedIn) throw redirect(loginPath(request), READS.has(request.method.toUpperCase()) ? 302 : 303);
  return next();
};

export const PRIVATE_NO_STORE = "private, no-store";

/** Route middleware of the account and checkout areas: no cache keeps a shopper's own pages (redirects included). */
export const privateNoStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
};
