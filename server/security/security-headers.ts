import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { CSP_FEATURES_HEADER, type CspFeature } from "../../app/server/http/store-features.server.ts";

export interface CspOptions {
  /** Extra origins forms may post to (the payment provider). */
  formActionOrigins: string[];
  /** Extra image origins (map tiles) when the store uses them. */
  imgOrigins: string[];
}

/**
 * What each third party a store may switch on needs beyond the nonce (decision 037), after
 * Google's published CSP guides for Tag Manager with GA4 and for the Maps JavaScript API.
 * Scripts need no host with 'strict-dynamic' (the nonced loader trusts what it loads); the
 * host is there for browsers without it. Left out on purpose: 'unsafe-eval' (GTM's custom
 * JavaScript variables, some Maps features), which decision 004 keeps out of every page.
 */
export const THIRD_PARTY_SOURCES: Record<CspFeature, Partial<Record<string, string[]>>> = {
  gtm: {
    "script-src": ["https://www.googletagmanager.com"],
    "img-src": ["https://*.googletagmanager.com", "https://*.google-analytics.com"],
    "connect-src": ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
    // The no-script iframe.
    "frame-src": ["https://www.googletagmanager.com"],
  },
  "google-maps": {
    "script-src": ["https://maps.googleapis.com"],
    "style-src": ["https://fonts.googleapis.com"],
    "img-src": ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
    "connect-src": ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
    "font-src": ["https://fonts.gstatic.com"],
    "worker-src": ["blob:"],
  },
};

const FEATURES = new Set(Object.keys(THIRD_PARTY_SOURCES));

/** The hashes ('sha256-…') of a page's inline scripts and styles, for a copy served without a nonce. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * With a nonce: this response's inline code and what it loads. With hashes (a cached copy,
 * decision 042): exactly the copy's inline code, and scripts from this origin.
 */
export function buildCsp(source: string | InlineHashes, https: boolean, options: CspOptions, features: readonly CspFeature[] = []): string {
  const hashed = (list: string[]) => ["'self'", ...list.map((h) => `'${h}'`)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets nonced scripts (the app's entry, GTM) load what they need; 'self' covers older browsers.
    // A hashed copy has no 'strict-dynamic': its modulepreload links, which no hash can name, load by 'self'.
    "script-src": typeof source === "string" ? ["'self'", `'nonce-${source}'`, "'strict-dynamic'"] : hashed(source.scripts),
    "style-src": typeof source === "string" ? ["'self'", `'nonce-${source}'`] : hashed(source.styles),
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
  for (const feature of features) {
    for (const [name, sources] of Object.entries(THIRD_PARTY_SOURCES[feature])) {
      const current = directives[name].filter((s) => s !== "'none'");
      directives[name] = [...current, ...sources!.filter((s) => !current.includes(s))];
    }
  }
  const parts = Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`);
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** The features the app named for this answer; unknown names are ignored. */
export function parseFeatures(value: unknown): CspFeature[] {
  if (typeof value !== "string") return [];
  return [...new Set(value.split(",").map((s) => s.trim()))].filter((s): s is CspFeature => FEATURES.has(s));
}

/** Security headers for one response; `nonce: false` for a copy that brings its own policy (server/page-cache/page-cache.ts). */
export type ApplySecurityHeaders = (req: Request, res: Response, nonce?: boolean) => void;

/** The middleware, and the same work as a function for a page cache hit served before it. */
export type SecurityHeaders = RequestHandler & { apply: ApplySecurityHeaders };

const NONCE_SLOT = "\u0000";

/** Every answer gets these; HTML answers also get the CSP with this response's own nonce. */
export function securityHeaders(options: CspOptions): SecurityHeaders {
  // A policy differs per response only by its nonce: built once per scheme and feature set, the nonce put in its slots.
  const policies = new Map<string, string[]>();
  const policy = (nonce: string, https: boolean, features: readonly CspFeature[] = []) => {
    const key = `${https}${features.join()}`;
    let parts = policies.get(key);
    if (!parts) policies.set(key, (parts = buildCsp(NONCE_SLOT, https, options, features).split(NONCE_SLOT)));
    return parts.join(nonce);
  };
  // For the page cache: the policy of a copy whose inline code is known by its hashes.
  const forHashes = (https: boolean) => (hashes: InlineHashes) => buildCsp(hashes, https, options);
  const hashedPolicy = { http: forHashes(false), https: forHashes(true) };
  const apply: ApplySecurityHeaders = (req, res, nonced = true) => {
    const https = req.secure;
    res.locals.cspForHashes = https ? hashedPolicy.https : hashedPolicy.http;
    if (nonced) {
      const nonce = randomBytes(16).toString("base64");
      res.locals.cspNonce = nonce;
      res.setHeader("Content-Security-Policy", policy(nonce, https));
      widenForStoreFeatures(res, (features) => policy(nonce, https, features));
    }
    // Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1), so it is safe to always send.
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // no-referrer would make browsers send Origin: null on form posts, which React Router rejects.
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
  };
  const middleware: RequestHandler = (req, res, next) => {
    apply(req, res);
    next();
  };
  return Object.assign(middleware, { apply });
}

/**
 * The store's settings are known only once the app has run, so the app names the features in
 * an internal header and the policy is rebuilt as the headers go out. The page cache replays
 * that header on a hit, so a cached page gets the same policy with its own nonce.
 */
function widenForStoreFeatures(res: Response, build: (features: CspFeature[]) => string) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const features = parseFeatures(res.getHeader(CSP_FEATURES_HEADER));
    res.removeHeader(CSP_FEATURES_HEADER);
    if (features.length) res.setHeader("Content-Security-Policy", build(features));
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}
