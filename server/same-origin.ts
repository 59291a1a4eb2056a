import type { RequestHandler } from "express";

/** Server-to-server callers: the Store API proxy and the payment provider's callback carry no browser origin. */
const EXEMPT = /^\/(api\/|payments\/paymob\/callback(\.data)?$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a refused shopper reads, in the page's language: nothing was done, and the way back. */
const REFUSAL = {
  ar: {
    dir: "rtl",
    title: "لم يُنفَّذ الطلب",
    text: "أُرسل هذا النموذج من موقع آخر أو من صفحة لا يعرفها المتجر، فلم يُنفَّذ شيء. ارجع إلى المتجر وحاول مرة أخرى من صفحته.",
    back: "العودة إلى المتجر",
  },
  en: {
    dir: "ltr",
    title: "Nothing was done",
    text: "This form was sent from another site or from a page the store does not know, so nothing was done. Go back to the store and try again from its own page.",
    back: "Back to the store",
  },
} as const;

/**
 * The page's language as the app picks it, without the store's settings (this runs before the app):
 * `?lng`, then the `lng` cookie, then Arabic.
 */
function refusalLang(query: unknown, cookies: string | undefined): keyof typeof REFUSAL {
  const asked = typeof query === "string" ? query.trim().toLowerCase() : "";
  if (asked) return asked.startsWith("en") ? "en" : "ar";
  return /(?:^|;\s*)lng=en(?:;|$)/.test(cookies ?? "") ? "en" : "ar";
}

function refusalPage(lang: keyof typeof REFUSAL): string {
  const t = REFUSAL[lang];
  return `<!doctype html><html lang="${lang}" dir="${t.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><h1>${t.title}</h1><p>${t.text}</p><p><a href="/">${t.back}</a></p></body></html>`;
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
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
      .send(refusalPage(refusalLang(req.query.lng, req.get("Cookie"))));
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
