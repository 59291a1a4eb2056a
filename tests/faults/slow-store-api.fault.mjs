/**
 * The Store API answers slowly (past STORE_API_TIMEOUT_MS), then not at all, during the
 * confirmation step: the shopper sees a translated "try again" answer each time, and posting
 * the same confirmation again (the same checkout key) once it is back makes exactly one order.
 * The storefront reaches a real Store API (store-api/main.ts) through a proxy this case controls.
 */
import assert from "node:assert/strict";
import http from "node:http";
import path from "node:path";
import { after, test } from "node:test";
import {
  newCustomer,
  PORT_BASE,
  products,
  readyToConfirm,
  Shopper,
  signIn,
  startProcess,
  startStorefront,
  stopAll,
  storeApi,
  tempDir,
  TSX,
  waitFor,
} from "./support.mjs";

const SHOP = PORT_BASE + 10;
const API = PORT_BASE + 11;
const PROXY = PORT_BASE + 12;
// Long enough for a sign-in's password check on a busy machine; the slow answers come at twice this.
const TIMEOUT_MS = 4_000;
const base = `http://127.0.0.1:${SHOP}`;
const apiBase = `http://127.0.0.1:${API}/`;

/**
 * Between the storefront and the Store API. "pass": as is. "slow": the call reaches the API (which
 * does its work) but its answer is held past the storefront's timeout. "down": no answer at all
 * (connections accepted and held), until the mode changes.
 */
function faultProxy(port, target) {
  let mode = "pass";
  const held = new Set();
  const calls = [];
  const server = http.createServer((req, res) => {
    calls.push({ mode, method: req.method, path: req.url });
    if (mode === "down") {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    const delay = mode === "slow" ? TIMEOUT_MS * 2 : 0;
    const upstream = http.request(`${target}${req.url.slice(1)}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      const chunks = [];
      answer.on("data", (c) => chunks.push(c));
      answer.on("end", () =>
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(answer.statusCode, answer.headers);
          res.end(Buffer.concat(chunks));
        }, delay),
      );
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(port, "127.0.0.1");
  return {
    calls,
    set(next) {
      mode = next;
      if (next !== "down") for (const res of held) res.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

test("a slow, then silent Store API while confirming: a translated try-again answer each time, the same checkout key makes one order; meanwhile the last home page and an unreachable /healthz", async () => {
  const data = tempDir("slow");
  const proxy = faultProxy(PROXY, apiBase);
  after(async () => {
    await proxy.close();
    await stopAll();
    data.remove();
  });
  const store = startProcess("store-api", TSX, ["store-api/main.ts"], {
    PORT: String(API),
    HOST: "127.0.0.1",
    STORE_API_DATA_DIR: path.join(data.dir, "store"),
    STORE_API_RATE_LIMIT: "off",
    STORE_API_ACCESS_TTL: "3600",
    DATABASE_URL: undefined,
  });
  await waitFor(`${apiBase}bootstrap`, { process: store });
  const shop = startStorefront("storefront", SHOP, { STORE_API_URL: `http://127.0.0.1:${PROXY}/`, STORE_API_TIMEOUT_MS: String(TIMEOUT_MS) });
  await waitFor(`${base}/healthz`, { process: shop });

  const { shopper, token, address, api } = await newCustomer(apiBase);
  const product = (await products(apiBase)).find((p) => p.balance >= 5 && p.price >= 150);
  await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 2 });
  const browser = new Shopper(base);
  await signIn(browser, shopper.email, shopper.password);
  const form = await readyToConfirm(browser, api, address);

  // A visitor's home in English, so the storefront holds the last home the Store API gave (decision 105).
  const visitor = new Shopper(base);
  const homeBefore = await visitor.get("/?lng=en");
  assert.equal(homeBefore.status, 200);
  const firstProduct = /class="product-card__name"[^>]*>(?:<[^>]+>)*([^<]+)/.exec(await homeBefore.text())?.[1];
  assert.ok(firstProduct, "the home page lists products");

  const orders = async () => (await storeApi(apiBase)("GET", "store/account/orders?status=pending", token)).data;
  const balance = async () => (await products(apiBase)).find((p) => p.id === product.id).balance;
  const before = await balance();
  assert.deepEqual(await orders(), []);

  const tryAgain = async (what) => {
    const started = Date.now();
    const res = await browser.post("/checkout/confirmation?lng=en", form);
    const html = await res.text();
    const ms = Date.now() - started;
    assert.ok(res.status >= 500, `${what}: answered ${res.status}`);
    assert.match(html, /<html lang="en" dir="ltr"/, `${what}: the page is in the shopper's language`);
    assert.match(html, /Please try again later\./, `${what}: the page says to try again`);
    return { status: res.status, ms };
  };

  // Slow: the order is placed by the API, but its answer comes after the storefront gave up.
  proxy.set("slow");
  const slow = await tryAgain("slow");
  // Down: the retry gets no answer at all.
  proxy.set("down");
  const down = await tryAgain("down");
  // Meanwhile a visitor's home is the last one the Store API gave, not a 503, and /healthz says what fails.
  const homeDown = await visitor.get("/?lng=en");
  assert.equal(homeDown.status, 200, "the home page while the Store API does not answer");
  assert.ok((await homeDown.text()).includes(firstProduct), "with the products it showed before");
  const healthDown = await (await fetch(`${base}/healthz`)).json();
  assert.equal(healthDown.status, "ok", "still live: restarting the storefront would not bring the Store API back");
  assert.equal(healthDown.storeApi, "unreachable");
  proxy.set("pass");

  // Back: the same form (the same checkout key) finds the order the slow call made.
  const placed = await browser.post("/checkout/confirmation?lng=en", form);
  assert.equal(placed.status, 303);
  const location = placed.headers.get("location");
  assert.match(location, /^\/checkout\/placed\?order=\d+$/);
  const mine = await orders();
  assert.equal(mine.length, 1, "exactly one order");
  assert.equal(location, `/checkout/placed?order=${mine[0].id}`);
  assert.equal(await balance(), before - 2, "the stock was taken once");
  assert.equal((await (await fetch(`${base}/healthz`)).json()).storeApi, undefined, "answered again: /healthz says nothing of it");
  const checkouts = proxy.calls.filter((c) => c.method === "POST" && c.path === "/store/checkout");
  assert.deepEqual(
    checkouts.map((c) => c.mode),
    ["slow", "down", "pass"],
    "each attempt reached the Store API once",
  );
  console.log(`# slow then down: slow answered ${slow.status} in ${slow.ms} ms, down answered ${down.status} in ${down.ms} ms, then one order (${location})`);
});
