/**
 * Page micro-cache (decision 022): the rendered HTML of anonymous GET pages that opt in, kept
 * a few seconds per origin, URL, language and currency, so a burst of visitors costs one render.
 *
 * A page opts in by answering with the internal header `X-Page-Cacheable` (set by the app's
 * cache policy, see app/server/http/cache-policy.server.ts); it never leaves this
 * process. Only 200 and 404 HTML answers without Set-Cookie are kept, and only for requests whose
 * cookies are the plain preferences: anyone with a session or a cart always gets a render.
 *
 * A page the app lets shared caches keep (`Cache-Control: public`) is the same bytes for every
 * anonymous visitor, the render included (decision 085): its nonce attributes are dropped, its
 * policy names its inline code by hash, and it carries an ETag (fixed-copy.ts, decision 042).
 * This is done whether or not this process keeps pages (PAGE_CACHE_SECONDS=0 behind nginx).
 * A store with third-party scripts keeps the nonce: its copies get this response's nonce on
 * every hit (gzip-splice.ts) and stay private.
 */
import type { Request, RequestHandler, Response } from "express";
import { mintAddKey } from "../../app/lib/cart/form-key.ts";
import { isAnonymous, PRIVATE_CACHE_CONTROL } from "../../app/server/http/cache-policy.server.ts";
import { type Compiled, compile, fill, slotValues, toTemplate } from "../../app/server/http/html-template.server.ts";
import { PAGE_CACHEABLE_HEADER } from "../../app/server/http/cache-policy.server.ts";
import { accepts, compressCopy, type Encoding, encodingFor, type FixedCopy, fixedCopy, notModified } from "./fixed-copy.ts";
import { deflateParts, spliceGzip } from "./gzip-splice.ts";
import type { ApplySecurityHeaders } from "../security/security-headers.ts";

export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";

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
  /**
   * All kept pages together, every body counted (template, identity, gzip, brotli) as it is made:
   * the oldest go first past it (decision 094).
   */
  maxBytes?: number;
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
export type PageCache = RequestHandler & { front: RequestHandler; readonly size: number };

type Entry = (
  | {
      /** The body cut where the nonce and the form keys were. */
      body: Compiled;
      fixed?: undefined;
    }
  | {
      body?: undefined;
      /** The same page as fixed bytes: it does without a nonce and fresh keys, so it needs no template (decision 094). */
      fixed: FixedCopy;
    }
) & {
  /** What its bodies hold so far, in bytes (the compressed ones are added when they are made). */
  bytes: number;
  headers: Array<[string, string | string[]]>;
  /** 200, or 404 for a page that is not there (the same for everyone too). */
  status: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
};

const sum = (buffers: Iterable<Buffer | undefined>) => {
  let bytes = 0;
  for (const buffer of buffers) bytes += buffer?.length ?? 0;
  return bytes;
};

type FixedCopyCsp = Parameters<typeof fixedCopy>[1];

/** The cache key of an anonymous request, or null when the request may not share a page. */
export function anonymousKey(req: Pick<Request, "method" | "originalUrl" | "headers">, origin: string | (() => string) = ""): string | null {
  if (req.method !== "GET") return null;
  const header = req.headers.cookie;
  // The app's own rule (a session, a cart, a sign-in or a flash is never shared), so the two never disagree.
  if (!isAnonymous(header, req.headers.authorization)) return null;
  const prefs: Record<string, string> = {};
  if (header) {
    for (const part of header.split(";")) {
      const eq = part.indexOf("=");
      if (eq > 0) prefs[part.slice(0, eq).trim()] ??= part.slice(eq + 1).trim();
    }
  }
  // Resolved last: a request with a session never needs it.
  return `${typeof origin === "function" ? origin() : origin}\n${req.originalUrl}\n${prefs.lng ?? ""}\n${prefs.currency ?? ""}`;
}

/** Deflates the parts off the main thread; until then (or if it fails) a hit is compressed per response. */
function prepareGzip(compiled: Compiled, made: (bytes: number) => void): Compiled {
  deflateParts(compiled.parts).then(
    (deflated) => {
      compiled.deflated = deflated;
      made(sum(deflated));
    },
    () => undefined,
  );
  return compiled;
}

