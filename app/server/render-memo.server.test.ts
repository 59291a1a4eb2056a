import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { fill } from "~/server/http/html-template.server";
import { createRenderMemo, renderKey } from "~/server/render-memo.server";

const cart = (qty: number) => ({ lines: [{ id: 7, name: "تيشيرت بولو", qty, price: "120.00" }], total: String(120 * qty) });

function context(loaderData: Record<string, unknown>, extra: Record<string, unknown> = {}): EntryContext {
  return { staticHandlerContext: { loaderData, actionData: null, errors: null, ...extra } } as unknown as EntryContext;
}

const get = (url = "http://shop.example/cart") => new Request(url);
const key = (
  data: Record<string, unknown>,
  { url, lang = "ar", status = 200, extra = {} }: { url?: string; lang?: string; status?: number; extra?: Record<string, unknown> } = {},
) => renderKey(get(url), status, lang, context(data, extra));

describe("renderKey", () => {
  it("is the same for the same URL, language and loader data", () => {
    expect(key({ root: { lang: "ar" }, cart: cart(2) })).toBe(key({ root: { lang: "ar" }, cart: cart(2) }));
  });

  it("differs when anything a shopper would see differs", () => {
    const base = key({ root: { user: null }, cart: cart(2) });
    expect(key({ root: { user: null }, cart: cart(3) })).not.toBe(base);
    expect(key({ root: { user: { name: "Mona" } }, cart: cart(2) })).not.toBe(base);
    expect(key({ root: { user: null }, cart: cart(2) }, { lang: "en" })).not.toBe(base);
    expect(key({ root: { user: null }, cart: cart(2) }, { url: "http://shop.example/cart?x=1" })).not.toBe(base);
    expect(key({ root: { user: null }, cart: cart(2) }, { url: "http://other.example/cart" })).not.toBe(base);
  });

  it("tells apart what JSON would merge: a missing field and an undefined one, a date and its text, NaN and null", () => {
    expect(key({ a: { x: undefined } })).not.toBe(key({ a: {} }));
    const at = new Date("2026-11-26T04:00:00Z");
    expect(key({ a: { at } })).not.toBe(key({ a: { at: at.toISOString() } }));
    expect(key({ a: { n: Number.NaN } })).not.toBe(key({ a: { n: null } }));
  });

  it("treats two add-to-cart form keys alike (each response gets a fresh one)", () => {
    const a = key({ product: { formKey: "add:0b8e2a64-1b7e-4c56-9a0e-3f1f2b7c9d10" } });
    const b = key({ product: { formKey: "add:5d2c9e31-8f4a-4b1e-b6c7-2a9d0e4f7c33" } });
    expect(a).toBe(b);
  });

  it("treats two buy-again form keys alike, so a repeat view of an unchanged order list is not rendered again", () => {
    const a = key({ orders: { againKey: "again:0b8e2a64-1b7e-4c56-9a0e-3f1f2b7c9d10", orders: [{ id: 1 }] } });
    const b = key({ orders: { againKey: "again:5d2c9e31-8f4a-4b1e-b6c7-2a9d0e4f7c33", orders: [{ id: 1 }] } });
    expect(a).toBe(b);
    expect(key({ orders: { againKey: "again:5d2c9e31-8f4a-4b1e-b6c7-2a9d0e4f7c33", orders: [{ id: 2 }] } })).not.toBe(a);
  });

  it("never memoizes a post, an error page, an action's answer, another status or data JSON cannot hold", () => {
    expect(renderKey(new Request("http://shop.example/cart", { method: "POST" }), 200, "ar", context({}))).toBeNull();
    expect(key({}, { status: 404 })).toBeNull();
    expect(key({}, { extra: { errors: { root: new Error("x") } } })).toBeNull();
    expect(key({}, { extra: { actionData: { "routes/cart": { ok: true } } } })).toBeNull();
    expect(key({ cart: { reviews: Promise.resolve([]) } })).toBeNull();
    expect(key({ cart: { ids: new Set([1]) } })).toBeNull();
  });
});

