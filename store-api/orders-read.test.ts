/** What an account's order pages cost the database: the token's statement and one more, however many orders and items. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { Order } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { DEMO_CUSTOMER } from "./seed/customers.ts";
import { caller } from "./test/helpers.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let call: ReturnType<typeof caller>;
let token: string;
let statements = 0;

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
  const login = await call("/login", { body: { login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
  token = login.body.data?.access_token ?? login.body.access_token;
  await call("/store/me", { token });
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

async function cost(path: string) {
  const before = statements;
  const answer = await call(path, { token, lang: "en" });
  return { answer, statements: statements - before };
}

describe("a customer's orders", () => {
  it("the list is one statement after the token's, newest first, each order with its items and payment method", async () => {
    const { answer, statements: n } = await cost("/store/account/orders");
    expect(answer.status).toBe(200);
    const orders = answer.body.data.map((o: unknown) => Order.parse(o));
    expect(orders.length).toBeGreaterThan(2);
    expect(orders.every((o: Order) => o.items.length > 0 && o.payment_method.name.length > 0)).toBe(true);
    const placed = orders.map((o: Order) => o.created_at);
    expect(placed).toEqual([...placed].sort().reverse());
    expect(n).toBe(2);
  });

  it("each item carries its product's picture, the one its product page shows, in the same call (issue 37)", async () => {
    const { answer, statements: n } = await cost("/store/account/orders");
    expect(n).toBe(2);
    const items = (answer.body.data as Order[]).flatMap((o) => o.items);
    expect(items.every((i) => typeof i.image === "string" && i.image.length > 0)).toBe(true);
    const sold = items.find((i) => i.slug);
    expect(sold).toBeDefined();
    const product = await call(`/store/products/${sold!.slug}`, { lang: "en" });
    expect(sold!.image).toBe(product.body.data.image);
  });

  it("a group, a date range and one order cost the same", async () => {
    const pending = await cost("/store/account/orders?status=pending");
    expect(pending.answer.body.data.every((o: Order) => o.status === 0 || o.status === 1)).toBe(true);
    expect(pending.statements).toBe(2);
    const ranged = await cost("/store/account/orders?start_date=2000-01-01&end_date=2000-01-02");
    expect(ranged.answer.body.data).toEqual([]);
    expect(ranged.statements).toBe(2);
    const first = pending.answer.body.data[0] as Order;
    const one = await cost(`/store/account/orders/${first.id}`);
    expect(one.answer.body.data).toEqual(first);
    expect(one.statements).toBe(2);
    const none = await cost("/store/account/orders/2147483647");
    expect(none.answer.status).toBe(404);
    expect(none.answer.body.code).toBe("order_not_found");
  });
});
