import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paymobConcatenation, verifyPaymobHmac } from "../lib/paymob-hmac.ts";
import { createPaymobSandbox } from "./sandbox.ts";

const vector = JSON.parse(readFileSync(new URL("../test/fixtures/paymob-hmac.json", import.meta.url), "utf8"));
const BASE = "http://127.0.0.1:9/paymob-sandbox";
const SECRET = "sandbox-test-secret";

const billing = { first_name: "Salma", last_name: "Nour", email: "s@example.test", phone_number: "+201001234567" } as Record<string, string>;
for (const k of ["apartment", "floor", "street", "building", "shipping_method", "postal_code", "city", "country", "state"]) billing[k] = "NA";

function setup(clock = { t: Date.UTC(2026, 0, 10) }) {
  const callbacks: Array<{ url: URL; body: any }> = [];
  const sandbox = createPaymobSandbox({
    apiKey: "demo-key",
    hmacSecret: SECRET,
    publicUrl: BASE,
    callbackUrl: "http://127.0.0.1:9/payments/paymob/callback",
    returnUrl: "http://localhost:9/payments/paymob/return",
    now: () => clock.t,
    fetch: async (request) => {
      callbacks.push({ url: new URL(request.url), body: await request.json() });
      return new Response("{}", { status: 200 });
    },
  });
  const call = async (path: string, body?: unknown, init: RequestInit = {}) => {
    const res = await sandbox.fetch(
      new Request(`http://127.0.0.1:9${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: body instanceof URLSearchParams ? { "Content-Type": "application/x-www-form-urlencoded" } : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : body instanceof URLSearchParams ? body : JSON.stringify(body),
        ...init,
      }),
    );
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, text, json };
  };
  /** Authenticate, register an order and get a payment key, as the storefront does. */
  const paymentKey = async (amount = 123450, merchant = `42-${clock.t}`) => {
    const auth = await call("/auth/tokens", { api_key: "demo-key" });
    const order = await call("/ecommerce/orders", {
      auth_token: auth.json.token,
      delivery_needed: false,
      amount_cents: amount,
      currency: "EGP",
      merchant_order_id: merchant,
      items: [],
    });
    const key = await call("/acceptance/payment_keys", {
      auth_token: auth.json.token,
      amount_cents: amount,
      expiration: 600,
      order_id: order.json.id,
      billing_data: billing,
      currency: "EGP",
      integration_id: 4097558,
      lock_order_when_paid: true,
    });
    return { auth: auth.json.token as string, orderId: order.json.id as number, token: key.json.token as string, keyStatus: key.status };
  };
  return { sandbox, call, callbacks, paymentKey, clock };
}

const card = (number: string) => new URLSearchParams({ card_number: number, cardholder_name: "Test Account", expiry: "01/39", cvv: "123" });

describe("Paymob sandbox", () => {
  it("signs exactly as the published vector (the shared HMAC module)", () => {
    expect(paymobConcatenation(vector.processed_callback_body.obj)).toBe(vector.concatenated);
    expect(verifyPaymobHmac(vector.secret, vector.processed_callback_body.obj, vector.expected_hmac)).toBe(true);
  });

  it("refuses a wrong api_key, an unauthenticated order and a duplicate merchant_order_id", async () => {
    const { call } = setup();
    expect((await call("/auth/tokens", { api_key: "nope" })).status).toBe(403);
    expect((await call("/ecommerce/orders", { auth_token: "x", amount_cents: 100 })).status).toBe(401);
    const auth = (await call("/auth/tokens", { api_key: "demo-key" })).json.token;
    expect((await call("/ecommerce/orders", { auth_token: auth, amount_cents: 100, merchant_order_id: "7-1" })).status).toBe(201);
    expect((await call("/ecommerce/orders", { auth_token: auth, amount_cents: 100, merchant_order_id: "7-1" })).status).toBe(422);
    // the token may also come as a bearer header
    expect(
      (
        await call(
          "/ecommerce/orders",
          { amount_cents: 100, merchant_order_id: "7-2" },
          { headers: { Authorization: `Bearer ${auth}`, "Content-Type": "application/json" } },
        )
      ).status,
    ).toBe(201);
  });

  it("a payment key needs the billing fields and the order amount", async () => {
    const { call } = setup();
    const auth = (await call("/auth/tokens", { api_key: "demo-key" })).json.token;
    const order = (await call("/ecommerce/orders", { auth_token: auth, amount_cents: 5000, merchant_order_id: "8-1" })).json.id;
    const bad = await call("/acceptance/payment_keys", {
      auth_token: auth,
      amount_cents: 5000,
      order_id: order,
      integration_id: 1,
      billing_data: { first_name: "" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.billing_data)).toEqual(expect.arrayContaining(["first_name", "email", "city"]));
    const wrongAmount = await call("/acceptance/payment_keys", { auth_token: auth, amount_cents: 4000, order_id: order, integration_id: 1, billing_data: {} });
    expect(wrongAmount.status).toBe(400);
  });

  it("a test card is approved: signed processed callback, then the browser goes to the return URL with a valid hmac", async () => {
    const { call, callbacks, paymentKey } = setup();
    const { token, orderId } = await paymentKey();
    const page = await call(`/acceptance/iframes/812345?payment_token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("1,234.50 EGP");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://localhost:9");
    expect(page.text).not.toMatch(/<script/i);

    const paid = await call(`/acceptance/iframes/812345?payment_token=${token}`, card("5123 4567 8901 2346"));
    expect(paid.status).toBe(303);
    expect(callbacks).toHaveLength(1);
    const { url, body } = callbacks[0];
    expect(url.pathname).toBe("/payments/paymob/callback");
    expect(body.type).toBe("TRANSACTION");
    expect(body.obj).toMatchObject({
      success: true,
      pending: false,
      amount_cents: 123450,
      order: { id: orderId, merchant_order_id: expect.stringMatching(/^42-/) },
      source_data: { pan: "2346", type: "card" },
    });
    expect(verifyPaymobHmac(SECRET, body.obj, url.searchParams.get("hmac")!)).toBe(true);

    const back = new URL(paid.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("http://localhost:9/payments/paymob/return");
    const q = Object.fromEntries(back.searchParams);
    expect(q).toMatchObject({ success: "true", pending: "false", order: String(orderId), txn_response_code: "APPROVED", hmac: url.searchParams.get("hmac") });
    // the flat query signs the same string: `order` stands for order.id
    const flatObj = {
      ...q,
      order: { id: q.order },
      source_data: { pan: q["source_data.pan"], sub_type: q["source_data.sub_type"], type: q["source_data.type"] },
    };
    expect(verifyPaymobHmac(SECRET, flatObj, q.hmac)).toBe(true);

    // a key pays once
    expect((await call(`/acceptance/iframes/812345?payment_token=${token}`)).status).toBe(410);
  });

  it("any other card number is declined; malformed details show the form again without a transaction", async () => {
    const { call, callbacks, paymentKey } = setup();
    const { token } = await paymentKey();
    const malformed = await call(
      `/acceptance/iframes/812345?payment_token=${token}`,
      new URLSearchParams({ card_number: "4111", cardholder_name: "", expiry: "13/20", cvv: "1" }),
    );
    expect(malformed.status).toBe(422);
    expect(malformed.text).toContain('role="alert"');
    expect(callbacks).toHaveLength(0);
    const declined = await call(`/acceptance/iframes/812345?payment_token=${token}`, card("4000000000000002"));
    expect(declined.status).toBe(303);
    expect(callbacks[0].body.obj).toMatchObject({ success: false, txn_response_code: "DECLINED" });
    expect(new URL(declined.headers.get("location")!).searchParams.get("success")).toBe("false");
  });

  it("an expired payment key is refused", async () => {
    const { call, paymentKey, clock } = setup();
    const { token } = await paymentKey();
    clock.t += 601_000;
    expect((await call(`/acceptance/iframes/812345?payment_token=${token}`)).status).toBe(410);
  });

  it("wallet: pay answers a pending redirect_url; 01010101010 with 123456/123456 is approved, a wrong OTP declined", async () => {
    const { call, callbacks, paymentKey } = setup();
    const { token } = await paymentKey();
    expect((await call("/acceptance/payments/pay", { source: { identifier: "0512345678", subtype: "WALLET" }, payment_token: token })).status).toBe(400);
    const pay = await call("/acceptance/payments/pay", { source: { identifier: "01010101010", subtype: "WALLET" }, payment_token: token });
    expect(pay.status).toBe(200);
    expect(pay.json.pending).toBe(true);
    const redirect = new URL(pay.json.redirect_url);
    expect(redirect.href.startsWith(`${BASE}/acceptance/wallets/`)).toBe(true);
    const path = redirect.pathname.replace("/paymob-sandbox", "");
    expect((await call(path)).text).toContain("010*****010");
    const done = await call(path, new URLSearchParams({ mpin: "123456", otp: "123456" }));
    expect(done.status).toBe(303);
    expect(callbacks[0].body.obj).toMatchObject({ id: pay.json.id, success: true, source_data: { type: "wallet", pan: "01010101010" } });

    const second = await paymentKey(5000, "43-1");
    const pay2 = await call("/acceptance/payments/pay", { source: { identifier: "01010101010", subtype: "WALLET" }, payment_token: second.token });
    const path2 = new URL(pay2.json.redirect_url).pathname.replace("/paymob-sandbox", "");
    await call(path2, new URLSearchParams({ mpin: "123456", otp: "654321" }));
    expect(callbacks[1].body.obj).toMatchObject({ success: false });
    expect((await call(path2)).status).toBe(410);
  });

  it("lock_order_when_paid: a second key of an order stops paying once one of its keys paid it; a decline leaves it payable", async () => {
    const { call, callbacks, paymentKey } = setup();
    const first = await paymentKey();
    const anotherKey = () =>
      call("/acceptance/payment_keys", {
        auth_token: first.auth,
        amount_cents: 123450,
        order_id: first.orderId,
        integration_id: 1,
        billing_data: billing,
        lock_order_when_paid: true,
      });
    const again = await anotherKey();
    const third = await anotherKey();
    await call(`/acceptance/iframes/812345?payment_token=${first.token}`, card("4000000000000002"));
    expect(callbacks[0].body.obj).toMatchObject({ success: false });
    // declined: the order is still unpaid, its other key pays it
    expect((await call(`/acceptance/iframes/812345?payment_token=${again.json.token}`, card("5123456789012346"))).status).toBe(303);
    expect(callbacks[1].body.obj).toMatchObject({ success: true, order: { id: first.orderId } });
    const late = await call(`/acceptance/iframes/812345?payment_token=${third.json.token}`);
    expect(late.status).toBe(409);
    expect(late.text).toContain("This order has already been paid.");
    expect((await call(`/acceptance/iframes/812345?payment_token=${third.json.token}`, card("5123456789012346"))).status).toBe(409);
    expect(callbacks).toHaveLength(2);
  });

  it("refunds an approved transaction up to what it took, with the auth token; nothing else", async () => {
    const { call, callbacks, paymentKey } = setup();
    const { auth, token, orderId } = await paymentKey(5000);
    await call(`/acceptance/iframes/812345?payment_token=${token}`, card("5123456789012346"));
    const paid = callbacks[0].body.obj;
    expect((await call("/acceptance/void_refund/refund", { auth_token: "nope", transaction_id: paid.id, amount_cents: 5000 })).status).toBe(401);
    expect((await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: 1, amount_cents: 5000 })).status).toBe(404);
    expect((await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: paid.id, amount_cents: 5001 })).status).toBe(400);
    const part = await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: paid.id, amount_cents: 2000 });
    expect(part.status).toBe(200);
    expect(part.json).toMatchObject({ success: true, is_refund: true, amount_cents: 2000, parent_transaction: paid.id, order: { id: orderId } });
    expect((await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: paid.id, amount_cents: 3001 })).status).toBe(400);
    expect((await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: paid.id, amount_cents: 3000 })).status).toBe(200);
    // a declined transaction took nothing to give back
    const declined = await paymentKey(5000, "43-1");
    await call(`/acceptance/iframes/812345?payment_token=${declined.token}`, card("4000000000000002"));
    expect((await call("/acceptance/void_refund/refund", { auth_token: auth, transaction_id: callbacks[1].body.obj.id, amount_cents: 5000 })).status).toBe(404);
  });
});
