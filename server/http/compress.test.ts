import type { AddressInfo } from "node:net";
import { request, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressWhenAccepted } from "./compress.ts";

const PAGE = `<html><body>${"<p>سلة التسوق · Cart</p>".repeat(200)}</body></html>`;

/** A raw GET: fetch always asks for an encoding. */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("compressWhenAccepted", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(compressWhenAccepted());
    app.get("/page", (_req, res) => void res.type("html").send(PAGE));
    app.get("/raw", (_req, res) => void res.set("Cache-Control", "no-store, no-transform").type("html").send(PAGE));
    app.get("/image", (_req, res) => void res.type("png").send(Buffer.alloc(4096)));
    server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("compresses for a client that accepts gzip, and says the answer varies by encoding", async () => {
    const res = await get(base, "/page", { "Accept-Encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(res.body).toString("utf8")).toBe(PAGE);
  });

  it("sends identity bytes to a client that names no encoding, with the same Vary a compressed answer has", async () => {
    const res = await get(base, "/page");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.toString("utf8")).toBe(PAGE);
  });

  it("adds no Vary where compression would not apply: an image, or an answer marked no-transform", async () => {
    for (const headers of [{}, { "Accept-Encoding": "gzip" }] as Record<string, string>[]) {
      expect((await get(base, "/image", headers)).headers.vary).toBeUndefined();
      const raw = await get(base, "/raw", headers);
      expect(raw.headers.vary).toBeUndefined();
      expect(raw.headers["content-encoding"]).toBeUndefined();
    }
  });
});
