/**
 * Render memo (decision 051): a document's HTML is a function of its URL, status, language and the
 * data its loaders answered, plus the CSP nonce and the add-to-cart form keys, which a template puts
 * back per response (html-template.server.ts). When the loaders answer exactly what they answered a
 * moment ago (a shopper reloading the cart, two tabs on one account, the same signed-in page), the
 * earlier render is reused instead of rendering the same bytes again.
 *
 * The key is a hash of all of those inputs, so two requests share a render only when every byte
 * of it would be the same: nothing of one shopper can reach another. Anything the key cannot hold
 * exactly (a streamed promise, an error, an action's answer) is never memoized.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "react-router";
import { ADD_KEY_PATTERN, AGAIN_KEY_PATTERN } from "~/lib/cart/form-key";
import { type Compiled, compile, toTemplate } from "~/server/http/html-template.server";

/** Thrown out of JSON.stringify when the loader data holds a value JSON cannot tell apart. */
const NOT_PLAIN = new Error("not plain data");

function tagged(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  if (original instanceof Date) return `\u0000date:${original.getTime()}`;
  if (value === undefined) return "\u0000undefined";
  if (typeof value === "number" && !Number.isFinite(value)) return `\u0000number:${value}`;
  if (typeof value === "string") return value.replace(ADD_KEY_PATTERN, "\u0000key").replace(AGAIN_KEY_PATTERN, "\u0000again");
  if (value === null || typeof value === "boolean" || typeof value === "number") return value;
  if (Array.isArray(value)) return value;
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return value;
  if (typeof value === "object" && Object.getPrototypeOf(value) === null) return value;
  throw NOT_PLAIN;
}

/**
 * The memo key of a document render, or null when it must be rendered: anything but a GET answered
 * 200 without errors or an action's data, or loader data that is not plain JSON-like values.
 */
export function renderKey(request: Request, status: number, lang: string, context: EntryContext): string | null {
  if (request.method !== "GET" || status !== 200) return null;
  const state = context.staticHandlerContext;
  if (state.errors || state.actionData) return null;
  let data: string;
  try {
    data = JSON.stringify({ url: request.url.replace(ADD_KEY_PATTERN, "\u0000key"), lang, loaderData: state.loaderData }, tagged);
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
  return createHash("sha256").update(data).digest("base64");
}

export interface RenderMemoOptions {
  ttlMs: number;
  maxEntries?: number;
  /** All kept renders together stay under this many bytes. */
  maxBytes?: number;
  /** Bigger renders are not kept. */
  maxBodyBytes?: number;
  now?: () => number;
}

interface Entry {
  body: Compiled;
  bytes: number;
  until: number;
}

export interface RenderMemo {
  get(key: string): Compiled | undefined;
  set(key: string, html: string, nonce: string | undefined): void;
  readonly size: number;
}

export function createRenderMemo({
  ttlMs,
  maxEntries = 300,
  maxBytes = 16 * 1024 * 1024,
  maxBodyBytes = 512 * 1024,
  now = Date.now,
}: RenderMemoOptions): RenderMemo {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() >= entry.until) {
        drop(key);
        return undefined;
      }
      return entry.body;
    },
    set(key, html, nonce) {
      if (ttlMs <= 0 || html.length > maxBodyBytes) return;
      drop(key);
      const body = compile(toTemplate(html, nonce));
      const size = body.parts.reduce((sum, part) => sum + part.length, 0);
      // Expired renders first (each lives as long, so insertion order is their order of expiry): one
      // no request asks for again is not held until the bounds push it out.
      const at = now();
      for (const [old, entry] of entries) {
        if (at < entry.until) break;
        drop(old);
      }
      // Oldest first: the Map keeps insertion order.
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) drop(entries.keys().next().value as string);
      entries.set(key, { body, bytes: size, until: at + ttlMs });
      bytes += size;
    },
    get size() {
      return entries.size;
    },
  };
}
