/** The hourly sweep deletes old idempotency replays, stale guest carts and expired tokens. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { carts, idempotencyKeys, refreshTokens } from "./db/schema.ts";
import { caller, newCustomer, testClock } from "./test/helpers.ts";
import { inStock } from "./test/fixtures-db.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

it("prunes after their time", async () => {
  const clock = testClock();
  const api = createStoreApi({ db: opened.db, now: clock.now, rateLimit: false });
  const call = caller((r) => api.fetch(r));
  const [u] = await inStock(opened.db, 5, 1);
  const add = await call("/store/cart", { body: { item_id: u!.product_id, unit_id: u!.unit_id, qty: 1 }, headers: { "Idempotency-Key": "prune-me" } });
  expect(add.status).toBe(200);
  await call("/register", { body: newCustomer() });
  const n = async (t: typeof carts | typeof idempotencyKeys | typeof refreshTokens) => (await opened.db.select({ n: count() }).from(t))[0]!.n;
  const [key] = await opened.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "prune-me"));
  expect(key).toBeDefined();
  const before = { carts: await n(carts), refresh: await n(refreshTokens) };
  clock.advance(31 * 86_400);
  await call("/store/cart");
  expect(await opened.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "prune-me"))).toEqual([]);
  expect(await opened.db.select().from(carts).where(eq(carts.id, key!.cart_id!))).toEqual([]);
  expect(await n(carts)).toBeLessThan(before.carts);
  expect(await n(refreshTokens)).toBeLessThan(before.refresh);
});
