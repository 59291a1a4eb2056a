import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "paymob-test-secret-0123456789abcdefghij";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { SettingsSchema } from "~/lib/schemas/store";
import type { Order } from "~/lib/schemas/order";
import { fakeContext, json } from "../testing/fake-context";
import { bootstrapContext, transportContext } from "../context.server";
import { RequestSession } from "../session/request-session.server";
import type { PaymobConfig } from "./config.server";
import {
  amountCents,
  billingData,
  fromQuery,
  fromTransaction,
  hmacConcatenation,
  hmacFieldProblem,
  hmacMatches,
  merchantOrderId,
  orderIdOfMerchantOrderId,
  orderPayable,
  PaymentProblemError,
  paymobAvailable,
  splitName,
  startPayment,
  transactionHmac,
  walletIdentifier,
} from "./paymob.server";

const vector = JSON.parse(readFileSync(new URL("../../../tests/fixtures/paymob-hmac.json", import.meta.url), "utf8"));

describe("billing data", () => {
  it("splits the receiver's name, each part defaulting to customer", () => {
    expect(splitName("Salma Nour")).toEqual({ first_name: "Salma", last_name: "Nour" });
    expect(splitName("  Mohamed   Abd El Rahman ")).toEqual({ first_name: "Mohamed", last_name: "Abd El Rahman" });
    expect(splitName("سلمى")).toEqual({ first_name: "سلمى", last_name: "customer" });
    expect(splitName("")).toEqual({ first_name: "customer", last_name: "customer" });
    expect(splitName(null)).toEqual({ first_name: "customer", last_name: "customer" });
  });

  it("has the profile's email, a phone, and NA in every other field Paymob requires", () => {
    const billing = billingData({ receiverName: "Salma Nour", email: "salma@example.test", phone: "+201001234567" });
    expect(billing).toEqual({
      first_name: "Salma",
      last_name: "Nour",
      email: "salma@example.test",
      phone_number: "+201001234567",
      apartment: "NA",
      floor: "NA",
      street: "NA",
      building: "NA",
      shipping_method: "NA",
      postal_code: "NA",
      city: "NA",
      country: "NA",
      state: "NA",
    });
    expect(billingData({ receiverName: "x", email: "e@x.test", phone: null }).phone_number).toBe("NA");
  });
});

describe("amounts and ids", () => {
  it("amounts are whole EGP cents, half-up, without floating-point noise", () => {
    expect(amountCents(1234.5)).toBe(123450);
    expect(amountCents(0.1 + 0.2)).toBe(30);
    expect(amountCents(1.005)).toBe(101);
    expect(amountCents("1,234.56")).toBe(123456);
    expect(amountCents(0)).toBe(0);
  });

  it("merchant_order_id is <order id>-<epoch ms>, unique per attempt, and gives the order back", () => {
    expect(merchantOrderId(42, 1_760_000_000_123)).toBe("42-1760000000123");
    expect(merchantOrderId(42, 1)).not.toBe(merchantOrderId(42, 2));
    expect(orderIdOfMerchantOrderId("42-1760000000123")).toBe(42);
    expect(orderIdOfMerchantOrderId("abc-1")).toBeNull();
    expect(orderIdOfMerchantOrderId("42")).toBeNull();
    expect(orderIdOfMerchantOrderId(null)).toBeNull();
  });

  it("wallet numbers are Egyptian mobiles in the local form", () => {
    expect(walletIdentifier("+201010101010")).toBe("01010101010");
    expect(walletIdentifier("01010101010")).toBe("01010101010");
    expect(walletIdentifier("0512345678")).toBeNull();
    expect(walletIdentifier("")).toBeNull();
    expect(walletIdentifier(undefined)).toBeNull();
  });
});

