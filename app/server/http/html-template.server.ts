/**
 * A rendered page as a template: the render's CSP nonce and form keys (add-to-cart, buy-again) cut out as slots,
 * so another response can reuse the bytes with its own nonce and fresh keys. Shared by the page
 * micro-cache (server/page-cache.ts, decision 022) and the render memo (render-memo.server.ts).
 */
import { ADD_KEY_PATTERN, AGAIN_KEY_PATTERN, mintAddKey, mintAgainKey } from "../../lib/cart/form-key";

const SLOT = /\u0000(N|K|A)\u0000/g;
type Slot = "N" | "K" | "A";

/** The body as a template: the render's nonce and form keys become slots. */
export function toTemplate(body: string, nonce: string | undefined): string {
  let template = body.replace(SLOT, "");
  if (nonce) template = template.split(nonce).join("\u0000N\u0000");
  return template.replace(ADD_KEY_PATTERN, "\u0000K\u0000").replace(AGAIN_KEY_PATTERN, "\u0000A\u0000");
}

/** Fills the slots: this response's nonce, and one fresh key per distinct key of the render. */
export function fromTemplate(template: string, nonce: string, mintKey: () => string = mintAddKey): string {
  return fill(compile(template), nonce, mintKey).toString("utf8");
}

/** The template cut at its slots once, so a hit only joins bytes. */
export interface Compiled {
  parts: Buffer[];
  slots: Slot[];
  /** The parts deflated for gzip-splice.ts, once ready. */
  deflated?: Buffer[];
}

export function compile(template: string): Compiled {
  const pieces = template.split(SLOT);
  return {
    parts: pieces.filter((_, i) => i % 2 === 0).map((p) => Buffer.from(p, "utf8")),
    slots: pieces.filter((_, i) => i % 2 === 1) as Slot[],
  };
}

/** This response's bytes for each slot: its nonce, one fresh add key for every add key slot, one fresh buy-again key for every buy-again slot. */
export function slotValues({ slots }: Compiled, nonce: string, mintKey: () => string): Buffer[] {
  const nonceBytes = Buffer.from(nonce, "utf8");
  let key: Buffer | undefined;
  let again: Buffer | undefined;
  return slots.map((slot) =>
    slot === "N" ? nonceBytes : slot === "K" ? (key ??= Buffer.from(mintKey(), "utf8")) : (again ??= Buffer.from(mintAgainKey(), "utf8")),
  );
}

export function fill(compiled: Compiled, nonce: string, mintKey: () => string): Buffer {
  const values = slotValues(compiled, nonce, mintKey);
  return Buffer.concat(compiled.parts.flatMap((part, i) => (i < values.length ? [part, values[i]] : [part])));
}
