/**
 * The embedded Store API's worker thread exits (decision 068): /healthz reports it, the
 * storefront starts the thread again in the same process and serves again; no request hangs.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import {
  exitWorkerThread,
  newCustomer,
  PORT_BASE,
  products,
  Shopper,
  signIn,
  sleep,
  startStorefront,
  steadyLoad,
  stopAll,
  tempDir,
  until,
  waitFor,
} from "./support.mjs";

const PORT = PORT_BASE;
const INSPECT = PORT_BASE + 1;
const base = `http://127.0.0.1:${PORT}`;
// A call left waiting on the stopped thread would end only at the storefront's timeout: this long, past any answer below.
const HANG_MS = 30_000;

test("the worker thread exits: /healthz says so, the thread is restarted in-process, pages serve again, no request hangs", async () => {
  const data = tempDir("worker");
  after(async () => {
    await stopAll();
    data.remove();
  });
  const shop = startStorefront(
    "storefront",
    PORT,
    { STORE_API_DATA_DIR: path.join(data.dir, "store"), STORE_API_PUBLIC: "1", STORE_API_TIMEOUT_MS: String(HANG_MS) },
    [`--inspect=127.0.0.1:${INSPECT}`],
  );
  await waitFor(`${base}/healthz`, { process: shop });

  // A signed-in shopper with a line in the cart, kept in the data directory across the fault.
  const { shopper, token, api } = await newCustomer(`${base}/api/`);
  const product = (await products(`${base}/api/`)).find((p) => p.balance >= 5);
  await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 2 });
  const browser = new Shopper(base);
  await signIn(browser, shopper.email, shopper.password);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const cart = await (await browser.get("/cart?lng=en")).text();
  assert.ok(cart.includes(product.name), "the cart shows its line before the fault");

  const health = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const at = Date.now();
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      health.push({ at, status: res.status, body: await res.json() });
      await sleep(50);
    }
  })();
  const load = steadyLoad(base, ["/cart?lng=en", "/?lng=ar", `/cart?lng=ar`], { connections: 4, timeoutMs: HANG_MS * 2, headers: () => ({ Cookie: cookie }) });
  await sleep(1_000);

  const faultAt = Date.now();
  await exitWorkerThread(INSPECT);
  const down = await until("/healthz reports the stopped thread", () => health.find((h) => h.at >= faultAt && h.status === 503), 10_000);
  const back = await until("/healthz is ok again after the restart", () => health.find((h) => h.at > down.at && h.status === 200), 90_000);
  // Pages asked for after the restart, however slowly a busy machine answers them.
  await until("four pages answered after the restart", () => load.results.filter((r) => r.at > back.at + 500).length >= 4, 60_000);
  const results = await load.stop();
  watching = false;
  await watcher;

  assert.ok(shop.alive(), "the storefront process was not restarted");
  assert.deepEqual(down.body, { status: "unavailable", storeApi: "stopped", storeApiRestarts: 0 }, "/healthz names the stopped Store API");
  assert.deepEqual(back.body, { status: "ok", storeApiRestarts: 1 });
  assert.match(shop.output(), /The embedded Store API stopped; restarting it/);
  assert.match(shop.output(), /The embedded Store API was restarted/);

  // Every request had an answer, quickly: calls to a stopped thread fail at once, none waits for a timeout.
  const unanswered = results.filter((r) => r.status === 0);
  assert.deepEqual(unanswered, [], "every request was answered");
  const slowest = Math.max(...results.map((r) => r.ms));
  assert.ok(slowest < HANG_MS / 3, `the slowest answer took ${slowest} ms`);
  const during = results.filter((r) => r.at >= faultAt && r.at < back.at);
  const statuses = new Set(results.map((r) => r.status));
  assert.ok(
    [...statuses].every((s) => s === 200 || s === 503),
    `answers were 200 or 503 only: ${[...statuses]}`,
  );
  const after_ = results.filter((r) => r.at > back.at + 500);
  const notServed = after_.filter((r) => r.status !== 200);
  assert.ok(after_.length > 0, "pages were asked for after the restart");
  assert.deepEqual(
    notServed,
    [],
    `every page after the restart is served (${shop
      .output()
      .split("\n")
      .filter((l) => /"level":"(error|warn)"/.test(l))
      .slice(-5)
      .join("\n")})`,
  );
  console.log(
    `# worker exit: ${results.length} requests, ${during.length} during the restart (${during.filter((r) => r.status === 503).length} answered 503), back in ${back.at - faultAt} ms, slowest ${slowest} ms`,
  );

  // The page a shopper saw meanwhile says, in their language, to try again; and the cart is still theirs after.
  const english = load.samples.get("503 /cart?lng=en");
  const arabic = load.samples.get("503 /cart?lng=ar");
  if (english) assert.match(english, /Please try again later\./);
  if (arabic) assert.match(arabic, /<html lang="ar" dir="rtl"/);
  assert.ok(english || arabic, "a 503 page was seen during the restart");
  const cartAfter = await (await browser.get("/cart?lng=en")).text();
  assert.ok(cartAfter.includes(product.name), "the cart still shows its line after the restart");
});