describe("HMAC (the shared vector, tests/fixtures/paymob-hmac.json, as is)", () => {
  const obj = vector.processed_callback_body.obj;

  it("concatenates the fields in the vector's order and signs with SHA-512", () => {
    expect(hmacConcatenation(fromTransaction(obj))).toBe(vector.concatenated);
    expect(transactionHmac(vector.secret, fromTransaction(obj))).toBe(vector.expected_hmac);
  });

  it("accepts the right hmac (any case), refuses a wrong one, a short one, none and no secret", () => {
    expect(hmacMatches(vector.secret, fromTransaction(obj), vector.expected_hmac)).toBe(true);
    expect(hmacMatches(vector.secret, fromTransaction(obj), vector.expected_hmac.toUpperCase())).toBe(true);
    const wrong = `${vector.expected_hmac.slice(0, -1)}${vector.expected_hmac.endsWith("0") ? "1" : "0"}`;
    expect(hmacMatches(vector.secret, fromTransaction(obj), wrong)).toBe(false);
    expect(hmacMatches(vector.secret, fromTransaction(obj), vector.expected_hmac.slice(0, 64))).toBe(false);
    expect(hmacMatches(vector.secret, fromTransaction(obj), "")).toBe(false);
    expect(hmacMatches(null, fromTransaction(obj), vector.expected_hmac)).toBe(false);
    expect(hmacMatches(vector.secret, fromTransaction({ ...obj, amount_cents: 100001 }), vector.expected_hmac)).toBe(false);
  });

  it("refuses fields of the wrong type or shape whatever the hmac (issue #19)", () => {
    const shifted = { ...obj, id: "92036465", has_parent_transaction: "false1" };
    expect(hmacConcatenation(fromTransaction(shifted))).toBe(vector.concatenated);
    expect(hmacFieldProblem(fromTransaction(shifted))).toBe("has_parent_transaction");
    expect(hmacMatches(vector.secret, fromTransaction(shifted), vector.expected_hmac)).toBe(false);
    for (const patch of [
      { success: "True" },
      { pending: 0 },
      { id: "0192036465" },
      { amount_cents: 1000.5 },
      { created_at: "1000002024-06-13" },
      { currency: "egp" },
      { owner: null },
      { order: { id: [217503754] } },
    ]) {
      expect(hmacFieldProblem(fromTransaction({ ...obj, ...patch })), JSON.stringify(patch)).not.toBeNull();
    }
    expect(hmacFieldProblem(fromTransaction(obj))).toBeNull();
    expect(hmacFieldProblem(fromTransaction({ ...obj, id: "192036465", created_at: "2024-01-01T12:00:00.000000" }))).toBeNull();
  });

  it("the response callback's flat query signs the same string (order = order.id)", () => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(obj)) if (typeof v !== "object") q.set(k, String(v));
    q.set("order", String(obj.order.id));
    for (const [k, v] of Object.entries(obj.source_data)) q.set(`source_data.${k}`, String(v));
    q.set("merchant_order_id", "7-1");
    expect(hmacConcatenation(fromQuery(q))).toBe(vector.concatenated);
    expect(hmacMatches(vector.secret, fromQuery(q), vector.expected_hmac)).toBe(true);
  });
});

const settings = SettingsSchema.parse({ active_payment_company: "paymob", card_integrations: 4097558, wallet_integrations: "4097559", card_frames: 812345 });
const config: PaymobConfig = {
  apiKey: "key",
  hmacSecret: "s",
  baseUrl: "https://pay.test/api",
  cardIntegrationId: null,
  walletIntegrationId: null,
  cardFrameId: null,
};

describe("availability (spec §5: key, integration id and frame id, and active_payment_company paymob)", () => {
  it("card and wallet with everything configured", () => {
    expect(paymobAvailable(config, settings, 2)).toBe(true);
    expect(paymobAvailable(config, settings, 3)).toBe(true);
    expect(paymobAvailable(config, settings, 1)).toBe(false);
  });

  it("not without the key, another provider, a missing integration or frame", () => {
    expect(paymobAvailable({ ...config, apiKey: null }, settings, 2)).toBe(false);
    expect(paymobAvailable(config, { ...settings, active_payment_company: "fawry" }, 2)).toBe(false);
    expect(paymobAvailable(config, { ...settings, card_integrations: null }, 2)).toBe(false);
    expect(paymobAvailable(config, { ...settings, card_integrations: null }, 3)).toBe(true);
    expect(paymobAvailable(config, { ...settings, card_frames: null }, 3)).toBe(false);
  });

  it("the configuration's ids override the settings'", () => {
    const none = { ...settings, card_integrations: null, wallet_integrations: null, card_frames: null };
    expect(paymobAvailable(config, none, 2)).toBe(false);
    expect(paymobAvailable({ ...config, cardIntegrationId: 1, cardFrameId: 2 }, none, 2)).toBe(true);
  });
});

function order(patch: Partial<Order> = {}): Order {
  return {
    id: 42,
    uuid: "u",
    order_number: "100042",
    invoice_number: "INV-2026-000042",
    created_at: "2026-01-01T00:00:00Z",
    status: 0,
    progress: "preparing",
    items: [{ name: "Mug", quantity: 2, price: 100, price_after_discount: 90, barcode: "622", unit: "Piece", uuid: "i1" }],
    quantity: 2,
    shipping_fee: 50,
    payment_method: { payment_method_Id: 2, name: "Card" },
    payment_method_fee: 0,
    tax_total: 25.2,
    discount_total: 0,
    total: 205.2,
    total_after_discount: 255.2,
    net_total: 255.2,
    amount_due: 255.2,
    receiver_name: "Salma Nour",
    receiver_phone: "+201001234567",
    payment_phone: null,
    can_cancel: 1,
    payment: { status: "unpaid" },
    ...patch,
  } as Order;
}

