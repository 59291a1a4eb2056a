/**
 * Page micro-cache (decision 022): the rendered HTML of anonymous GET pages that opt in, kept
 * a few seconds per origin, URL, language and currency, so a burst of visitors costs one render.
 *
 * A page opts in by answering with the internal header `X-Page-Cacheable` (set by the app's
 * cache policy, see app/server/http/cache-policy.server.ts); it never leaves this
 * process. Only 200 HTML answers without Set-Cookie are kept, and only for requests whose
 * cookies are the plain preferences: anyone with a session or a cart always gets a render.
 *
 * What differs per copy is put back on every hit: the CSP nonce (this response's own, which
 * the security headers already put in the CSP) and the add-to-cart form keys (fresh ones).
 * A page with no form key and no third-party scripts is kept as fixed bytes instead, its
 * inline code allowed by hashes and its body compressed once (fixed-copy.ts, decision 042).
 */
import type { Request, RequestHandler, Response } from "express";
import { mintAddKey } from "../../app/lib/cart/form-key.ts";
import { type Compiled, compile, fill, slotValues, toTemplate } from "../../app/server/http/html-template.server.ts";
import { PAGE_CACHEABLE_HEADER } from "../../app/server/http/cache-policy.server.ts";
import { CSP_FEATURES_HEADER } from "../../app/server/http/store-features.server.ts";
import { accepts, type Encoding, encodingFor, type FixedCopy, fixedCopy } from "./fixed-copy.ts";
import { deflateParts, spliceGzip } from "./gzip-splice.ts";
import type { ApplySecurityHeaders } from "../security/security-headers.ts";

export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";

/** Cookies that only choose how a public page is shown; the cache key includes the ones that change it. */
const PREFERENCE_COOKIES = new Set(["lng", "currency", "device_id"]);
/** Headers the app's answer carries that belong to the request, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "x-request-id",
  "content-security-policy",
  "date",
  PAGE_CACHEABLE_HEADER.toLowerCase(),
]);

export interface PageCacheOptions {
  ttlSeconds: number;
  /** How long past its time an entry may still be served while one request renders it again. */
  staleSeconds?: number;
  maxEntries?: number;
  /** Bigger pages are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
  mintKey?: () => string;
  /**
   * The origin the app builds this request's absolute URLs on (canonical, og:image, JSON-LD):
   * part of the key, so a page made for one origin is never served on another (decision 032).
   */
  origin?: (req: Request) => string;
  /**
   * The security headers, applied by `front` for a hit it answers before the rest of the chain
   * (and so before the security headers' own middleware). Without it `front` answers nothing.
   */
  secure?: ApplySecurityHeaders;
}

/**
 * The cache's middleware, where it stores what the app renders (after the compression and
 * security headers), and `front`: the same cache answering a fresh hit before those, at about
 * the cost of a static file (decision 054).
 */
export type PageCache = RequestHandler & { front: RequestHandler };

