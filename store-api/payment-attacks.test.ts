/**
 * Issue #19 part 1, as the attacker's requests: a customer who paid order A once tries to get
 * order B (or another customer's order) marked paid or mismatch with A's signed fields
 * (docs/decisions/030-payment-verification.md).
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import type { OpenedDatabase } from "./db/open.ts";
import { orders } from "./db/schema.ts";
import { caller, newCustomer } from "./test/helpers.ts";
import { inStock, type StockUnit } from "./test/fixtures-db.ts";
import { openTestDatabase } from "./testing.ts";

const vector = JSON.parse(readFileSync(new URL("./test/fixtures/paymob-hmac.json", import.meta.url), "utf8"));
const SECRET = vector.secret as string;
const FIELDS = [
  "amount_cents",
  "created_at",
  "currency",
  "error_occured",
  "has_parent_transaction",
  "id",
  "integration_id",
  "is_3d_secure",
  "is_auth",
  "is_capture",
  "is_refunded",
  "is_standalone_payment",
  "is_voided",
  "order.id",
  "owner",
  "pending",
  "source_data.pan",
  "source_data.sub_type",
  "source_data.type",
  "success",
];

/** Paymob's signature, computed here from the vector's rule (not with the code under test). */
function sign(obj: Record<string, any>): string {
  const text = FIELDS.map((f) => {
    const v = f === "order.id" ? obj.order?.id : f.includes(".") ? obj.source_data?.[f.split(".")[1]!] : obj[f];
    return v === undefined || v === null ? "" : String(v);
  }).join("");
  return createHmac("sha512", SECRET).update(text).digest("hex");
}

/** The storefront server's proof that it registered the attempt (the contract's X-Payment-Attempt-Signature). */
const attemptSignature = (orderId: number, b: { provider: string; provider_order_id: string; merchant_order_id: string; amount_cents: number }) =>
  createHmac("sha256", SECRET)
    .update(["payment-attempt", orderId, b.provider, b.provider_order_id, b.merchant_order_id, b.amount_cents].join("\n"))
    .digest("hex");

let opened: OpenedDatabase;
let call: ReturnType<typeof caller>;
let units: StockUnit[];

