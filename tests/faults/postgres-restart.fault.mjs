/**
 * PostgreSQL (DATABASE_URL) stops at once, as a crash would, while pages are under load and six
 * shoppers confirm their orders, then comes back: meanwhile pages answer a clear, translated
 * try-again page and none hangs; then everything is served again without a restart of the
 * storefront. No order is half written, the stock matches the orders, and confirming again
 * with the same checkout key makes exactly one order each.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import {
  newCustomer,
  PORT_BASE,
  products,
  readyToConfirm,
  Shopper,
  signIn,
  sleep,
  postgresBin,
  startPostgres,
  startStorefront,
  steadyLoad,
  stopAll,
  until,
  waitFor,
} from "./support.mjs";

const PORT = PORT_BASE + 30;
const PG_PORT = PORT_BASE + 31;
const base = `http://127.0.0.1:${PORT}`;
const apiBase = `${base}/api/`;
const TIMEOUT_MS = 3_000;

test("PostgreSQL restarts under load: clear try-again pages meanwhile, then served again; no half-written order", {
  skip: !postgresBin() && "no PostgreSQL binaries (apt-get install postgresql)",
}, async () => {
  after(stopAll);
  const pg = await startPostgres(PG_PORT);
  const env = { DATABASE_URL: pg.url, STORE_API_PUBLIC: "1", TRUST_PROXY: "1", STORE_API_ACCESS_TTL: "3600", STORE_API_TIMEOUT_MS: String(TIMEOUT_MS) };
  const shop = startStorefront("storefront", PORT, env);
  await waitFor(`${base}/healthz`, { process: shop });

  const [a, b] = (await products(apiBase)).filter((p) => p.balance >= 20 && p.price >= 100);
  const balances = async () => {
    const now = await products(apiBase);
    return [a, b].map((p) => now.find((q) => q.id === p.id).balance);
  };
  const before = await balances();
  const shoppers = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const headers = { "X-Forwarded-For": `198.51.100.${i + 1}` };
      const { shopper, token, address, api } = await newCustomer(apiBase, headers);
      for (const p of [a, b]) await api("POST", "store/cart", token, { item_id: p.id, unit_id: p.default_unit_id, qty: 1 });
      const browser = new Shopper(base, { headers });
      await signIn(browser, shopper.email, shopper.password);
      return { token, api, browser, form: await readyToConfirm(browser, api, address) };
    }),
  );
  const cookie = [...shoppers[0].browser.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const load = steadyLoad(base, ["/cart?lng=en", "/?lng=ar", "/cart?lng=ar", `/search?q=${encodeURIComponent(a.name)}&lng=en`], {
    connections: 4,
    headers: () => ({ Cookie: cookie, "X-Forwarded-For": "198.51.100.1" }),
  });
  await sleep(1_000);

  // The crash once the first of six confirmations is answered, the others in flight.
  let crashed;
  const crash = () => {
    crashed ??= { at: Date.now(), done: pg.crash() };
    return crashed.done;
  };
  const confirming = shoppers.map((s) =>
    s.browser.post("/checkout/confirmation?lng=en", s.form).then(
      async (res) => {
        if (res.status === 303) void crash();
        return { status: res.status, location: res.headers.get("location"), html: await res.text() };
      },
      (error) => ({ status: 0, error: String(error) }),
    ),
  );
  // Else (the machine is slow to answer the first) after three seconds anyway.
  for (const end = Date.now() + 3_000; !crashed && Date.now() < end; ) await sleep(5);
  await crash();
  const crashAt = crashed.at;
  const first = await Promise.all(confirming);
  await sleep(2_000);
  await pg.start();
  const startedAt = Date.now();
  const recovered = await until(
    "pages are served again",
    async () => {
      const res = await shoppers[0].browser.get("/cart?lng=en");
      await res.arrayBuffer();
      return res.status === 200 && Date.now();
    },
    60_000,
  );
  await sleep(2_000);
  const results = await load.stop();
  assert.ok(shop.alive(), "the storefront was not restarted");
  const failures = shop
    .output()
    .split("\n")
    .filter((line) => /embedded Store API (failed|stopped)/.test(line));
  assert.deepEqual(failures, [], "nor its Store API thread: the pool connects anew");

  // Every request was answered; during the outage with a page that says to try again, in the shopper's language.
  assert.deepEqual(
    results.filter((r) => r.status === 0),
    [],
    "every request was answered",
  );
  const slowest = Math.max(...results.map((r) => r.ms));
  assert.ok(slowest < TIMEOUT_MS * 3, `the slowest answer took ${slowest} ms`);
  const failed = results.filter((r) => r.status !== 200);
  assert.ok(
    failed.every((r) => r.status >= 500 && r.at >= crashAt - 1_000 && r.at <= recovered),
    `only requests during the outage failed: ${JSON.stringify(failed.slice(0, 5))}`,
  );
  for (const [key, body] of load.samples) {
    assert.ok(key.startsWith("5"), `${key}: a server error, not a refusal`);
    if (key.endsWith("lng=en")) assert.match(body, /Please try again later\./, `${key} says to try again`);
    if (key.includes("lng=ar")) assert.match(body, /<html lang="ar" dir="rtl"/, `${key} is in Arabic`);
  }
  assert.ok(
    results.filter((r) => r.at > recovered + 500).every((r) => r.status === 200),
    "every page after the recovery is served",
  );
  for (const answer of first) {
    if (answer.status === 303) continue;
    assert.ok(answer.status >= 500, `a confirmation cut off answered ${answer.status}`);
    assert.match(answer.html, /Please try again later\./);
  }

  // No half-written order: each is whole or absent, and the stock matches.
  let placed = 0;
  for (const [i, s] of shoppers.entries()) {
    const orders = (await s.api("GET", "store/account/orders?status=pending", s.token)).data;
    const cart = (await s.api("GET", "store/cart", s.token)).data;
    assert.ok(orders.length <= 1);
    if (first[i].status === 303) assert.equal(first[i].location, `/checkout/placed?order=${orders[0]?.id}`);
    if (orders.length === 1) {
      placed++;
      const order = (await s.api("GET", `store/account/orders/${orders[0].id}`, s.token)).data;
      assert.deepEqual(
        order.items.map((l) => l.quantity),
        [1, 1],
        `shopper ${i}: the order holds both lines`,
      );
      assert.deepEqual(cart.items, []);
    } else {
      assert.deepEqual(
        cart.items.map((l) => l.qty),
        [1, 1],
        `shopper ${i}: no order, the cart is as it was`,
      );
    }
  }
  assert.deepEqual(
    await balances(),
    before.map((n) => n - placed),
    "the stock taken is what the orders hold",
  );

  // Confirming again with the same keys: one order each, whether or not the first attempt made it.
  for (const s of shoppers) {
    const res = await s.browser.post("/checkout/confirmation?lng=en", s.form);
    assert.equal(res.status, 303);
    assert.equal((await s.api("GET", "store/account/orders?status=pending", s.token)).data.length, 1);
  }
  assert.deepEqual(
    await balances(),
    before.map((n) => n - shoppers.length),
  );
  console.log(
    `# PostgreSQL crash: ${results.length} requests, ${failed.length} failed (statuses ${[...new Set(failed.map((r) => r.status))]}) during ${recovered - crashAt} ms (down ${startedAt - crashAt} ms), slowest ${slowest} ms; ${placed} of 6 confirmations in flight were placed before the crash`,
  );
});