describe("createRenderMemo", () => {
  const nonce = "NONCEnonce0123456789==";
  const html = `<script nonce="${nonce}">x</script><form><input name="key" value="add:0b8e2a64-1b7e-4c56-9a0e-3f1f2b7c9d10"></form>`;

  it("gives back the render with this response's nonce and a fresh form key", () => {
    const memo = createRenderMemo({ ttlMs: 5000 });
    memo.set("k", html, nonce);
    const body = memo.get("k");
    expect(body).toBeDefined();
    const out = fill(body!, "other-nonce", () => "add:11111111-2222-4333-8444-555555555555").toString("utf8");
    expect(out).toBe('<script nonce="other-nonce">x</script><form><input name="key" value="add:11111111-2222-4333-8444-555555555555"></form>');
  });

  it("gives every buy-again form of a kept render this response's own buy-again key, the same in the HTML and its data", () => {
    const again = "again:0b8e2a64-1b7e-4c56-9a0e-3f1f2b7c9d10";
    const page = `<form><input name="key" value="${again}"></form><form><input name="key" value="${again}"></form><script nonce="${nonce}">{"againKey":"${again}"}</script>`;
    const memo = createRenderMemo({ ttlMs: 5000 });
    memo.set("orders", page, nonce);
    const first = fill(memo.get("orders")!, "n1", () => "unused").toString("utf8");
    const second = fill(memo.get("orders")!, "n2", () => "unused").toString("utf8");
    const keys = (out: string) => [...out.matchAll(/again:[0-9a-f-]{36}/g)].map((m) => m[0]);
    expect(keys(first)).toHaveLength(3);
    expect(new Set(keys(first)).size).toBe(1);
    expect(keys(first)[0]).not.toBe(again);
    expect(keys(second)[0]).not.toBe(keys(first)[0]);
    expect(first.replaceAll(keys(first)[0], "K").replace("n1", "N")).toBe(page.replaceAll(again, "K").replace(nonce, "N"));
  });

  it("forgets a render after its time", () => {
    let now = 1000;
    const memo = createRenderMemo({ ttlMs: 5000, now: () => now });
    memo.set("k", html, nonce);
    now += 4999;
    expect(memo.get("k")).toBeDefined();
    now += 1;
    expect(memo.get("k")).toBeUndefined();
  });

  it("lets go of expired renders when it keeps another, though no request asked for them again", () => {
    let now = 1000;
    const memo = createRenderMemo({ ttlMs: 5000, now: () => now });
    memo.set("a", html, nonce);
    memo.set("b", html, nonce);
    now += 5000;
    memo.set("c", html, nonce);
    expect(memo.size).toBe(1);
  });

  it("keeps nothing when turned off, nor a render bigger than its limit", () => {
    const off = createRenderMemo({ ttlMs: 0 });
    off.set("k", html, nonce);
    expect(off.get("k")).toBeUndefined();
    const small = createRenderMemo({ ttlMs: 5000, maxBodyBytes: 10 });
    small.set("k", html, nonce);
    expect(small.get("k")).toBeUndefined();
  });

  it("drops the oldest renders beyond its count and byte limits", () => {
    const byCount = createRenderMemo({ ttlMs: 5000, maxEntries: 2 });
    for (const k of ["a", "b", "c"]) byCount.set(k, html, nonce);
    expect(byCount.size).toBe(2);
    expect(byCount.get("a")).toBeUndefined();
    expect(byCount.get("c")).toBeDefined();
    const byBytes = createRenderMemo({ ttlMs: 5000, maxBytes: 150 });
    for (const k of ["a", "b", "c"]) byBytes.set(k, html, nonce);
    expect(byBytes.size).toBe(2);
    expect(byBytes.get("a")).toBeUndefined();
  });
});
