import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { createRedisRecentlyViewed } from "./recently-viewed.server";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis) console.warn("SKIPPED: redis-server is not installed (apt-get install redis-server); the shared recently viewed tests did not run.");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForRedis(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.close();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("redis-server did not start");
}

describe.skipIf(!hasRedis)("recently viewed in Redis (decision 083)", () => {
  let server: ChildProcess;
  let url: string;
  const warnings: string[] = [];
  const log = (_level: string, msg: string) => void warnings.push(msg);

  beforeAll(async () => {
    const port = await freePort();
    server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    url = `redis://127.0.0.1:${port}`;
    await waitForRedis(url);
  });
  afterAll(() => {
    server?.kill();
  });

  it("two instances share one list: newest first, once each, at most the maximum, with an expiry", async () => {
    const a = createRedisRecentlyViewed(url, { log, prefix: "t1:", max: 3 });
    const b = createRedisRecentlyViewed(url, { log, prefix: "t1:", max: 3 });
    await Promise.all([a.connected, b.connected]);
    for (const [store, slug] of [
      [a, "p1"],
      [b, "p2"],
      [a, "p3"],
      [b, "p1"],
      [a, "p4"],
    ] as const)
      await store.add("session-1", slug);
    expect(await b.list("session-1")).toEqual(["p4", "p1", "p3"]);
    expect(await a.list("session-2")).toEqual([]);
    const probe = createClient({ url });
    await probe.connect();
    expect(await probe.pTTL("t1:session-1")).toBeGreaterThan(0);
    await probe.close();
    await Promise.all([a.close(), b.close()]);
    expect(warnings).toEqual([]);
  });

  it("answers from this instance's memory while Redis cannot", async () => {
    const port = await freePort();
    const down = createRedisRecentlyViewed(`redis://127.0.0.1:${port}`, { log, prefix: "t2:", timeoutMs: 100 });
    await down.add("session-1", "p1");
    await down.add("session-1", "p2");
    expect(await down.list("session-1")).toEqual(["p2", "p1"]);
    expect(warnings).toContain("Recently viewed Redis unavailable; lists are kept per instance");
    await down.close();
  });
});
