import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface CspOptions {
  /** Extra origins forms may post to (the payment provider). */
  formActionOrigins: string[];
  /** Extra image origins (map tiles) when the store uses them. */
  imgOrigins: string[];
}

export function buildCsp(nonce: string, https: boolean, options: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets nonced scripts (the app's entry, GTM) load what they need; 'self' covers older browsers.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "style-src-attr": ["'none'"],
    "img-src": ["'self'", "data:", "blob:", ...options.imgOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'", ...options.formActionOrigins],
  };
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`);
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** Every answer gets these; HTML answers also get the CSP with this response's own nonce. */
export function securityHeaders(options: CspOptions): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const https = req.secure;
    res.setHeader("Content-Security-Policy", buildCsp(nonce, https, options));
    // Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1), so it is safe to always send.
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // no-referrer would make browsers send Origin: null on form posts, which React Router rejects.
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
    next();
  };
}
