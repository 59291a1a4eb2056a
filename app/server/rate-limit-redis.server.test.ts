import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { createRedisLimiter, redisKey } from "./rate-limit-redis.server";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis) console.warn("SKIPPED: redis-server is not installed (apt-get install redis-server); the shared rate-limit tests did not run.");

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

describe.skipIf(!hasRedis)("rate limits in Redis", () => {
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

  it("two limiters (two instances) share one count: the 11th attempt is refused whichever answers", async () => {
    const a = createRedisLimiter(url, { log, prefix: "t1:" });
    const b = createRedisLimiter(url, { log, prefix: "t1:" });
    expect(await a.connected).toBe(true);
    expect(await b.connected).toBe(true);
    const limit = { max: 10, windowMs: 60_000 };
    const results: boolean[] = [];
    for (let i = 0; i < 11; i++) results.push(await (i % 2 ? b : a).hit("login:1.2.3.4:a@b.co", limit));
    expect(results.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(results[10]).toBe(false);
    // Another identifier has its own counter.
    expect(await a.hit("login:1.2.3.4:c@d.co", limit)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it("opens again after the window and stores only hashed keys with an expiry", async () => {
    const limiter = createRedisLimiter(url, { log, prefix: "t2:" });
    expect(await limiter.connected).toBe(true);
    const limit = { max: 1, windowMs: 1500 };
    expect(await limiter.hit("login:9.9.9.9:secret@example.com", limit)).toBe(true);
    expect(await limiter.hit("login:9.9.9.9:secret@example.com", limit)).toBe(false);

    const inspect = createClient({ url });
    await inspect.connect();
    const keys = await inspect.keys("t2:*");
    expect(keys).toEqual([redisKey("login:9.9.9.9:secret@example.com", "t2:")]);
    expect(keys[0]).not.toContain("secret");
    expect(keys[0]).not.toContain("9.9.9.9");
    const ttl = await inspect.pTTL(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1500);
    await inspect.close();

    await new Promise((r) => setTimeout(r, 1600));
    expect(await limiter.hit("login:9.9.9.9:secret@example.com", limit)).toBe(true);
    await limiter.close();
  });

  it("fails open with a logged warning when Redis is unreachable", async () => {
    const port = await freePort();
    const before = warnings.length;
    const limiter = createRedisLimiter(`redis://127.0.0.1:${port}`, { log, prefix: "t3:" });
    const limit = { max: 1, windowMs: 60_000 };
    expect(await limiter.hit("login:x", limit)).toBe(true);
    expect(await limiter.hit("login:x", limit)).toBe(true);
    expect(warnings.length).toBeGreaterThan(before);
    expect(warnings.at(-1)).toMatch(/not enforced|allowed/);
    await limiter.close();
  });
});