interface Entry {
  /** The body cut where the nonce and the form keys were. */
  body: Compiled;
  /** The same page as fixed bytes, when it can do without a nonce and fresh keys. */
  fixed?: FixedCopy;
  headers: Array<[string, string | string[]]>;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

type FixedCopyCsp = Parameters<typeof fixedCopy>[1];

/** The cache key of an anonymous request, or null when the request may not share a page. */
export function anonymousKey(req: Pick<Request, "method" | "originalUrl" | "headers">, origin: string | (() => string) = ""): string | null {
  if (req.method !== "GET") return null;
  if (req.headers.authorization) return null;
  const prefs: Record<string, string> = {};
  const header = req.headers.cookie;
  if (header) {
    for (const part of header.split(";")) {
      const eq = part.indexOf("=");
      const name = (eq < 0 ? part : part.slice(0, eq)).trim();
      if (!name) continue;
      if (!PREFERENCE_COOKIES.has(name)) return null;
      prefs[name] ??= part.slice(eq + 1).trim();
    }
  }
  // Resolved last: a request with a session never needs it.
  return `${typeof origin === "function" ? origin() : origin}\n${req.originalUrl}\n${prefs.lng ?? ""}\n${prefs.currency ?? ""}`;
}

/** Deflates the parts off the main thread; until then (or if it fails) a hit is compressed per response. */
function prepareGzip(compiled: Compiled): Compiled {
  deflateParts(compiled.parts).then(
    (deflated) => {
      compiled.deflated = deflated;
    },
    () => undefined,
  );
  return compiled;
}

export function pageCache(options: PageCacheOptions): PageCache {
  const ttl = options.ttlSeconds * 1000;
  const stale = (options.staleSeconds ?? 30) * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const mintKey = options.mintKey ?? mintAddKey;
  const entries = new Map<string, Entry>();

  function serve(req: Request, res: Response, entry: Entry, status: "hit" | "stale") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_STATUS_HEADER, status);
    res.vary("Accept-Encoding");
    if (entry.fixed) {
      const { csp, bodies } = entry.fixed;
      res.setHeader("Content-Security-Policy", csp);
      const encoding = encodingFor(req.headers["accept-encoding"], bodies);
      return send(res, bodies[encoding]!, encoding);
    }
    const nonce = String(res.locals.cspNonce ?? "");
    const { deflated } = entry.body;
    if (deflated && accepts(req.headers["accept-encoding"], "gzip")) {
      return send(res, spliceGzip(entry.body.parts, deflated, slotValues(entry.body, nonce, mintKey)), "gzip");
    }
    send(res, fill(entry.body, nonce, mintKey), "identity");
  }

  function send(res: Response, body: Buffer, encoding: Encoding) {
    // Set before the first write, so the compression middleware leaves encoded bytes alone.
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(body);
  }

  function store(key: string, entry: Omit<Entry, "freshUntil" | "staleUntil" | "refreshing">) {
    entries.delete(key);
    // Oldest first: the Map keeps insertion order.
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const at = now();
    entries.set(key, { ...entry, freshUntil: at + ttl, staleUntil: at + ttl + stale, refreshing: false });
  }

  /**
   * Whether a hit can be sent as it is, with nothing the compression middleware would add: a copy
   * whose compressed bodies are not made yet goes the long way, to be compressed per response.
   */
  function ready(req: Request, entry: Entry): boolean {
    const accepted = req.headers["accept-encoding"];
    if (entry.fixed) {
      const { bodies } = entry.fixed;
      return (bodies.br !== undefined && bodies.gzip !== undefined) || !(accepts(accepted, "br") || accepts(accepted, "gzip"));
    }
    return accepts(accepted, "gzip") ? entry.body.deflated !== undefined : !accepts(accepted, "br");
  }

  // `front` and the middleware both ask for a request's key: it is worked out once.
  const keys = new WeakMap<Request, string | null>();
  function keyOf(req: Request): string | null {
    if (ttl <= 0) return null;
    let key = keys.get(req);
    if (key === undefined) keys.set(req, (key = anonymousKey(req, () => options.origin?.(req) ?? "")));
    return key;
  }

  const front: RequestHandler = (req, res, next) => {
    const secure = options.secure;
    if (!secure || req.method !== "GET") return next();
    const key = keyOf(req);
    const entry = key ? entries.get(key) : undefined;
    if (!entry || now() >= entry.freshUntil || !ready(req, entry)) return next();
    secure(req, res, !entry.fixed);
    serve(req, res, entry, "hit");
  };

  const handler: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    const entry = key ? entries.get(key) : undefined;
    if (key && entry) {
      const at = now();
      if (at < entry.freshUntil) return serve(req, res, entry, "hit");
      if (at < entry.staleUntil && entry.refreshing) return serve(req, res, entry, "stale");
      if (at < entry.staleUntil) entry.refreshing = true;
      else entries.delete(key);
    }

    // Headers set before this point (security headers, request id) belong to this request only.
    const before = new Set(res.getHeaderNames());
    let cacheable = false;
    let headers: Array<[string, string | string[]]> = [];
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      cacheable = res.hasHeader(PAGE_CACHEABLE_HEADER);
      res.removeHeader(PAGE_CACHEABLE_HEADER);
      if (key && cacheable) {
        cacheable &&= res.statusCode === 200 && !res.hasHeader("set-cookie") && /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
        // The app's headers, taken before compression adds its own for this response's encoding.
        if (cacheable)
          headers = res
            .getHeaderNames()
            .filter((name) => !PER_RESPONSE_HEADERS.has(name) && !before.has(name))
            .map((name): [string, string | string[]] => {
              const value = res.getHeader(name);
              return [name, Array.isArray(value) ? value : String(value)];
            });
        if (cacheable) res.setHeader(PAGE_CACHE_STATUS_HEADER, "miss");
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    if (!key) return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!cacheable || chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      if (size > maxBodyBytes) cacheable = false;
      else chunks.push(buf);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      // After the write: the first one sends the headers, and with them decides `cacheable`.
      const result = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      return result;
    } as typeof res.write;
    res.end = function (this: Response, ...args: unknown[]) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      collect(args[0], args[1]);
      const current = entries.get(key);
      if (cacheable) {
        const template = toTemplate(Buffer.concat(chunks).toString("utf8"), res.locals.cspNonce as string | undefined);
        const thirdParties = headers.some(([name]) => name === CSP_FEATURES_HEADER.toLowerCase());
        const cspForHashes = res.locals.cspForHashes as FixedCopyCsp | undefined;
        const fixed = thirdParties || !cspForHashes ? undefined : fixedCopy(template, cspForHashes);
        const body = compile(template);
        store(key, { body: fixed ? body : prepareGzip(body), headers, fixed });
      } else if (current?.refreshing) {
        // The page stopped being cacheable (an error, a cookie): later visitors must not get the old copy.
        entries.delete(key);
      }
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.end;
    next();
  };
  return Object.assign(handler, { front });
}