export function pageCache(options: PageCacheOptions): PageCache {
  const ttl = options.ttlSeconds * 1000;
  const stale = (options.staleSeconds ?? 30) * 1000;
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  const mintKey = options.mintKey ?? mintAddKey;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function serve(req: Request, res: Response, entry: Entry, status: "hit" | "stale") {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(PAGE_CACHE_STATUS_HEADER, status);
    res.vary("Accept-Encoding");
    if (entry.fixed) {
      const { csp, bodies, etag } = entry.fixed;
      res.setHeader("Content-Security-Policy", csp);
      res.setHeader("ETag", etag);
      if (notModified(req.headers["if-none-match"], etag)) return void res.status(304).end();
      const encoding = encodingFor(req.headers["accept-encoding"], bodies);
      return send(res, bodies[encoding]!, encoding, entry.status);
    }
    const nonce = String(res.locals.cspNonce ?? "");
    const { body } = entry;
    if (body.deflated && accepts(req.headers["accept-encoding"], "gzip")) {
      return send(res, spliceGzip(body.parts, body.deflated, slotValues(body, nonce, mintKey)), "gzip", entry.status);
    }
    send(res, fill(body, nonce, mintKey), "identity", entry.status);
  }

  function send(res: Response, body: Buffer, encoding: Encoding, status: number) {
    // Set before the first write, so the compression middleware leaves encoded bytes alone.
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(status).end(body);
  }

  function drop(key: string) {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  }

  /**
   * Pages past their stale window first (every page lives as long, so the Map's insertion order is
   * their order of expiry: a page no one asks for again is not held until the bounds push it out),
   * then oldest first until the bounds hold, `adding` one page more; one page always stays.
   */
  function evict(adding: 0 | 1) {
    const at = now();
    for (const [key, entry] of entries) {
      if (at < entry.staleUntil) break;
      drop(key);
    }
    while (entries.size > 1 - adding && (entries.size + adding > maxEntries || bytes > maxBytes)) drop(entries.keys().next().value as string);
  }

  function store(key: string, held: Pick<Entry, "body" | "fixed" | "headers" | "status">) {
    drop(key);
    const at = now();
    const size = held.fixed ? sum(Object.values(held.fixed.bodies)) : sum(held.body?.parts ?? []);
    bytes += size;
    evict(1);
    const entry = { ...held, bytes: size, freshUntil: at + ttl, staleUntil: at + ttl + stale, refreshing: false } as Entry;
    entries.set(key, entry);
    return (made: number) => {
      // Made after the page was dropped or replaced: nothing of it is held.
      if (entries.get(key) !== entry) return;
      entry.bytes += made;
      bytes += made;
      evict(0);
    };
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
    return accepts(accepted, "gzip") ? entry.body?.deflated !== undefined : !accepts(accepted, "br");
  }

  // `front` and the middleware both ask for a request's key: it is worked out once.
  const keys = new WeakMap<Request, string | null>();
  function keyOf(req: Request): string | null {
    let key = keys.get(req);
    if (key === undefined) keys.set(req, (key = anonymousKey(req, () => options.origin?.(req) ?? "")));
    return key;
  }

  const front: RequestHandler = (req, res, next) => {
    const secure = options.secure;
    if (!secure || ttl <= 0 || req.method !== "GET") return next();
    const key = keyOf(req);
    const entry = key ? entries.get(key) : undefined;
    if (!entry || now() >= entry.freshUntil || !ready(req, entry)) return next();
    secure(req, res, !entry.fixed);
    serve(req, res, entry, "hit");
  };

  const handler: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    const entry = key && ttl > 0 ? entries.get(key) : undefined;
    if (key && entry) {
      const at = now();
      if (at < entry.freshUntil) return serve(req, res, entry, "hit");
      if (at < entry.staleUntil && entry.refreshing) return serve(req, res, entry, "stale");
      if (at < entry.staleUntil) entry.refreshing = true;
      else drop(key);
    }

    if (!key) {
      // Not anonymous: nothing to keep, but the internal header never leaves the process.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: unknown[]) {
        res.removeHeader(PAGE_CACHEABLE_HEADER);
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as typeof res.writeHead;
      return next();
    }
    // Headers set before this point (security headers, request id) belong to this request only.
    const before = new Set(res.getHeaderNames());
    let decided = false;
    let cacheable = false;
    // Any cache may keep it: held back until it ends, to go out as the fixed bytes every anonymous visitor gets.
    let shared = false;
    let holding = true;
    let headers: Array<[string, string | string[]]> = [];
    const decide = () => {
      if (decided) return;
      decided = true;
      const marked = res.hasHeader(PAGE_CACHEABLE_HEADER);
      res.removeHeader(PAGE_CACHEABLE_HEADER);
      cacheable =
        marked &&
        (res.statusCode === 200 || res.statusCode === 404) &&
        !res.hasHeader("set-cookie") &&
        /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
      if (!cacheable) return;
      shared = /\bpublic\b/i.test(String(res.getHeader("cache-control") ?? "")) && res.locals.cspForHashes !== undefined;
      // The app's headers, taken before compression adds its own for this response's encoding.
      headers = res
        .getHeaderNames()
        .filter((name) => !PER_RESPONSE_HEADERS.has(name) && !before.has(name))
        .map((name): [string, string | string[]] => {
          const value = res.getHeader(name);
          return [name, Array.isArray(value) ? value : String(value)];
        });
      if (ttl > 0) res.setHeader(PAGE_CACHE_STATUS_HEADER, "miss");
    };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      decide();
      // A shared page's headers go out with its bytes, at its end.
      if (shared && holding) return this;
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;

    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!cacheable || chunk == null || typeof chunk === "function") return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buf.length;
      if (shared || size <= maxBodyBytes) chunks.push(buf);
      else cacheable = false;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      decide();
      if (shared) {
        collect(chunk, rest[0]);
        return true;
      }
      // After the write: the first one sends the headers, and with them decides `cacheable`.
      const result = (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      return result;
    } as typeof res.write;
    res.end = function (this: Response, ...args: unknown[]) {
      decide();
      collect(args[0], args[1]);
      if (shared) return endShared(this, Buffer.concat(chunks));
      if (!res.headersSent) res.writeHead(res.statusCode);
      const current = entries.get(key);
      if (cacheable && ttl > 0) {
        const template = toTemplate(Buffer.concat(chunks).toString("utf8"), res.locals.cspNonce as string | undefined);
        const body = compile(template);
        prepareGzip(body, store(key, { body, headers, status: res.statusCode }));
      } else if (current?.refreshing) {
        // The page stopped being cacheable (an error, a cookie): later visitors must not get the old copy.
        drop(key);
      }
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.end;

    /** The render as the bytes every anonymous visitor gets: no nonce, its inline code by hash, an ETag. */
    function endShared(res: Response, body: Buffer): Response {
      holding = false;
      const send = (bytes?: Buffer) => (end as (...a: unknown[]) => Response).call(res, ...(bytes ? [bytes] : []));
      const template = toTemplate(body.toString("utf8"), res.locals.cspNonce as string | undefined);
      const fixed = fixedCopy(template, res.locals.cspForHashes as FixedCopyCsp);
      if (!fixed) {
        // A nonce somewhere but in a nonce attribute: this render is this visitor's only.
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        res.removeHeader(PAGE_CACHE_STATUS_HEADER);
        return send(body);
      }
      res.setHeader("Content-Security-Policy", fixed.csp);
      res.setHeader("ETag", fixed.etag);
      if (ttl > 0 && size <= maxBodyBytes) compressCopy(fixed, store(key as string, { headers, status: res.statusCode, fixed }));
      if (notModified(req.headers["if-none-match"], fixed.etag)) {
        res.statusCode = 304;
        return send();
      }
      res.setHeader("Content-Length", fixed.bodies.identity.length);
      return send(fixed.bodies.identity);
    }
    next();
  };
  return Object.defineProperties(Object.assign(handler, { front }), { size: { get: () => entries.size } }) as PageCache;
}
