/**
 * Redis stops and comes back while two storefront instances share it for their rate limits and
 * serve pages under load: meanwhile each instance counts on its own (limits per instance, not
 * none), no page answers a 5xx, and once Redis is back the instances count together again.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, test } from "node:test";
import { PORT_BASE, sleep, startProcess, startStorefront, steadyLoad, stopAll, TSX, until, waitFor } from "./support.mjs";

const REDIS = PORT_BASE + 40;
const API = PORT_BASE + 41;
const [A, B] = [PORT_BASE + 42, PORT_BASE + 43];
const hasRedis = spawnSync("sh", ["-c", "command -v redis-server && command -v redis-cli"]).status === 0;
const keysInRedis = () =>
  Number(
    spawnSync("redis-cli", ["-p", String(REDIS), "dbsize"])
      .stdout?.toString()
      .trim() || -1,
  );

const startRedis = () => startProcess("redis", "redis-server", ["--port", String(REDIS), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);

let address = 0;
/**
 * Error reports (POST /errors/report, ten a minute per address and device, no Store API call) from a
 * new address, sent to each instance in turn until one refuses (429): what each answered.
 */
async function attemptsUntilRefused(instances, max = 30) {
  const from = `203.0.113.${++address}`;
  const answers = [];
  for (let i = 0; i < max; i++) {
    const port = instances[i % instances.length];
    const res = await fetch(`http://127.0.0.1:${port}/errors/report`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `http://localhost:${port}`, "X-Forwarded-For": from },
      body: "{}",
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    answers.push({ port, status: res.status });
    if (res.status === 429) break;
  }
  return answers;
}

test("Redis stops and comes back under load (two instances): limits per instance meanwhile, no 5xx, shared counters again after", {
  skip: !hasRedis && "no redis-server (apt-get install redis-server)",
}, async () => {
  after(stopAll);
  let redis = startRedis();
  const store = startProcess("store-api", TSX, ["store-api/main.ts"], {
    PORT: String(API),
    HOST: "127.0.0.1",
    STORE_API_RATE_LIMIT: "off",
    STORE_API_DATA_DIR: undefined,
    DATABASE_URL: undefined,
  });
  await until("redis answers", () => keysInRedis() >= 0, 10_000);
  await waitFor(`http://127.0.0.1:${API}/bootstrap`, { process: store });
  const env = { STORE_API_URL: `http://127.0.0.1:${API}/`, REDIS_URL: `redis://127.0.0.1:${REDIS}`, TRUST_PROXY: "1" };
  const shops = [startStorefront("storefront a", A, { ...env, INSTANCE_ID: "a" }), startStorefront("storefront b", B, { ...env, INSTANCE_ID: "b" })];
  await Promise.all(shops.map((shop, i) => waitFor(`http://127.0.0.1:${[A, B][i]}/healthz`, { process: shop })));

  const loads = [A, B].map((port) =>
    steadyLoad(`http://127.0.0.1:${port}`, ["/?lng=en", "/?lng=ar", "/search?q=a&lng=en", "/login?lng=ar"], { connections: 2 }),
  );

  // Shared: ten wrong sign-ins in all, alternating instances, then the eleventh is refused.
  const shared = await attemptsUntilRefused([A, B]);
  assert.equal(shared.length, 11, `one limit across both instances: ${JSON.stringify(shared)}`);
  assert.ok(keysInRedis() > 0, "the counters are in Redis");

  // Redis stops: each instance counts on its own, so alternating doubles what gets through, and one instance alone still stops at ten.
  await redis.stop();
  const apart = await attemptsUntilRefused([A, B]);
  assert.equal(apart.length, 21, `a limit per instance while Redis is away: ${JSON.stringify(apart)}`);
  const alone = await attemptsUntilRefused([A]);
  assert.equal(alone.length, 11, "one instance alone still refuses the eleventh");
  await sleep(1_000);

  // Redis comes back (empty): the instances reconnect and count together again.
  redis = startRedis();
  await until("redis answers again", () => keysInRedis() >= 0, 10_000);
  const backAt = Date.now();
  await until(
    "both instances count in Redis again",
    async () => {
      const before = keysInRedis();
      for (const port of [A, B]) await attemptsUntilRefused([port], 1);
      return keysInRedis() >= before + 2 * 2;
    },
    60_000,
  );
  const resumed = await attemptsUntilRefused([A, B]);
  assert.equal(resumed.length, 11, `one limit across both instances again: ${JSON.stringify(resumed)}`);

  const results = (await Promise.all(loads.map((load) => load.stop()))).flat();
  assert.deepEqual(
    results.filter((r) => r.status === 0 || r.status >= 500),
    [],
    "no page failed or answered a 5xx",
  );
  assert.ok(shops.every((shop) => shop.alive()));
  console.log(`# Redis: ${results.length} page requests, none 5xx; counting together again ${Date.now() - backAt} ms after Redis came back`);
});
