import type { AddressInfo } from "node:net";
import { request as httpRequest, type Server } from "node:http";
import express from "express";
import compression from "compression";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADD_KEY_PATTERN } from "../../app/lib/cart/form-key.ts";
import { fromTemplate, toTemplate } from "../../app/server/http/html-template.server.ts";
import { anonymousKey, pageCache } from "./page-cache.ts";
import { securityHeaders } from "../security/security-headers.ts";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
let clock = 0;
let renders = 0;
/** What the next render answers, per path. */
const behaviour: Record<
  string,
  { status?: number; setCookie?: string; cacheable?: boolean; type?: string; delayMs?: number; noKey?: boolean; thirdParties?: boolean; steady?: boolean }
> = {};
let server: Server;
let cache: ReturnType<typeof pageCache>;
let base = "";

beforeAll(async () => {
  const app = express();
  const security = securityHeaders({ formActionOrigins: [], imgOrigins: [] });
  // The pages below build absolute URLs on whatever Host they get: the cache must keep them apart.
  cache = pageCache({
    ttlSeconds: 5,
    staleSeconds: 30,
    maxEntries: 3,
    now: () => clock,
    origin: (req) => `http://${req.get("host")}`,
    secure: security.apply,
  });
  // As in server.ts: fresh hits answered in front of the compression and the security headers.
  app.use(cache.front);
  app.use((_req, res, next) => {
    res.setHeader("X-Long-Way", "1");
    next();
  });
  app.use(compression());
  app.use(security);
  app.use(cache);
  app.get("/{*splat}", async (req, res) => {
    renders += 1;
    const b = behaviour[req.path] ?? {};
    if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
    const nonce = String(res.locals.cspNonce);
    const key = `add:${crypto.randomUUID()}`;
    res.status(b.status ?? 200);
    res.setHeader("Content-Type", b.type ?? "text/html; charset=utf-8");
    // As the app's cache policy: a catalogue page any cache may keep, unless it needs a nonce or a key.
    res.setHeader("Cache-Control", b.noKey && !b.thirdParties ? SHARED : "private, no-cache");
    res.setHeader("Vary", "Cookie");
    if (b.setCookie) res.setHeader("Set-Cookie", b.setCookie);
    if (b.cacheable ?? true) res.setHeader("X-Page-Cacheable", "1");
    if (b.thirdParties) res.setHeader("X-Csp-Features", "gtm");
    if (b.noKey) {
      // A catalogue page: inline scripts and a style, no form key.
      res.write(`<html><head><style nonce="${nonce}">p{color:red}</style><script nonce="${nonce}">boot()</script>`);
      res.write(`<script type="module" src="/assets/entry.js" nonce="${nonce}"></script></head><body><p>render ${b.steady ? 0 : renders} é</p>`);
      return void res.end(`<script nonce="${nonce}">data("render ${b.steady ? 0 : renders}")</script></body></html>`);
    }
    // Streamed in pieces like React's renderer; the key appears in the form and in the hydration data.
    res.write(`<html><script nonce="${nonce}">x</script><form><input name="key" value="${key}">`);
    res.write(`</form><script nonce="${nonce}">data("${key}","render ${renders}")</script>`);
    res.end(`<link rel="canonical" href="http://${req.get("host")}${req.path}"></html>`);
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  clock += 1_000_000;
  for (const k of Object.keys(behaviour)) delete behaviour[k];
});

let unique = 0;
const freshPath = () => `/page-${++unique}`;

async function get(path: string, cookie?: string) {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { res, html, status: res.headers.get("x-page-cache"), nonce, keys: [...new Set(html.match(ADD_KEY_PATTERN) ?? [])] };
}

/** The raw answer to a GET, undecoded, with the headers given (fetch always sends its own Host and Accept-Encoding). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What a browser computes for each inline script and style of a page. */
function browserHashes(html: string) {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  return {
    scripts: [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1])),
    styles: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1])),
  };
}

