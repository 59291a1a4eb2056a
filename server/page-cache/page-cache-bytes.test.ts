import { randomBytes } from "node:crypto";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../security/security-headers.ts";
import { pageCache } from "./page-cache.ts";

// Pages of ~20 KB that hardly compress: each holds ~20 KB as identity, then ~15 KB more each as gzip and brotli.
const PAGE_FILLER = 15_000;
const MAX_BYTES = 80_000;
let server: Server;
let base = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  const security = securityHeaders({ formActionOrigins: [], imgOrigins: [] });
  const cache = pageCache({ ttlSeconds: 60, maxEntries: 100, maxBytes: MAX_BYTES, secure: security.apply });
  app.use(cache.front);
  app.use(compression());
  app.use(security);
  app.use(cache);
  app.get("/{*splat}", (req, res) => {
    renders += 1;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    // A catalogue page any cache may keep: kept as fixed bytes in three encodings (decision 085).
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    res.setHeader("X-Page-Cacheable", "1");
    res.end(`<html><body><h1>${req.path}</h1><p>${randomBytes(PAGE_FILLER).toString("base64")}</p></body></html>`);
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A GET as a browser sends it (brotli accepted): the cache's status and the body's encoding. */
function browserGet(path: string): Promise<{ cache: string | undefined; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ cache: res.headers["x-page-cache"] as string | undefined, encoding: res.headers["content-encoding"] as string | undefined }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Asks until the cache answers the page as brotli from its copy: its compressed bodies are made (off the main thread). */
async function compressed(path: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await browserGet(path);
    if (answer.cache === "hit" && answer.encoding === "br") return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`${path} was never answered as brotli from the cache`);
}

describe("page cache bounded in bytes (decision 094)", () => {
  it("counts every body a page holds, the compressed ones as they are made, and drops the oldest pages past the bound", async () => {
    await browserGet("/first");
    await compressed("/first");
    // Two pages' identity bodies fit in the bound; with their gzip and brotli bodies they do not.
    await browserGet("/second");
    await compressed("/second");
    const before = renders;
    expect((await browserGet("/second")).cache).toBe("hit");
    expect(renders).toBe(before);
    expect((await browserGet("/first")).cache).toBe("miss");
    expect(renders).toBe(before + 1);
  });

  it("keeps the newest page even when it alone is bigger than the bound", async () => {
    const big = pageCache({ ttlSeconds: 60, maxBytes: 1, secure: securityHeaders({ formActionOrigins: [], imgOrigins: [] }).apply });
    const app = express();
    app.use(big);
    app.get("/{*splat}", (_req, res) => {
      renders += 1;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("X-Page-Cacheable", "1");
      res.end("<html><body>a page with a form key of its own</body></html>");
    });
    const other = app.listen(0);
    await new Promise((r) => other.once("listening", r));
    try {
      const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/only`;
      expect((await fetch(url)).headers.get("x-page-cache")).toBe("miss");
      const before = renders;
      expect((await fetch(url)).headers.get("x-page-cache")).toBe("hit");
      expect(renders).toBe(before);
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });
});
