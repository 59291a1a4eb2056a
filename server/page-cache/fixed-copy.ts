/**
 * A cached page as fixed bytes (decision 042): when the only thing a copy would change per
 * response is the CSP nonce, the copy drops its nonce attributes, its policy names its inline
 * scripts and styles by their SHA-256 hashes, and its body is compressed once (gzip and
 * brotli, off the main thread). A hit then only picks the bytes for the visitor's
 * Accept-Encoding, as a static file server would.
 */
import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { InlineHashes } from "../security/security-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface FixedCopy {
  /** The copy's own policy: its inline code by hash, no nonce. */
  csp: string;
  /** Identity at once; the compressed bodies as soon as they are made. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** The same for every visitor, so every cache can revalidate with If-None-Match (decision 085). */
  etag: string;
}

const BROTLI_QUALITY = 6;

/** The nonce's place in a template (page-cache.ts), always inside a nonce attribute. */
const NONCE_ATTRIBUTE = ' nonce="\u0000N\u0000"';
const SLOT = /\u0000(N|K)\u0000/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The hashes a browser computes for the inline scripts (not `src` ones) and styles of a page. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attributes)) scripts.add(sha256(text));
  }
  const styles = new Set<string>();
  for (const [, text] of html.matchAll(INLINE_STYLE)) styles.add(sha256(text));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The fixed copy of a template, or undefined when it needs per-response parts: a form key, or
 * a nonce anywhere but in a nonce attribute. Its compressed bodies come with `compressCopy`.
 */
export function fixedCopy(template: string, cspForHashes: (hashes: InlineHashes) => string): FixedCopy | undefined {
  const html = template.split(NONCE_ATTRIBUTE).join("");
  if (SLOT.test(html)) return undefined;
  const identity = Buffer.from(html, "utf8");
  return { csp: cspForHashes(inlineHashes(html)), bodies: { identity }, etag: etagOf(identity) };
}

/**
 * A validator of the page's bytes (decision 085): weak, because the same page goes out as brotli,
 * gzip or identity, and nginx's gzip would weaken a strong one anyway.
 */
export const etagOf = (identity: Buffer) => `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;

/** Whether a request's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return String(ifNoneMatch)
    .split(",")
    .some((tag) => {
      const t = tag.trim();
      return t === "*" || t.replace(/^W\//, "") === opaque;
    });
}

/**
 * Makes the copy's gzip (level 9) and brotli (quality 6) bodies on libuv's thread pool; until then a hit sends identity.
 * `made` hears each body's size, for a cache that counts its bytes. Brotli's quality 9 is a cliff for a 50 KB
 * page: ~80 ms of CPU per copy against ~2.5 ms at 6, for 1-3% fewer bytes, and every miss of a store
 * with many pages pays it (decision 042, amended).
 */
export function compressCopy(copy: FixedCopy, made: (bytes: number) => void = () => undefined): FixedCopy {
  const { identity } = copy.bodies;
  gzip(identity, { level: 9 }, (error, body) => {
    if (error) return;
    copy.bodies.gzip = body;
    made(body.length);
  });
  brotliCompress(
    identity,
    { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } },
    (error, body) => {
      if (error) return;
      copy.bodies.br = body;
      made(body.length);
    },
  );
  return copy;
}

/**
 * Whether an Accept-Encoding header accepts an encoding (named or `*`, q > 0). Parsed here rather than by Express's
 * `req.acceptsEncodings`: that ranks by the header's order, so Chrome's "gzip, deflate, br"
 * would get gzip where brotli is smaller.
 */
export function accepts(acceptEncoding: string | string[] | undefined, encoding: Exclude<Encoding, "identity">): boolean {
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if ((name === encoding || name === "*") && !(q && Number(q.slice(2)) === 0)) return true;
  }
  return false;
}

/** The best encoding the visitor accepts that the copy has ready: brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | string[] | undefined, bodies: FixedCopy["bodies"]): Encoding {
  for (const encoding of ["br", "gzip"] as const) {
    if (bodies[encoding] && accepts(acceptEncoding, encoding)) return encoding;
  }
  return "identity";
}
