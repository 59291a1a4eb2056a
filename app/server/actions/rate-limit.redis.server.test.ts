import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { createHash } from "node:crypto";
import { LIMITS, createLimiters } from "./rate-limit.server";

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

  it("two instances share one count: the 11th sign-in is refused whichever answers", async () => {
    const a = createLimiters({ redisUrl: url, log, prefix: "t1:" });
    const b = createLimiters({ redisUrl: url, log, prefix: "t1:" });
    expect(await a.connected).toBe(true);
    expect(await b.connected).toBe(true);
    const verdicts = [];
    for (let i = 0; i < 11; i++) verdicts.push(await (i % 2 ? b : a).consume([["login", "1.2.3.4:a@b.co"]]));
    expect(verdicts.slice(0, 10).every((v) => v.allowed)).toBe(true);
    expect(verdicts[10].allowed).toBe(false);
    if (!verdicts[10].allowed) expect(verdicts[10].retryAfterSeconds).toBeGreaterThan(55);
    // Another identifier has its own counter.
    expect((await a.consume([["login", "1.2.3.4:c@d.co"]])).allowed).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it("stores only hashed keys, each with the window as its expiry", async () => {
    const limiter = createLimiters({ redisUrl: url, log, prefix: "t2:" });
    expect(await limiter.connected).toBe(true);
    expect((await limiter.consume([["login", "9.9.9.9:secret@example.com"]])).allowed).toBe(true);

    const inspect = createClient({ url });
    await inspect.connect();
    const keys = await inspect.keys("t2:*");
    const digest = createHash("sha256").update("9.9.9.9:secret@example.com").digest("base64url");
    expect(keys).toEqual([`t2:login:${digest}`]);
    expect(keys[0]).not.toContain("secret");
    expect(keys[0]).not.toContain("9.9.9.9");
    const ttl = await inspect.pTTL(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIMITS.login.duration * 1000);
    await inspect.close();
    await limiter.close();
  });

  it("counts in this process, with a logged warning, while Redis is unreachable", async () => {
    const port = await freePort();
    const before = warnings.length;
    const limiter = createLimiters({ redisUrl: `redis://127.0.0.1:${port}`, log, prefix: "t3:" });
    expect(await limiter.connected).toBe(false);
    const verdicts = [];
    for (let i = 0; i < 11; i++) verdicts.push(await limiter.consume([["login", "x"]]));
    expect(verdicts.slice(0, 10).every((v) => v.allowed)).toBe(true);
    expect(verdicts[10].allowed).toBe(false);
    expect(warnings.length).toBeGreaterThan(before);
    expect(warnings.at(-1)).toMatch(/per instance/);
    await limiter.close();
  });
});
