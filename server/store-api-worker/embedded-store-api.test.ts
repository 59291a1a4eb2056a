import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { snapshotFile } from "../../store-api/testing.ts";
import { type EmbeddedStoreApi, startEmbeddedStoreApi } from "./embedded-store-api.ts";

type Line = { level: string; msg: string; data?: Record<string, unknown> };

async function start(lines: Line[] = []) {
  const seedDump = (await snapshotFile()) ?? undefined;
  return startEmbeddedStoreApi({ seedDump, resetUrl: "http://localhost:3000/password/reset/" }, (level, msg, data) => lines.push({ level, msg, data }));
}

// Each test starts a thread that compiles the Store API with tsx: tens of seconds on a busy machine.
describe("the embedded Store API in its own thread", { timeout: 120_000 }, () => {
  let api: EmbeddedStoreApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it("answers over its message port and HTTP on loopback once started, reads a guest's cart back by its cookie, and close stops it", async () => {
    api = await start();
    expect(api.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const bootstrap = await api.fetch(new Request(new URL("bootstrap", api.baseUrl), { headers: { "X-LANG": "en" } }));
    expect(bootstrap.status).toBe(200);
    const added = await api.fetch(
      new Request(new URL("store/cart", api.baseUrl), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ item_id: 1, unit_id: 1, qty: 2 }),
      }),
    );
    expect(added.status).toBe(200);
    const cookie = added.headers.getSetCookie()[0]!.split(";")[0]!;
    const cart = (await (await api.fetch(new Request(new URL("store/cart", api.baseUrl), { headers: { Cookie: cookie } }))).json()) as {
      data: { items: Array<{ qty: number }> };
    };
    expect(cart.data.items.map((l) => l.qty)).toEqual([2]);
    // The same answer over the loopback port (the STORE_API_PUBLIC=1 mount's way in).
    const overHttp = (await (await fetch(new URL("store/cart", api.baseUrl), { headers: { Cookie: cookie } })).json()) as typeof cart;
    expect(overHttp.data.items.map((l) => l.qty)).toEqual([2]);
    // An aborted call rejects with its signal's reason, as fetch does (decision 049).
    const aborted = new AbortController();
    aborted.abort(new DOMException("gone", "AbortError"));
    await expect(api.fetch(new Request(new URL("bootstrap", api.baseUrl), { signal: aborted.signal }))).rejects.toMatchObject({ name: "AbortError" });
    expect(api.healthy()).toBe(true);

    await api.close();
    expect(api.healthy()).toBe(false);
    await expect(fetch(new URL("bootstrap", api.baseUrl))).rejects.toThrow();
  });

  it("believes X-Client-Ip on its loopback port only from the /api mount: other local callers are one address to the limits (issue #40.3)", async () => {
    api = await start();
    const login = (base: string, login: string, headers: Record<string, string>) =>
      fetch(new URL("login", base), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ login, password: "Wrong#1234" }),
      }).then((r) => r.status);
    // A local process (or a forged request to 127.0.0.1) naming a new address each time, with a guessed proof or none.
    const direct: number[] = [];
    for (let i = 0; i < 11; i++) {
      direct.push(await login(api.baseUrl, "victim@example.com", { "X-Client-Ip": `10.40.0.${i}`, ...(i % 2 ? { "X-Store-Api-Proxy": "guess" } : {}) }));
    }
    expect(direct).toEqual([...Array(10).fill(422), 429]);

    // Through the mount, each shopper is their own address (here told by a trusted proxy's X-Forwarded-For).
    const app = express();
    app.set("trust proxy", true);
    app.use("/api", api.handler);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
      const mounted: number[] = [];
      for (let i = 0; i < 11; i++) mounted.push(await login(base, "shopper@example.com", { "X-Forwarded-For": `10.41.0.${i}`, "X-Client-Ip": "10.41.9.9" }));
      expect(mounted).toEqual(Array(11).fill(422));
    } finally {
      server.close();
    }
  });

  it("a thread that stops on its own is noticed (unhealthy, logged, calls fail at once instead of hanging), then started again and answers", async () => {
    const lines: Line[] = [];
    api = await start(lines);
    const first = api.thread;
    await first.terminate();
    expect(api.healthy()).toBe(false);
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", msg: expect.stringContaining("embedded Store API stopped") }));
    const started = Date.now();
    await expect(api.fetch(new Request(new URL("bootstrap", api.baseUrl)))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    // Restarted in this process (decision 068): the same baseUrl answers again, over the message port and /api's loopback port.
    await expect.poll(() => api!.healthy(), { timeout: 90_000, interval: 100 }).toBe(true);
    expect(api.thread).not.toBe(first);
    expect(api.restarts()).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", msg: "The embedded Store API was restarted" }));
    expect((await api.fetch(new Request(new URL("bootstrap", api.baseUrl), { headers: { "X-LANG": "en" } }))).status).toBe(200);
  });
});
