/** Cash on delivery's ceiling (decision 104): the payment methods, the quote and checkout agree on it. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { PaymentMethod } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { productUnits, settings } from "./db/schema.ts";
import { SettingsOverridesSchema } from "./seed/overrides.ts";
import { caller, newCustomer } from "./test/helpers.ts";
import { inStock, type StockUnit } from "./test/fixtures-db.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
let call: ReturnType<typeof caller>;
let units: StockUnit[];

beforeAll(async () => {
  opened = await openTestDatabase();
  const api = createStoreApi({ db: opened.db, rateLimit: false, accessTokenTtl: 86_400 });
  call = caller((r) => api.fetch(r));
  units = await inStock(opened.db, 30, 2);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const setCeiling = (amount: number | null) => opened.db.execute(sql`update settings set cod_max_total = ${amount}`);

/** A new customer with an address in Nasr City and one line in the cart; the cart's total and the checkout choices. */
async function shopper() {
  const token = (await call("/register", { body: newCustomer() })).body.data.access_token as string;
  const regions = (await call("/store/regions", { lang: "en" })).body.data;
  let where: Record<string, number> | undefined;
  for (const c of regions)
    for (const s of c.states) for (const t of s.towns) if (t.name === "Nasr City") where = { country_id: c.id, state_id: s.id, town_id: t.id };
  const address = await call("/store/account/addresses", {
    body: { receiver_name: "Mona Ali", receiver_phone: "01012345678", address_name: "Home", ...where, detailed_address: "1 Main Street" },
    token,
  });
  expect(address.status, address.text).toBe(200);
  const u = units[0]!;
  const cart = await call("/store/cart", { body: { item_id: u.product_id, unit_id: u.unit_id, qty: 2 }, token });
  expect(cart.status, cart.text).toBe(200);
  const company = (await call(`/shipment/shipping-companies?town_id=${where!.town_id}`)).body.data.data[0];
  const choice = { address_id: address.body.data.id, shipping_company_id: company.id, shipping_type_id: company.types[0].id };
  return { token, total: cart.body.data.total as number, choice };
}

const methods = async (token: string | null) =>
  ((await call("/store/payment-methods", { token, lang: "en" })).body.data as unknown[]).map((m) => PaymentMethod.parse(m));
const balance = async () => (await opened.db.select({ b: productUnits.balance }).from(productUnits).where(eq(productUnits.id, units[0]!.unit_id)))[0]!.b;

describe("cash on delivery's ceiling", () => {
  it("the demo store caps cash on delivery at 30,000; an operator sets or clears it like the other settings", async () => {
    const [row] = await opened.db.select({ cod: settings.cod_max_total }).from(settings);
    expect(row!.cod).toBe(30000);
    expect(SettingsOverridesSchema.parse({ cod_max_total: 20000 })).toEqual({ cod_max_total: 20000 });
    expect(SettingsOverridesSchema.parse({ cod_max_total: null })).toEqual({ cod_max_total: null });
    expect(SettingsOverridesSchema.safeParse({ cod_max_total: -1 }).success).toBe(false);
    const lifted = await openTestDatabase({ settingsOverrides: { cod_max_total: null } });
    try {
      expect((await lifted.db.select({ cod: settings.cod_max_total }).from(settings))[0]!.cod).toBeNull();
    } finally {
      await lifted.close();
    }
  });

  it("above the ceiling: cash on delivery unavailable with its ceiling; quote and checkout refuse it in any spelling; card still places the order", async () => {
    const { token, total, choice } = await shopper();
    await setCeiling(total - 0.01);
    try {
      const listed = await methods(token);
      expect(listed.map((m) => [m.payment_method_Id, m.available, m.max_total])).toEqual([
        [1, 0, total - 0.01],
        [2, 1, undefined],
        [3, 1, undefined],
      ]);
      // A guest's list (no cart to measure) is the store's.
      expect((await methods(null))[0]).toMatchObject({ payment_method_Id: 1, available: 1 });
      expect((await methods(null))[0]!.max_total).toBeUndefined();

      const q = await call(`/store/checkout/quote?${new URLSearchParams({ ...choice, payment_method_Id: 1 } as never)}`, { token });
      expect(q.status).toBe(422);
      expect(q.body.code).toBe("not_available");

      const before = await balance();
      for (const spelling of [1, "1", "01", 1.0]) {
        const res = await call("/store/checkout", { body: { ...choice, payment_method_Id: spelling }, token, lang: "en" });
        expect(res.status, `${JSON.stringify(spelling)}: ${res.text}`).toBe(422);
        expect(res.body).toMatchObject({ code: "not_available", errors: { payment_method_Id: [expect.any(String)] } });
      }
      // Spellings only Number() reads as 1 are not a payment method at all.
      for (const spelling of [" 1 ", "1e0", "0x1"]) {
        const res = await call("/store/checkout", { body: { ...choice, payment_method_Id: spelling }, token, lang: "en" });
        expect(res.status, `${JSON.stringify(spelling)}: ${res.text}`).toBe(422);
        expect(res.body.errors).toHaveProperty("payment_method_Id");
      }
      expect(await balance()).toBe(before);
      expect((await call("/store/cart", { token })).body.data.items).toHaveLength(1);

      const card = await call("/store/checkout", { body: { ...choice, payment_method_Id: 2 }, token });
      expect(card.status, card.text).toBe(201);
    } finally {
      await setCeiling(30000);
    }
  });

  it("at the ceiling or with none, cash on delivery is available and places the order", async () => {
    const atCeiling = await shopper();
    await setCeiling(atCeiling.total);
    try {
      expect((await methods(atCeiling.token))[0]).toEqual(expect.objectContaining({ payment_method_Id: 1, available: 1 }));
      expect((await methods(atCeiling.token))[0]!.max_total).toBeUndefined();
      const placed = await call("/store/checkout", { body: { ...atCeiling.choice, payment_method_Id: 1 }, token: atCeiling.token });
      expect(placed.status, placed.text).toBe(201);

      const none = await shopper();
      await setCeiling(null);
      expect((await methods(none.token))[0]).toMatchObject({ payment_method_Id: 1, available: 1 });
      const free = await call("/store/checkout", { body: { ...none.choice, payment_method_Id: "1" }, token: none.token });
      expect(free.status, free.text).toBe(201);
    } finally {
      await setCeiling(30000);
    }
  });
});
