/**
 * A steady mixed load for SOAK_SECONDS (60 in npm test; 600 for the full run, as the README
 * says): pages of every kind in both languages, a hundred searches in turn through the page
 * cache, and a guest's cart changed and read again and again. The storefront's memory (RSS, the Store
 * API's thread included) stays flat within 10% after the warm-up, so its caches are bounded,
 * and no request answers a 5xx or goes unanswered.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, test } from "node:test";
import { PORT_BASE, products, Shopper, sleep, startStorefront, steadyLoad, stopAll, waitFor } from "./support.mjs";

const PORT = PORT_BASE + 50;
const base = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
// Flat means within 10% over a run long enough for the caches to fill (the 600 s run). In the
// 60 s run of npm test the heaps are still settling after its warm-up (+9% measured on a busy
// machine), so it holds a looser 20%: a leak still breaks it, a garbage collection does not.
const FLAT = SECONDS >= 300 ? 0.1 : 0.2;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

test(`a ${SECONDS} s soak at a steady mixed load: RSS flat within ${FLAT * 100}% after the warm-up (half the run), no 5xx`, {
  timeout: (SECONDS + 120) * 1000,
}, async () => {
  after(stopAll);
  // The page cache on, as in production: every new search is a new entry it must bound.
  const shop = startStorefront("storefront", PORT, { STORE_API_PUBLIC: "1", PAGE_CACHE_SECONDS: "30" });
  await waitFor(`${base}/healthz`, { process: shop });
  const catalogue = (await products(`${base}/api/`)).filter((p) => p.balance >= 5);
  const guest = new Shopper(base);
  const [first] = catalogue;
  assert.equal((await guest.post("/cart", { intent: "add", item_id: first.id, unit_id: first.default_unit_id, qty: 1, key: "soak-0" })).status, 303);
  const cookie = () => [...guest.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  let n = 0;
  const pages = ["/?lng=ar", "/?lng=en", "/search?q=SEARCH&lng=en", "/search?q=SEARCH&lng=ar", "/cart?lng=en", "/cart?lng=ar", "/about?lng=en"];
  const load = steadyLoad(base, pages, { connections: 3, headers: (path) => (path.startsWith("/cart") ? { Cookie: cookie() } : {}) });
  // steadyLoad asks the same paths; new searches each time come from this loop, with the cart's changes.
  let running = true;
  const changes = [];
  const writer = (async () => {
    while (running) {
      const p = catalogue[n++ % catalogue.length];
      const started = Date.now();
      const res = await guest.post("/cart", { intent: "add", item_id: p.id, unit_id: p.default_unit_id, qty: 1, key: `soak-${n}` }).catch(() => null);
      changes.push({ status: res?.status ?? 0, ms: Date.now() - started });
      // A hundred searches in turn: the caches fill during the warm-up, and then a growing RSS is a leak, not a cache filling.
      const search = await fetch(`${base}/search?q=${encodeURIComponent(`${p.name.split(" ")[0]} ${n % 100}`)}&lng=${n % 2 ? "ar" : "en"}`).catch(() => null);
      changes.push({ status: search?.status ?? 0, ms: Date.now() - started });
      await search?.arrayBuffer();
      // The guest's cart stays small: emptied now and then.
      if (n % 10 === 0) await guest.post("/cart", { intent: "empty" }).catch(() => null);
    }
  })();

  const samples = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    samples.push({ at: Date.now(), mb: rssMb(shop.pid) });
    await sleep(1_000);
  }
  running = false;
  await writer;
  const results = await load.stop();

  const failed = [...results, ...changes].filter((r) => r.status === 0 || r.status >= 500);
  assert.deepEqual(failed, [], "no request failed or answered a 5xx");
  // After the warm-up (the first half: the process's heaps and the caches fill), the trend: the last quarter's
  // mean RSS within 10% of the third quarter's (single samples swing with each garbage collection).
  const quarter = Math.floor(samples.length / 4);
  const mean = (list) => list.reduce((sum, s) => sum + s.mb, 0) / list.length;
  const baseline = mean(samples.slice(2 * quarter, 3 * quarter));
  const last = mean(samples.slice(3 * quarter));
  const peak = Math.max(...samples.slice(2 * quarter).map((s) => s.mb));
  console.log(
    `# soak ${SECONDS} s: ${results.length + changes.length} requests, none 5xx; RSS ${samples[0].mb.toFixed(0)} MB at the start, ${baseline.toFixed(0)} MB on average after the warm-up, ${last.toFixed(0)} MB in the last quarter (${(((last - baseline) / baseline) * 100).toFixed(1)}%), at most ${peak.toFixed(0)} MB`,
  );
  console.log(
    `# RSS every 10 s (MB): ${samples
      .filter((_, i) => i % 10 === 0)
      .map((s) => s.mb.toFixed(0))
      .join(" ")}`,
  );
  assert.ok(last <= baseline * (1 + FLAT), `RSS grew from ${baseline.toFixed(0)} MB to ${last.toFixed(0)} MB on average`);
});