beforeAll(async () => {
  opened = await openTestDatabase();
  const api = createStoreApi({ db: opened.db, rateLimit: false, paymobHmacSecret: SECRET, accessTokenTtl: 86_400 });
  call = caller((r) => api.fetch(r));
  units = await inStock(opened.db, 30, 4);
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

/** A new customer's unpaid card order of 1000.00 EGP (the vector's amount). */
async function cardOrder(token?: string) {
  if (!token) token = (await call("/register", { body: newCustomer() })).body.data.access_token as string;
  const regions = (await call("/store/regions")).body.data;
  const state = regions[0].states[0];
  const town = state.towns.find((t: { available: number }) => t.available !== 0) ?? state.towns[0];
  const address = (
    await call("/store/account/addresses", {
      token,
      body: {
        receiver_name: "Mona Ali",
        receiver_phone: "01012345678",
        address_name: "Home",
        country_id: regions[0].id,
        state_id: state.id,
        town_id: town.id,
        detailed_address: "1 Main St",
      },
    })
  ).body.data;
  const u = units[0]!;
  await call("/store/cart", { token, body: { item_id: u.product_id, unit_id: u.unit_id, qty: 1 } });
  const company = (await call(`/shipment/shipping-companies?town_id=${town.id}`)).body.data.data[0];
  const placed = await call("/store/checkout", {
    token,
    body: { address_id: address.id, shipping_company_id: company.id, shipping_type_id: company.types[0].id, payment_method_Id: 2 },
  });
  expect(placed.status, placed.text).toBe(201);
  await opened.db.update(orders).set({ net_total: 1000 }).where(eq(orders.id, placed.body.data.id));
  return { token, id: placed.body.data.id as number };
}

/** What the storefront's server does once Paymob answered it with a provider order id. */
async function registerAsStorefront(token: string, orderId: number, providerOrderId: string) {
  const body = { provider: "paymob", provider_order_id: providerOrderId, merchant_order_id: `${orderId}-${Date.now()}`, amount_cents: 100000 };
  const res = await call(`/store/account/orders/${orderId}/payment-attempts`, {
    token,
    body,
    headers: { "X-Payment-Attempt-Signature": attemptSignature(orderId, body) },
  });
  expect(res.status, res.text).toBe(200);
}

const callback = (obj: Record<string, unknown>, hmac = sign(obj)) => call(`/store/payments/paymob?hmac=${hmac}`, { body: { type: "TRANSACTION", obj } });
const orderOf = async (token: string, id: number) => (await call(`/store/account/orders/${id}`, { token })).body.data;

/** A paid order A and its signed success (as Paymob sent it, and as the shopper's return showed it). */
async function paidOrder(providerOrderId: number, transactionId: number) {
  const a = await cardOrder();
  await registerAsStorefront(a.token, a.id, String(providerOrderId));
  const obj = { ...vector.processed_callback_body.obj, id: transactionId, order: { id: providerOrderId, merchant_order_id: `${a.id}-1` } };
  const paid = await callback(obj);
  expect(paid.status, paid.text).toBe(200);
  expect(paid.body.data.payment.status).toBe("paid");
  return { ...a, obj, hmac: sign(obj) };
}

describe("one payment marks a second order paid (issue #19.1)", () => {
  it("a customer cannot register a payment attempt with a provider order id of their choosing", async () => {
    const a = await paidOrder(3100001, 1795546075651);
    const b = await cardOrder(a.token);
    const attack = { provider: "paymob", provider_order_id: "3100001", merchant_order_id: `${b.id}-1`, amount_cents: 100000 };
    const unsigned = await call(`/store/account/orders/${b.id}/payment-attempts`, { token: a.token, body: attack });
    expect(unsigned.status, unsigned.text).toBe(403);
    const forged = await call(`/store/account/orders/${b.id}/payment-attempts`, {
      token: a.token,
      body: attack,
      headers: { "X-Payment-Attempt-Signature": attemptSignature(b.id, { ...attack, amount_cents: 1 }) },
    });
    expect(forged.status, forged.text).toBe(403);
    // Even the storefront cannot point a second order at a provider order already registered for another.
    const signed = await call(`/store/account/orders/${b.id}/payment-attempts`, {
      token: a.token,
      body: attack,
      headers: { "X-Payment-Attempt-Signature": attemptSignature(b.id, attack) },
    });
    expect(signed.status, signed.text).toBe(422);
    expect(await orderOf(a.token, b.id)).toMatchObject({ amount_due: 1000, payment: { status: "unpaid", provider_order_id: null } });
  });

  it("A's signed fields with one digit moved between neighbouring fields are refused and change nothing", async () => {
    const a = await paidOrder(3100002, 1795546075652);
    const b = await cardOrder(a.token);
    // step 2: the attempt for B with A's provider order id and amount (refused since the fix)
    await call(`/store/account/orders/${b.id}/payment-attempts`, {
      token: a.token,
      body: { provider: "paymob", provider_order_id: "3100002", merchant_order_id: `${b.id}-1`, amount_cents: 100000 },
    });
    const shifted = { ...a.obj, id: "795546075652", has_parent_transaction: "false1", order: { id: 3100002, merchant_order_id: `${b.id}-1` } };
    const res = await callback(shifted, a.hmac);
    expect(res.status, res.text).toBe(400);
    expect(await orderOf(a.token, b.id)).toMatchObject({ amount_due: 1000, payment: { status: "unpaid" } });
  });

  it("digits moved out of order.id do not reach another customer's order through the unsigned merchant_order_id", async () => {
    const a = await paidOrder(3100003, 1795546075653);
    const victim = await cardOrder();
    // A "new" transaction id (its last digit moved into integration_id) for an order.id no attempt has.
    const obj = {
      ...a.obj,
      id: 179554607565,
      integration_id: `3${a.obj.integration_id}`,
      order: { id: 310000, merchant_order_id: `${victim.id}-1` },
      owner: `3${a.obj.owner}`,
    };
    expect(sign(obj)).toBe(a.hmac);
    const res = await callback(obj, a.hmac);
    expect(res.status, res.text).toBe(409);
    // Not seen before (another store process, another secret's history): still no order found from merchant_order_id.
    const fresh = { ...obj, id: 3, integration_id: 1, created_at: "2024-06-13T11:33:45.000000" };
    expect((await callback(fresh)).status).toBe(404);
    expect(await orderOf(victim.token, victim.id)).toMatchObject({ status: 0, amount_due: 1000, payment: { status: "unpaid" } });
  });

  it("a signature seen once is not taken again under another transaction id (digits moved between id and integration_id)", async () => {
    const b = await cardOrder();
    await registerAsStorefront(b.token, b.id, "3100004");
    const declined = { ...vector.processed_callback_body.obj, id: 1795546075654, integration_id: 4097558, success: false, order: { id: 3100004 } };
    expect((await callback(declined)).body.data.payment.status).toBe("failed");
    const moved = { ...declined, id: 179554607565, integration_id: 44097558 };
    const res = await callback(moved, sign(declined));
    expect(res.status, res.text).toBe(409);
  });

  it("a success in another currency, or for another amount than the attempt, is mismatch, not paid", async () => {
    const b = await cardOrder();
    await registerAsStorefront(b.token, b.id, "3100005");
    const usd = { ...vector.processed_callback_body.obj, id: 1795546075655, currency: "USD", order: { id: 3100005 } };
    const res = await callback(usd);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ amount_due: 1000, payment: { status: "mismatch" } });
  });

  it("a second success on an order already paid (a second card or wallet page paid) is mismatch and logged at warn, not ignored (issue #40.1)", async () => {
    const lines: Array<{ level: string; msg: string; data?: Record<string, unknown> }> = [];
    const logged = createStoreApi({
      db: opened.db,
      rateLimit: false,
      paymobHmacSecret: SECRET,
      accessTokenTtl: 86_400,
      log: (level, msg, data) => lines.push({ level, msg, data }),
    });
    const callLogged = caller((r) => logged.fetch(r));
    for (const [n, type] of [
      [6, "card"],
      [7, "wallet"],
    ] as const) {
      const b = await cardOrder();
      // Two pages opened before either was paid: two attempts, each with its own provider order.
      await registerAsStorefront(b.token, b.id, `310000${n}1`);
      await registerAsStorefront(b.token, b.id, `310000${n}2`);
      const first = { ...vector.processed_callback_body.obj, id: Number(`17955460756${n}1`), order: { id: Number(`310000${n}1`) } };
      first.source_data = { ...first.source_data, type };
      expect((await callback(first)).body.data.payment.status).toBe("paid");
      const second = { ...first, id: Number(`17955460756${n}2`), order: { id: Number(`310000${n}2`) } };
      const res = await callLogged(`/store/payments/paymob?hmac=${sign(second)}`, { body: { type: "TRANSACTION", obj: second } });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.payment).toMatchObject({ status: "mismatch", transaction_id: String(second.id) });
      expect(await orderOf(b.token, b.id)).toMatchObject({ payment: { status: "mismatch" } });
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: "warn",
          data: expect.objectContaining({ order: b.id, transaction: String(second.id), payment_status_before: "paid" }),
        }),
      );
    }
  });

  it("a success on a cancelled order is mismatch, whether it was paid before or not", async () => {
    for (const [n, paidFirst] of [
      [8, false],
      [9, true],
    ] as const) {
      const b = await cardOrder();
      await registerAsStorefront(b.token, b.id, `310000${n}1`);
      await registerAsStorefront(b.token, b.id, `310000${n}2`);
      if (paidFirst) {
        const paid = { ...vector.processed_callback_body.obj, id: Number(`17955460756${n}1`), order: { id: Number(`310000${n}1`) } };
        expect((await callback(paid)).body.data.payment.status).toBe("paid");
      }
      const cancelled = await call(`/store/account/orders/${b.id}/cancel`, { token: b.token, body: { reason: "Changed my mind" } });
      expect(cancelled.status, cancelled.text).toBe(200);
      const late = { ...vector.processed_callback_body.obj, id: Number(`17955460756${n}2`), order: { id: Number(`310000${n}2`) } };
      expect((await callback(late)).body.data).toMatchObject({ status: 3, payment: { status: "mismatch" } });
    }
  });

  it("fields of the wrong type or shape are refused before the HMAC is even compared", async () => {
    const good = { ...vector.processed_callback_body.obj };
    for (const patch of [
      { pending: "False" },
      { success: 1 },
      { id: "0192036465" },
      { id: -1 },
      { amount_cents: 1000.5 },
      { created_at: "1000002024-06-13T11:33:44.592345" },
      { currency: "EGP1" },
      { owner: { id: 1 } },
      { order: { id: "217503754 " } },
    ]) {
      const obj = { ...good, ...patch };
      const res = await callback(obj, sign(obj));
      expect(res.status, JSON.stringify(patch)).toBe(400);
    }
  });
});
