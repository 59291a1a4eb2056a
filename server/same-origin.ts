import type { RequestHandler } from "express";

/** Server-to-server callers: the Store API proxy and the payment provider's callback carry no browser origin. */
const EXEMPT = /^\/(api\/|payments\/paymob\/callback(\.data)?$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests a browser sends from another site (CSRF). React Router
 * checks the Origin of UI-route actions only (with a 400); resource routes such as /logout
 * and /newsletter are not covered, so this one rule covers every route with a 403.
 * A request with neither Origin nor Sec-Fetch-Site comes from no browser and passes.
 */
export function sameOrigin(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.test(req.path)) return next();
    const origin = req.get("Origin");
    const site = req.get("Sec-Fetch-Site");
    if (origin !== undefined ? allowedOrigin(origin, `${req.protocol}://${req.get("Host")}`, publicOrigin) : site !== "cross-site" && site !== "same-site")
      return next();
    // The body is left unread: the connection is not reused.
    res
      .status(403)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
      .send("Cross-site form posts are refused.");
  };
}

/**
 * The public origin, or the request's own with its scheme (behind a TLS-terminating proxy,
 * TRUST_PROXY makes it https): React Router compares both parts and answers anything else with
 * a 400 and an error in the log, so a mismatch is refused here first, quietly.
 */
function allowedOrigin(origin: string, requestOrigin: string, publicOrigin: string | null): boolean {
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).origin === new URL(requestOrigin).origin;
  } catch {
    return false; // "null" and anything unparsable
  }
}
