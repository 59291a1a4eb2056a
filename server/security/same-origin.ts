import type { RequestHandler } from "express";
import { REFUSAL_HEADERS, refusalPage, type RefusalWords } from "../../app/server/http/refusal-page.server.ts";
import type { Lang } from "../../app/lib/text/i18n.ts";

/** Server-to-server callers: the Store API proxy and the payment provider's callback carry no browser origin. */
const EXEMPT = /^\/(api\/|payments\/paymob\/callback(\.data)?$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a refused shopper reads, in the page's language: nothing was done, and the way back. */
const REFUSAL: Record<Lang, RefusalWords> = {
  ar: {
    title: "لم يُنفَّذ الطلب",
    text: "أُرسل هذا النموذج من موقع آخر أو من صفحة لا يعرفها المتجر، فلم يُنفَّذ شيء. ارجع إلى المتجر وحاول مرة أخرى من صفحته.",
    back: "العودة إلى المتجر",
  },
  en: {
    title: "Nothing was done",
    text: "This form was sent from another site or from a page the store does not know, so nothing was done. Go back to the store and try again from its own page.",
    back: "Back to the store",
  },
};

/**
 * The page's language as the app picks it, without the store's settings (this runs before the app):
 * `?lng`, then the `lng` cookie, then Arabic.
 */
function refusalLang(query: unknown, cookies: string | undefined): Lang {
  const asked = typeof query === "string" ? query.trim().toLowerCase() : "";
  if (asked) return asked.startsWith("en") ? "en" : "ar";
  return /(?:^|;\s*)lng=en(?:;|$)/.test(cookies ?? "") ? "en" : "ar";
}

/**
 * Refuses state-changing requests a browser sends from another site (CSRF). React Router
 * checks the Origin of UI-route actions only (with a 400); resource routes such as /logout
 * and /newsletter are not covered, so this one rule covers every route with a 403.
 * Without an Origin, Sec-Fetch-Site decides, then the Referer's origin; a request with none of
 * them comes from no browser and passes.
 */
export function sameOrigin(publicUrl: string | undefined): RequestHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT.test(req.path)) return next();
    const own = `${req.protocol}://${req.get("Host")}`;
    const origin = req.get("Origin");
    const site = req.get("Sec-Fetch-Site");
    const referer = req.get("Referer");
    const allowed =
      origin !== undefined
        ? allowedOrigin(origin, own, publicOrigin)
        : site !== undefined
          ? site !== "cross-site" && site !== "same-site"
          : referer === undefined || allowedOrigin(referer, own, publicOrigin);
    if (allowed) return next();
    // The body is left unread: the connection is not reused.
    res
      .status(403)
      .set({ ...REFUSAL_HEADERS, Connection: "close" })
      .send(refusalPage(refusalLang(req.query.lng, req.get("Cookie")), REFUSAL));
  };
}

/**
 * The public origin, or the request's own with its scheme (behind a TLS-terminating proxy,
 * TRUST_PROXY makes it https): React Router compares both parts and answers anything else with
 * a 400 and an error in the log, so a mismatch is refused here first, quietly.
 */
function allowedOrigin(origin: string, requestOrigin: string, publicOrigin: string | null): boolean {
  try {
    // A Referer is a whole URL: its origin is what is compared (an Origin header is its own origin).
    const asked = new URL(origin).origin;
    return asked === publicOrigin || asked === new URL(requestOrigin).origin;
  } catch {
    return false; // "null" and anything unparsable
  }
}
