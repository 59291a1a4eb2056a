/** 20 customers check out at once for the last 5 units of one product unit. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createStoreApi } from "../app.ts";
import { productUnits } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { caller } from "./helpers.ts";
import { inStock } from "./fixtures-db.ts";

/**
 * With `twoLines`, every cart also holds a second, plentiful unit, added before or after the
 * scarce one in alternating order (concurrent checkouts must not deadlock on row locks).
 */
export async function raceForLastUnits(db: Database, { customers = 20, stock = 5, twoLines = false } = {}) {
  const api = createStoreApi({ db, rateLimit: false, accessTokenTtl: 3600 });
  const call = caller((r) => api.fetch(r));
  const [unit, second] = await inStock(db, customers + 5, 2);
  if (!unit || !second) throw new Error("no unit with enough stock");
  const regions = (await call("/store/regions", { lang: "en" })).body.data;
  const cairo = regions[0].states[0];
  const companies = (await call(`/shipment/shipping-companies?town_id=${cairo.towns[0].id}`)).body.data.data;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const shoppers: { token: string; address: number }[] = [];
  for (let i = 0; i < customers; i++) {
    const n = String(i).padStart(2, "0");
    const reg = await call("/register", {
      body: {
        first_name: "Race",
        last_name: `R${n}`,
        username: `race_${tag}_${n}`,
        email: `race-${tag}-${n}@example.test`,
        mobile: `015${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}${n}`,
        password: "Secret#123",
        password_confirmation: "Secret#123",
      },
    });
    expect(reg.status, reg.text).toBe(200);
    const token = reg.body.data.access_token as string;
    const addr = await call("/store/account/addresses", {
      body: {
        receiver_name: "Race",
        receiver_phone: "01012345678",
        address_name: "Home",
        country_id: regions[0].id,
        state_id: cairo.id,
        town_id: cairo.towns[0].id,
        detailed_address: "Somewhere 1",
      },
      token,
    });
    expect(addr.status, addr.text).toBe(200);
    // one unit each, padded above the minimum purchase by quantity when cheap
    const qty = 1;
    const lines = twoLines ? (i % 2 ? [second, unit] : [unit, second]) : [unit];
    for (const l of lines) {
      const add = await call("/store/cart", { body: { item_id: l.product_id, unit_id: l.unit_id, qty }, token });
      expect(add.status, add.text).toBe(200);
    }
    shoppers.push({ token, address: addr.body.data.id });
  }
  // minimum purchase off for this race (a cheap unit must not be refused for that reason)
  const { settings } = await import("../db/schema.ts");
  const [before] = await db.select({ min: settings.min_purchase }).from(settings);
  await db.update(settings).set({ min_purchase: 0 });
  await db.update(productUnits).set({ balance: stock }).where(eq(productUnits.id, unit.unit_id));
  try {
    const results = await Promise.all(
      shoppers.map((s, i) =>
        call("/store/checkout", {
          body: {
            address_id: s.address,
            shipping_company_id: companies[0].id,
            shipping_type_id: companies[0].types[0].id,
            payment_method_Id: 1,
          },
          token: s.token,
          headers: { "Idempotency-Key": `race-${i}` },
        }),
      ),
    );
    const [after] = await db.select({ balance: productUnits.balance }).from(productUnits).where(eq(productUnits.id, unit.unit_id));
    return {
      created: results.filter((r) => r.status === 201).length,
      refused: results.filter((r) => r.status === 422 && r.body.code === "cart_invalid").length,
      other: results.filter((r) => r.status !== 201 && !(r.status === 422 && r.body.code === "cart_invalid")).map((r) => `${r.status} ${r.text}`),
      balance: after!.balance,
    };
  } finally {
    await db.update(settings).set({ min_purchase: before?.min ?? 100 });
  }
}