describe("a payment for an order", () => {
  const calls: Array<{ path: string; body: any }> = [];
  let store: (req: Request) => Response = () => json({});
  const context = fakeContext({ storeFetch: async (req) => store(req), session: new RequestSession({}, () => Promise.reject(new Error("no"))) });
  context.set(bootstrapContext, { settings, menus: { header: [], footer: [] } } as never);
  const paymob = async (req: Request) => {
    const path = new URL(req.url).pathname.replace("/api/", "");
    const body = await req.json();
    calls.push({ path, body });
    if (path === "auth/tokens") return json({ token: "auth-1" }, 201);
    if (path === "ecommerce/orders") return json({ id: 9001 }, 201);
    if (path === "acceptance/payment_keys") return json({ token: "pay key" }, 201);
    if (path === "acceptance/payments/pay") return json({ pending: true, redirect_url: "https://pay.test/wallet/abc" });
    return json({}, 404);
  };
  context.set(transportContext, { ...context.get(transportContext), paymob: config, paymobFetch: paymob });
  const storeCalls: Array<{ path: string; body: any }> = [];
  store = (req) => {
    const path = new URL(req.url).pathname;
    if (path.endsWith("/store/me")) return json({ data: { id: 1, email: "salma@example.test", mobile: "+201001234567", first_name: "S", last_name: "N" } });
    if (path.endsWith("/payment-attempts")) {
      const signature = req.headers.get("X-Payment-Attempt-Signature");
      void req
        .clone()
        .json()
        .then((body) => storeCalls.push({ path, body: { ...body, signature } }));
      return json({ data: order() });
    }
    return json({ message: "no" }, 404);
  };

  it("card: authenticate, register amount_due in cents, tell the Store API, get a key, then the card frame", async () => {
    calls.length = 0;
    const url = await startPayment(context, order(), { now: () => 1_760_000_000_000 });
    expect(url).toBe("https://pay.test/api/acceptance/iframes/812345?payment_token=pay%20key");
    expect(calls.map((c) => c.path)).toEqual(["auth/tokens", "ecommerce/orders", "acceptance/payment_keys"]);
    expect(calls[0].body).toEqual({ api_key: "key" });
    expect(calls[1].body).toMatchObject({
      auth_token: "auth-1",
      amount_cents: 25520,
      currency: "EGP",
      merchant_order_id: "42-1760000000000",
      delivery_needed: false,
    });
    expect(calls[1].body.items).toEqual([{ name: "Mug", amount_cents: 9000, description: "622", quantity: 2 }]);
    expect(calls[2].body).toMatchObject({
      auth_token: "auth-1",
      amount_cents: 25520,
      expiration: 600,
      order_id: 9001,
      currency: "EGP",
      integration_id: 4097558,
      lock_order_when_paid: true,
    });
    expect(calls[2].body.billing_data).toMatchObject({
      first_name: "Salma",
      last_name: "Nour",
      email: "salma@example.test",
      phone_number: "+201001234567",
      city: "NA",
    });
    await new Promise((r) => setTimeout(r, 0));
    // Signed as the storefront's server (the customer never names the provider order):
    // printf 'payment-attempt\n42\npaymob\n9001\n42-1760000000000\n25520' | openssl dgst -sha256 -hmac s
    expect(storeCalls.at(-1)?.body).toEqual({
      provider: "paymob",
      provider_order_id: "9001",
      merchant_order_id: "42-1760000000000",
      amount_cents: 25520,
      signature: "d42cb0d8bf92e8dbe5c2cc7eb33010b3155148637d3bee740ceefcad313b693d",
    });
  });

  it("wallet: the same, then pay with the local wallet number and follow its redirect_url", async () => {
    calls.length = 0;
    const url = await startPayment(context, order({ payment_method: { payment_method_Id: 3, name: "Wallet" }, payment_phone: "+201010101010" }));
    expect(url).toBe("https://pay.test/wallet/abc");
    expect(calls.at(-2)?.body.integration_id).toBe(4097559);
    expect(calls.at(-1)).toEqual({
      path: "acceptance/payments/pay",
      body: { source: { identifier: "01010101010", subtype: "WALLET" }, payment_token: "pay key" },
    });
  });

  it("pay again: a new key for the Paymob order the last attempt registered, recorded again; none registered", async () => {
    calls.length = 0;
    const again = order({ payment: { status: "failed", provider_order_id: "9001", merchant_order_id: "42-1760000000000" } });
    const url = await startPayment(context, again, { now: () => 1_770_000_000_000 });
    expect(url).toBe("https://pay.test/api/acceptance/iframes/812345?payment_token=pay%20key");
    expect(calls.map((c) => c.path)).toEqual(["auth/tokens", "acceptance/payment_keys"]);
    expect(calls[1].body).toMatchObject({ order_id: 9001, amount_cents: 25520, lock_order_when_paid: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(storeCalls.at(-1)?.body).toMatchObject({ provider_order_id: "9001", merchant_order_id: "42-1760000000000", amount_cents: 25520 });
  });

  it("pay again: Paymob refusing a key for the last order (forgotten, another amount) registers a new one; another shop order's ids are never reused", async () => {
    const refusing = fakeContext({ storeFetch: async (req) => store(req) });
    refusing.set(bootstrapContext, { settings, menus: { header: [], footer: [] } } as never);
    const seen: Array<{ path: string; body: any }> = [];
    refusing.set(transportContext, {
      ...refusing.get(transportContext),
      paymob: config,
      paymobFetch: async (req) => {
        const body = await req.clone().json();
        const path = new URL(req.url).pathname.replace("/api/", "");
        seen.push({ path, body });
        if (path === "acceptance/payment_keys" && body.order_id === 7777) return json({ order_id: ["Order not found."] }, 404);
        return paymob(req);
      },
    });
    await startPayment(refusing, order({ payment: { status: "unpaid", provider_order_id: "7777", merchant_order_id: "42-1" } }), { now: () => 5 });
    expect(seen.map((c) => [c.path, c.body.order_id])).toEqual([
      ["auth/tokens", undefined],
      ["acceptance/payment_keys", 7777],
      ["ecommerce/orders", undefined],
      ["acceptance/payment_keys", 9001],
    ]);
    expect(seen[2].body.merchant_order_id).toBe("42-5");
    seen.length = 0;
    await startPayment(refusing, order({ payment: { status: "unpaid", provider_order_id: "7777", merchant_order_id: "41-1" } }), { now: () => 6 });
    expect(seen.map((c) => c.path)).toEqual(["auth/tokens", "ecommerce/orders", "acceptance/payment_keys"]);
  });

  it("presses that arrive together share one start: one Paymob order, one key, the same page", async () => {
    calls.length = 0;
    const pages = await Promise.all([startPayment(context, order()), startPayment(context, order()), startPayment(context, order())]);
    expect(new Set(pages).size).toBe(1);
    expect(calls.map((c) => c.path)).toEqual(["auth/tokens", "ecommerce/orders", "acceptance/payment_keys"]);
  });

  it("refuses before calling anyone: no Egyptian wallet number, nothing due, not available", async () => {
    calls.length = 0;
    const problem = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof PaymentProblemError ? e.problem : e),
      );
    expect(await problem(startPayment(context, order({ payment_method: { payment_method_Id: 3, name: "Wallet" }, payment_phone: "+966512345678" })))).toBe(
      "mobile_invalid",
    );
    expect(await problem(startPayment(context, order({ payment: { status: "paid" }, amount_due: 0 })))).toBe("nothing_due");
    expect(await problem(startPayment(context, order({ payment_method: { payment_method_Id: 1, name: "Cash" } })))).toBe("not_available");
    expect(calls).toEqual([]);
  });

  it("a provider failure is reported, not thrown raw", async () => {
    const failing = fakeContext({ storeFetch: async (req) => store(req) });
    failing.set(bootstrapContext, { settings, menus: { header: [], footer: [] } } as never);
    failing.set(transportContext, { ...failing.get(transportContext), paymob: config, paymobFetch: async () => json({ detail: "down" }, 500) });
    await expect(startPayment(failing, order())).rejects.toMatchObject({ problem: "provider_failed" });
  });

  it("only unpaid or declined card and wallet orders that owe something are payable", () => {
    expect(orderPayable(order())).toBe(true);
    expect(orderPayable(order({ payment: { status: "failed" } }))).toBe(true);
    expect(orderPayable(order({ payment: { status: "mismatch" } }))).toBe(false);
    expect(orderPayable(order({ status: 3 }))).toBe(false);
    expect(orderPayable(order({ amount_due: 0 }))).toBe(false);
    expect(orderPayable(order({ payment_method: { payment_method_Id: 1, name: "Cash" } }))).toBe(false);
  });
});