/** A GET with a Host of the caller's choosing (fetch always sends the URL's). */
function getWithHost(path: string, host: string): Promise<{ status: string | null; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { headers: { host } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (html += d));
      res.on("end", () => resolve({ status: (res.headers["x-page-cache"] as string | undefined) ?? null, html }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("page micro-cache", () => {
  it("keys pages by origin: a forged Host fills no page another visitor gets", async () => {
    const path = freshPath();
    const attacker = await getWithHost(path, "evil.example");
    expect(attacker.html).toContain("http://evil.example/");
    expect((await getWithHost(path, "evil.example")).status).toBe("hit");
    const shopper = await get(path);
    expect(shopper.status).toBe("miss");
    expect(shopper.html).not.toContain("evil.example");
    expect((await get(path)).status).toBe("hit");
  });

  it("serves an anonymous visitor's second view from the cache with its own nonce and form key", async () => {
    const path = freshPath();
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe("miss");
    expect(second.status).toBe("hit");
    // Same page (the render counter inside did not move) ...
    expect(second.html.replace(/nonce="[^"]+"|add:[0-9a-f-]{36}/g, "")).toBe(first.html.replace(/nonce="[^"]+"|add:[0-9a-f-]{36}/g, ""));
    // ... with this response's nonce, matching its CSP header, everywhere the render had one.
    expect(second.nonce).toBeDefined();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html.split(`nonce="${second.nonce}"`)).toHaveLength(3);
    expect(second.html).not.toContain(first.nonce);
    // One fresh key, the same in the form and in the hydration data.
    expect(second.keys).toHaveLength(1);
    expect(second.keys[0]).not.toBe(first.keys[0]);
    expect(second.html.split(second.keys[0])).toHaveLength(3);
    expect(second.res.headers.get("cache-control")).toBe("private, no-cache");
    expect(second.res.headers.get("x-page-cacheable")).toBeNull();
    expect(first.res.headers.get("x-page-cacheable")).toBeNull();
    const third = await get(path);
    expect(third.keys[0]).not.toBe(second.keys[0]);
  });

  it("never shares a page with a visitor who has a session or a cart, and keeps languages and currencies apart", async () => {
    const path = freshPath();
    await get(path);
    const withSession = await get(path, "__session=abc");
    expect(withSession.status).toBeNull();
    expect(withSession.res.headers.get("x-page-cacheable")).toBeNull();
    expect((await get(path, "lng=en; cart=xyz")).status).toBeNull();
    expect((await get(path, "lng=en")).status).toBe("miss");
    expect((await get(path, "lng=en")).status).toBe("hit");
    expect((await get(path, "lng=en; currency=USD")).status).toBe("miss");
    expect((await get(path, "currency=USD; lng=en; device_id=d1")).status).toBe("hit");
    expect((await get(path)).status).toBe("hit");
  });

  it("serves a page any cache may keep as fixed bytes, the render too: its inline code allowed by hash, no nonce, an ETag, compressed once", async () => {
    const path = freshPath();
    behaviour[path] = { noKey: true };
    const first = await get(path);
    const before = renders;
    const second = await get(path);
    expect(first.status).toBe("miss");
    expect(second.status).toBe("hit");
    expect(renders).toBe(before);
    // Two anonymous visitors, the one who had it rendered and the one served from the cache: the same bytes (decision 085).
    expect(second.html).toBe(first.html);
    expect(second.html).not.toContain("nonce=");
    expect(first.res.headers.get("content-security-policy")).toBe(second.res.headers.get("content-security-policy"));
    const etag = first.res.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(second.res.headers.get("etag")).toBe(etag);
    expect(second.res.headers.get("cache-control")).toBe(SHARED);
    const csp = second.res.headers.get("content-security-policy")!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(" ");
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1].split(" ");
    const { scripts, styles } = browserHashes(second.html);
    expect(scripts).toHaveLength(2);
    // Exactly the page's own inline code, and scripts of this origin (the module entry, its imports).
    expect(scriptSrc.sort()).toEqual(["'self'", ...scripts].sort());
    expect(styleSrc.sort()).toEqual(["'self'", ...styles].sort());
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("strict-dynamic");
    expect(csp).toContain("object-src 'none'");

    // The compressed bodies are made off the main thread; then each visitor gets what it accepts.
    await new Promise((r) => setTimeout(r, 200));
    const identity = Buffer.from(second.html, "utf8");
    const br = await rawGet(path, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(identity)).toBe(true);
    const gz = await rawGet(path, { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(identity)).toBe(true);
    const plain = await rawGet(path, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(identity)).toBe(true);
    expect(renders).toBe(before);
  });

  it("gzips a copy with a nonce and form keys by joining parts compressed once with this response's slots", async () => {
    const path = freshPath();
    await get(path);
    await new Promise((r) => setTimeout(r, 200));
    const before = renders;
    const [a, b] = [await rawGet(path, { "accept-encoding": "gzip, br" }), await rawGet(path, { "accept-encoding": "gzip, br" })];
    expect(renders).toBe(before);
    for (const hit of [a, b]) {
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
    }
    const [htmlA, htmlB] = [gunzipSync(a.body).toString("utf8"), gunzipSync(b.body).toString("utf8")];
    const nonceOf = (headers: Record<string, unknown>) => /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]))![1];
    // Each answer has its own nonce (the one in its policy) and its own key, in the form and the data alike.
    expect(htmlA.split(`nonce="${nonceOf(a.headers)}"`)).toHaveLength(3);
    expect(htmlB.split(`nonce="${nonceOf(b.headers)}"`)).toHaveLength(3);
    const [keyA, keyB] = [htmlA.match(ADD_KEY_PATTERN)!, htmlB.match(ADD_KEY_PATTERN)!];
    expect(new Set(keyA).size).toBe(1);
    expect(keyA[0]).not.toBe(keyB[0]);
  });

  it("answers a fresh hit in front of the chain with the same security headers, and a copy not yet compressed the long way", async () => {
    const fixedPath = freshPath();
    behaviour[fixedPath] = { noKey: true };
    const keyedPath = freshPath();
    for (const path of [fixedPath, keyedPath]) {
      const miss = await get(path);
      expect(miss.res.headers.get("x-long-way")).toBe("1");
      await new Promise((r) => setTimeout(r, 100)); // the compressed bodies are made off the main thread
      const hit = await get(path);
      expect(hit.status).toBe("hit");
      expect(hit.res.headers.get("x-long-way")).toBeNull();
      for (const name of [
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
        "permissions-policy",
      ])
        expect(hit.res.headers.get(name), name).toBe(miss.res.headers.get(name));
      expect(hit.res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), payment=(), usb=(), geolocation=(self)");
      // The fixed copy's policy names its inline code by hash; the keyed one has this response's nonce, as in its HTML.
      if (path === fixedPath) expect(hit.res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^;]*; style-src 'self' 'sha256-/);
      else expect(hit.html).toContain(`nonce="${hit.nonce}"`);
      const browser = await rawGet(path, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(browser.headers["x-long-way"]).toBeUndefined();
      expect(browser.headers["content-encoding"]).toBe(path === fixedPath ? "br" : "gzip");
    }
    // The keyed copy has no brotli body of its own: a visitor who takes only brotli gets the compression middleware's.
    const brOnly = await rawGet(keyedPath, { "accept-encoding": "br" });
    expect(brOnly.headers["x-page-cache"]).toBe("hit");
    expect(brOnly.headers["x-long-way"]).toBe("1");
    // (This page is under the compression middleware's 1 KB threshold, so it goes as it is.)
    const html = brOnly.body.toString();
    expect(html).toContain("<form>");
    const nonce = /'nonce-([^']+)'/.exec(String(brOnly.headers["content-security-policy"]))?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("keeps the nonce on copies with form keys or third-party scripts", async () => {
    const withKey = freshPath();
    await get(withKey);
    expect((await get(withKey)).nonce).toBeDefined();
    const gtm = freshPath();
    behaviour[gtm] = { noKey: true, thirdParties: true };
    await get(gtm);
    const hit = await get(gtm);
    expect(hit.status).toBe("hit");
    expect(hit.nonce).toBeDefined();
    expect(hit.html).toContain(`nonce="${hit.nonce}"`);
    expect(hit.res.headers.get("content-security-policy")).toContain("googletagmanager");
  });

  it("answers 304 to an If-None-Match that names the page's ETag, from the cache and from a render alike", async () => {
    const path = freshPath();
    // The same data rendered again is the same page, with the same validator.
    behaviour[path] = { noKey: true, steady: true };
    const etag = (await get(path)).res.headers.get("etag")!;
    const hit = await fetch(base + path, { headers: { "if-none-match": `"other", ${etag}` } });
    expect(hit.status).toBe(304);
    expect(hit.headers.get("etag")).toBe(etag);
    expect(await hit.text()).toBe("");
    clock += 40_000;
    const rendered = await fetch(base + path, { headers: { "if-none-match": etag } });
    expect(rendered.status).toBe(304);
    expect(rendered.headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(base + path, { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
  });

  it("keeps a 404 any cache may keep, with its status", async () => {
    const path = freshPath();
    behaviour[path] = { noKey: true, status: 404 };
    await get(path);
    const again = await get(path);
    expect(again.status).toBe("hit");
    expect(again.res.status).toBe(404);
  });

  it("keeps only 200 and 404 HTML answers that opted in and set no cookie", async () => {
    for (const b of [{ status: 500 }, { setCookie: "lng=en; Path=/" }, { cacheable: false }, { type: "text/x-script" }]) {
      const path = freshPath();
      behaviour[path] = b;
      const before = renders;
      await get(path);
      const again = await get(path);
      expect(again.status === "hit").toBe(false);
      expect(renders).toBe(before + 2);
    }
  });

  it("serves a stale copy while one request renders it again, then the new copy", async () => {
    const path = freshPath();
    await get(path);
    clock += 6_000;
    behaviour[path] = { delayMs: 300 };
    const refresh = get(path);
    await new Promise((r) => setTimeout(r, 100));
    const meanwhile = await get(path);
    expect(meanwhile.status).toBe("stale");
    expect(meanwhile.nonce && meanwhile.html.includes(meanwhile.nonce)).toBe(true);
    expect((await refresh).status).toBe("miss");
    expect((await get(path)).status).toBe("hit");
    clock += 40_000;
    expect((await get(path)).status).toBe("miss");
  });

  it("forgets the old copy when the page stops being cacheable", async () => {
    const path = freshPath();
    await get(path);
    clock += 6_000;
    behaviour[path] = { status: 500 };
    const before = renders;
    expect((await get(path)).res.status).toBe(500);
    const after = await get(path);
    expect(after.res.status).toBe(500);
    expect(after.status).toBeNull();
    expect(renders).toBe(before + 2);
  });

  it("lets go of pages past their stale window when it keeps another, though no one asked for them again", async () => {
    const [gone, kept] = [freshPath(), freshPath()];
    await get(gone);
    clock += 36_000;
    await get(freshPath());
    expect(cache.size).toBe(1);
    await get(kept);
    expect(cache.size).toBe(2);
  });

  it("keeps a bounded number of pages, oldest out first", async () => {
    const paths = [freshPath(), freshPath(), freshPath(), freshPath()];
    for (const p of paths) await get(p);
    expect((await get(paths[0])).status).toBe("miss");
    expect((await get(paths[3])).status).toBe("hit");
  });
});

describe("page cache helpers", () => {
  it("keys only GET requests whose cookies are preferences", () => {
    const req = (cookie?: string, method = "GET") => ({ method, originalUrl: "/x?a=1", headers: cookie ? { cookie } : {} });
    expect(anonymousKey(req())).toBe("\n/x?a=1\n\n");
    expect(anonymousKey(req("lng=en; currency=EGP"), "https://shop.example")).toBe("https://shop.example\n/x?a=1\nen\nEGP");
    expect(anonymousKey(req("lng=en; __session=s"))).toBeNull();
    expect(anonymousKey(req(undefined, "POST"))).toBeNull();
    expect(anonymousKey({ ...req(), headers: { authorization: "Bearer t" } })).toBeNull();
  });

  it("turns nonce and keys into slots and fills them afresh", () => {
    const key = "add:12345678-1234-1234-1234-123456789abc";
    const template = toTemplate(`<a nonce="N1+/=">${key} ${key}</a>`, "N1+/=");
    expect(template).not.toContain("N1+/=");
    expect(template).not.toContain(key);
    let n = 0;
    expect(fromTemplate(template, "N2", () => `k${++n}`)).toBe(`<a nonce="N2">k1 k1</a>`);
  });
});
