/** What a cart view costs the database: one statement, whoever asks and whatever the cart holds. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { readCart } from "./handlers/cart-read.ts";
import { Cart } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { caller, newCustomer } from "./test/helpers.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let call: ReturnType<typeof caller>;
let statements = 0;

type Unit = { product_id: number; unit_id: number };

beforeAll(async () => {
  opened = await openTestDatabase();
  const pglite = opened.pglite!;
  for (const method of ["query", "exec"] as const) {
    const original = pglite[method].bind(pglite) as (...args: unknown[]) => Promise<unknown>;
    (pglite as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      statements++;
      return original(...args);
    };
  }
  // A fixed clock: the API's periodic sweep of unpaid orders runs on the first call only.
  const now = new Date();
  const api = createStoreApi({ db: opened.db, rateLimit: false, now: () => now });
  call = caller((r) => api.fetch(r));
  await call("/store/cart");
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

/** Statements the database ran for one call. */
async function cost(path: string, options: Parameters<typeof call>[1] = {}) {
  const before = statements;
  const answer = await call(path, options);
  return { answer, statements: statements - before };
}

async function units(where: string, limit: number): Promise<Unit[]> {
  const result = await opened.db.execute(
    sql.raw(`select p.id as product_id, u.id as unit_id from products p join product_units u on u.product_id = p.id
      where p.is_active = 1 and u.balance >= 5 and ${where} order by p.id, u.id limit ${limit}`),
  );
  return (result as unknown as { rows: Unit[] }).rows;
}

const cookieOf = (res: { headers: Headers }) => /guest_cart=[^;]*/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? null;

describe("a cart view", () => {
  it("a guest's cart of 3 lines (one with variants) and a coupon is one statement, priced as before", async () => {
    const [withVariants] = await units("exists (select 1 from product_variants pv where pv.product_id = p.id)", 1);
    const plain = await units("not exists (select 1 from product_variants pv where pv.product_id = p.id)", 2);
    const lines = [withVariants!, ...plain];
    let cookie: string | null = null;
    for (const u of lines) {
      const res = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 2 }, cookie, lang: "en" });
      expect(res.status, res.text).toBe(200);
      cookie ??= cookieOf(res);
    }
    expect((await call("/store/cart/coupon", { body: { code: "oasis15" }, cookie })).status).toBe(200);

    const { answer, statements: n } = await cost("/store/cart", { cookie, lang: "en" });
    expect(n).toBe(1);
    const cart = Cart.parse(answer.body.data);
    expect(cart.items.map((l) => [l.item_id, l.unit_id, l.qty])).toEqual(lines.map((u) => [u.product_id, u.unit_id, 2]));
    expect(cart.items[0]!.variants.length).toBeGreaterThan(0);
    expect(cart.items[0]!.variants[0]!.name).toMatch(/[A-Za-z]/);
    expect(cart.coupon).toEqual({ code: "OASIS15", rate: 15 });
    const subtotal = cart.items.reduce((n, l) => n + Math.round(l.line_total * 100), 0);
    expect(cart.subtotal).toBe(subtotal / 100);
    expect(cart.coupon_discount).toBe(Math.floor((subtotal * 15) / 100 + 0.5) / 100);

    // In Arabic the same read names the variants in Arabic.
    const ar = await cost("/store/cart", { cookie, lang: "ar" });
    expect(ar.statements).toBe(1);
    expect(ar.answer.body.data.items[0].variants[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it("a signed-in customer's cart with a coupon limited per customer is one statement too", async () => {
    const token = (await call("/register", { body: newCustomer() })).body.data.access_token as string;
    const [u] = await units("true", 1);
    expect((await call("/store/cart", { body: { item_id: u!.product_id, unit_id: u!.unit_id, qty: 1 }, token })).status).toBe(200);
    expect((await call("/store/cart/coupon", { body: { code: "oasis15" }, token })).status).toBe(200);
    const { answer, statements: n } = await cost("/store/cart", { token });
    // The token's check is the one other statement a signed-in call makes.
    expect(n).toBeLessThanOrEqual(2);
    expect(answer.body.data.items).toHaveLength(1);
    expect(answer.body.data.coupon).toMatchObject({ code: "OASIS15" });
  });

  it("no credential costs nothing; a forged one is one statement, an empty cart and the cookie cleared", async () => {
    const none = await cost("/store/cart");
    expect(none.statements).toBe(0);
    expect(none.answer.body.data.items).toEqual([]);

    const [u] = await units("true", 1);
    const made = await call("/store/cart", { body: { item_id: u!.product_id, unit_id: u!.unit_id, qty: 1 } });
    const id = /guest_cart=(\d+)\./.exec(cookieOf(made)!)![1];
    const forged = await cost("/store/cart", { cookie: `guest_cart=${id}.${"x".repeat(43)}` });
    expect(forged.statements).toBe(1);
    expect(forged.answer.body.data.items).toEqual([]);
    expect(forged.answer.headers.get("set-cookie")).toMatch(/guest_cart=;/);
  });

  it("inside a transaction the read is the transaction's own: it sees what the transaction wrote and has not committed", async () => {
    const [u] = await units("true", 1);
    const made = await call("/store/cart", { body: { item_id: u!.product_id, unit_id: u!.unit_id, qty: 1 } });
    const id = Number(/guest_cart=(\d+)\./.exec(cookieOf(made)!)![1]);
    let qtyInside = 0;
    await opened.db
      .transaction(async (tx) => {
        await tx.execute(sql`update cart_items set qty = 4 where cart_id = ${id}`);
        qtyInside = (await readCart(tx, { id })).lines[0]!.qty;
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.message === "Rollback")) throw e;
      });
    expect(qtyInside).toBe(4);
    expect((await readCart(opened.db, { id })).lines[0]!.qty).toBe(1);
  });
});
