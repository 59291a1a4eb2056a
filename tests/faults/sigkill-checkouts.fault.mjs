/**
 * SIGKILL of the storefront (the embedded demo on a data directory) while 20 shoppers confirm
 * their orders at once, then a start on the same data: every order is whole or absent, an
 * absent order left its cart as it was, every order a shopper was shown exists, and the stock
 * taken is exactly what the orders hold.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { newCustomer, PORT_BASE, products, readyToConfirm, Shopper, signIn, startStorefront, stopAll, tempDir, waitFor } from "./support.mjs";

const PORT = PORT_BASE + 20;
const base = `http://127.0.0.1:${PORT}`;
const apiBase = `${base}/api/`;
const SHOPPERS = 20;

test("SIGKILL during 20 concurrent checkouts, then a restart on the same data: orders whole or absent, carts kept, stock matches the orders", async () => {
  const data = tempDir("sigkill");
  after(async () => {
    await stopAll();
    data.remove();
  });
  // Behind a proxy (TRUST_PROXY=1): each shopper comes from its own address, as in a shop, so
  // the sign-in limits per address see twenty people rather than one.
  const env = { STORE_API_DATA_DIR: path.join(data.dir, "store"), STORE_API_PUBLIC: "1", TRUST_PROXY: "1", STORE_API_ACCESS_TTL: "3600" };
  let shop = startStorefront("storefront", PORT, env);
  await waitFor(`${base}/healthz`, { process: shop });

  const stock = await products(apiBase);
  const [a, b] = stock.filter((p) => p.balance >= SHOPPERS + 5 && p.price >= 100);
  const balances = async () => {
    const now = await products(apiBase);
    return [a, b].map((p) => now.find((q) => q.id === p.id).balance);
  };
  const before = await balances();

  const shoppers = [];
  for (let batch = 0; batch < SHOPPERS; batch += 5) {
    shoppers.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          const headers = { "X-Forwarded-For": `198.51.100.${batch + i + 1}` };
          const { shopper, token, address, api } = await newCustomer(apiBase, headers);
          for (const p of [a, b]) await api("POST", "store/cart", token, { item_id: p.id, unit_id: p.default_unit_id, qty: 1 });
          const browser = new Shopper(base, { headers });
          await signIn(browser, shopper.email, shopper.password);
          const form = await readyToConfirm(browser, api, address);
          return { token, api, browser, form };
        }),
      )),
    );
  }

  // All twenty confirm at once; the process is killed once eight are told their orders, the rest in flight.
  const KILL_AFTER = 8;
  const told = [];
  const answers = await Promise.all(
    shoppers.map(async (s, i) => {
      try {
        const res = await s.browser.post("/checkout/confirmation?lng=en", s.form);
        await res.arrayBuffer();
        if (res.status === 303) {
          told.push({ i, location: res.headers.get("location") });
          if (told.length === KILL_AFTER) shop.child.kill("SIGKILL");
        }
        return res.status;
      } catch {
        return "no answer";
      }
    }),
  );
  await shop.exited;
  assert.equal((await shop.exited).signal, "SIGKILL", `killed while checkouts were in flight (${answers})`);
  assert.ok(answers.includes("no answer"), `some checkouts were cut off by the kill (${answers})`);

  shop = startStorefront("storefront again", PORT, env);
  await waitFor(`${base}/healthz`, { process: shop });

  let placed = 0;
  for (const [i, s] of shoppers.entries()) {
    const orders = (await s.api("GET", "store/account/orders?status=pending", s.token)).data;
    const cart = (await s.api("GET", "store/cart", s.token)).data;
    assert.ok(orders.length <= 1, `shopper ${i}: at most one order`);
    const shown = told.find((t) => t.i === i);
    if (shown) assert.equal(shown.location, `/checkout/placed?order=${orders[0]?.id}`, `shopper ${i} was shown an order that exists`);
    if (orders.length === 1) {
      placed++;
      const order = (await s.api("GET", `store/account/orders/${orders[0].id}`, s.token)).data;
      assert.deepEqual(
        order.items.map((l) => [l.name, l.quantity]).sort(),
        [
          [a.name, 1],
          [b.name, 1],
        ].sort(),
        `shopper ${i}: the order has both its lines`,
      );
      assert.equal(order.quantity, 2);
      assert.deepEqual(cart.items, [], `shopper ${i}: the placed order emptied the cart`);
    } else {
      assert.deepEqual(cart.items.map((l) => l.qty).sort(), [1, 1], `shopper ${i}: no order, the cart is as it was`);
    }
  }
  assert.deepEqual(
    await balances(),
    before.map((n) => n - placed),
    "the stock taken is what the orders hold",
  );
  console.log(`# SIGKILL: ${placed} of ${SHOPPERS} orders placed, ${told.length} shown before the kill, answers ${JSON.stringify(answers)}`);
});
