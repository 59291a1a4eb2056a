import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "callbacks-test-secret-0123456789abcdefgh";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { fakeContext, json } from "../testing/fake-context";
import { transportContext } from "../context.server";
import { processedCallback, readPaymentReturn, resetCallbackMemory, returnedOrder } from "./callbacks.server";
import { fromTransaction, transactionHmac } from "./paymob.server";
import { log } from "../observe/log.server";
import { metricsText } from "../observe/metrics.server";

const vector = JSON.parse(readFileSync(new URL("../../../tests/fixtures/paymob-hmac.json", import.meta.url), "utf8"));
const obj = vector.processed_callback_body.obj;

const forwarded: Array<{ url: URL; body: string }> = [];
let answer: () => Response = () => json({ data: {} });
const context = fakeContext({
  storeFetch: async (req) => {
    forwarded.push({ url: new URL(req.url), body: await req.text() });
    return answer();
  },
});
const paymobCalls: Array<{ path: string; body: any }> = [];
let refundAnswer: () => Response = () => json({ id: 1, success: true, is_refund: true });
context.set(transportContext, {
  ...context.get(transportContext),
  paymob: { apiKey: "k", hmacSecret: vector.secret, baseUrl: "https://pay.test/api", cardIntegrationId: null, walletIntegrationId: null, cardFrameId: null },
  paymobFetch: async (req) => {
    const path = new URL(req.url).pathname.replace("/api/", "");
    paymobCalls.push({ path, body: await req.json() });
    return path === "auth/tokens" ? json({ token: "auth-1" }, 201) : refundAnswer();
  },
});

const post = (query: string, body: unknown = vector.processed_callback_body) =>
  processedCallback(
    new Request(`http://shop.test/payments/paymob/callback${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context,
  );

beforeEach(() => {
  forwarded.length = 0;
  paymobCalls.length = 0;
  answer = () => json({ data: {} });
  resetCallbackMemory();
});

describe("the processed callback", () => {
  it("a wrong, short or missing hmac is refused (401) and nothing is forwarded", async () => {
    expect((await post(`?hmac=${"0".repeat(128)}`)).status).toBe(401);
    expect((await post(`?hmac=${vector.expected_hmac.slice(0, 10)}`)).status).toBe(401);
    expect((await post("")).status).toBe(401);
    // the body signed is the body checked: a changed amount fails
    expect((await post(`?hmac=${vector.expected_hmac}`, { ...vector.processed_callback_body, obj: { ...obj, amount_cents: 1 } })).status).toBe(401);
    expect(forwarded).toEqual([]);
  });

  it("a malformed body is 400", async () => {
    expect((await post(`?hmac=${vector.expected_hmac}`, "{not json")).status).toBe(400);
    expect((await post(`?hmac=${vector.expected_hmac}`, { type: "TRANSACTION" })).status).toBe(400);
  });

  it("a verified callback goes to the Store API with its body and query string unchanged, once per transaction id", async () => {
    const raw = JSON.stringify(vector.processed_callback_body, null, 1);
    const query = `?hmac=${vector.expected_hmac}&extra=1`;
    expect((await post(query, raw)).status).toBe(200);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0].url.pathname).toBe("/api/store/payments/paymob");
    expect(forwarded[0].url.search).toBe(query);
    expect(forwarded[0].body).toBe(raw);
    const again = await post(query, raw);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ repeated: true });
    expect(forwarded).toHaveLength(1);
  });

  it("concurrent duplicates share one forward", async () => {
    const [a, b] = await Promise.all([post(`?hmac=${vector.expected_hmac}`), post(`?hmac=${vector.expected_hmac}`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(forwarded).toHaveLength(1);
  });

  it("a Store API failure answers 502 and is not remembered, so Paymob's retry goes through", async () => {
    answer = () => json({ message: "down" }, 503);
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(502);
    answer = () => json({ data: {} });
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    expect(forwarded).toHaveLength(2);
  });

  it("a Store API refusal keeps its status (e.g. unknown order)", async () => {
    answer = () => json({ message: "no", code: "order_not_found" }, 404);
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(404);
  });
});

describe("issue #40: a success the Store API recorded as mismatch", () => {
  const metric = async (pattern: RegExp) => Number(pattern.exec((await metricsText()).body)?.[1] ?? 0);
  const mismatches = () => metric(/^storefront_payment_mismatches_total (\d+)$/m);
  const refunds = (outcome: string) => metric(new RegExp(`^storefront_payment_refunds_total\\{outcome="${outcome}"\\} (\\d+)$`, "m"));

  it("is counted, logged at warn and refunded in full through Paymob; a paid answer or another transaction's mismatch is not", async () => {
    const before = await mismatches();
    const refunded = await refunds("refunded");
    answer = () => json({ data: { id: 7, payment: { status: "paid", transaction_id: String(obj.id) } } });
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    resetCallbackMemory();
    answer = () => json({ data: { id: 7, payment: { status: "mismatch", transaction_id: "1" } } });
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    expect(await mismatches()).toBe(before);
    expect(paymobCalls).toEqual([]);
    resetCallbackMemory();
    answer = () => json({ data: { id: 7, payment: { status: "mismatch", transaction_id: String(obj.id) } } });
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    expect(await mismatches()).toBe(before + 1);
    expect(paymobCalls).toEqual([
      { path: "auth/tokens", body: { api_key: "k" } },
      { path: "acceptance/void_refund/refund", body: { auth_token: "auth-1", transaction_id: obj.id, amount_cents: obj.amount_cents } },
    ]);
    expect(await refunds("refunded")).toBe(refunded + 1);
    expect(vi.mocked(log)).toHaveBeenCalledWith(
      "warn",
      expect.stringContaining("mismatch"),
      expect.objectContaining({ order: 7, transaction: String(obj.id) }),
    );
  });

  it("a refund Paymob refuses is counted as failed and logged at error for the shop to make by hand; Paymob still hears 200", async () => {
    const failed = await refunds("failed");
    answer = () => json({ data: { id: 7, payment: { status: "mismatch", transaction_id: String(obj.id) } } });
    refundAnswer = () => json({ detail: "The refund exceeds the transaction's amount." }, 400);
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    expect(await refunds("failed")).toBe(failed + 1);
    expect(vi.mocked(log)).toHaveBeenCalledWith("error", expect.stringContaining("refund it from Paymob's dashboard"), expect.objectContaining({ order: 7 }));
    refundAnswer = () => json({ id: 1, success: true, is_refund: true });
  });
});

describe("issue #19: a paid order's signed fields with digits moved between fields", () => {
  // has_parent_transaction precedes id: "false" + "192036465" signs exactly as "false1" + "92036465".
  const shifted = { ...obj, id: "92036465", has_parent_transaction: "false1", order: { id: obj.order.id, merchant_order_id: "58-1" } };

  it("are refused (400) before the Store API hears of them", async () => {
    const res = await post(`?hmac=${vector.expected_hmac}`, { type: "TRANSACTION", obj: shifted });
    expect(res.status).toBe(400);
    expect(forwarded).toEqual([]);
  });

  it("a signature already taken under another transaction id is a replay (409), not forwarded", async () => {
    expect((await post(`?hmac=${vector.expected_hmac}`)).status).toBe(200);
    // id and integration_id are both digits: the last digit of id moved into integration_id.
    const moved = { ...obj, id: 19203646, integration_id: 54097558 };
    const res = await post(`?hmac=${vector.expected_hmac}`, { type: "TRANSACTION", obj: moved });
    expect(res.status).toBe(409);
    expect(forwarded).toHaveLength(1);
  });
});

const orderJson = {
  id: 57,
  created_at: "2026-01-01T00:00:00Z",
  status: 0,
  order_number: "100057",
  payment_method: { payment_method_Id: 2, name: "Card" },
  amount_due: 0,
  can_cancel: 1,
};

describe("the response callback (the shopper's return)", () => {
  const flat = (patch: Record<string, string> = {}) => {
    const tx = { ...obj, success: true, pending: false };
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(tx)) if (typeof v !== "object") q.set(k, String(v));
    q.set("order", String(obj.order.id));
    for (const [k, v] of Object.entries(obj.source_data)) q.set(`source_data.${k}`, String(v));
    q.set("merchant_order_id", "57-1760000000000");
    q.set("hmac", transactionHmac(vector.secret, fromTransaction(tx)));
    for (const [k, v] of Object.entries(patch)) q.set(k, v);
    return new Request(`http://shop.test/payments/paymob/return?${q}`);
  };

  it("a verified query gives the outcome, the signed provider order id and the shop's order id as a hint", () => {
    expect(readPaymentReturn(flat(), context)).toMatchObject({
      valid: true,
      success: true,
      pending: false,
      providerOrderId: String(obj.order.id),
      orderHint: 57,
    });
  });

  it("digits moved between signed fields (issue #19) make the query invalid", () => {
    expect(readPaymentReturn(flat({ id: String(obj.id).slice(1), has_parent_transaction: `false${String(obj.id)[0]}` }), context)).toEqual({ valid: false });
  });

  it("the order shown is the one the signed provider order id was registered for, never just the unsigned merchant_order_id", async () => {
    const orderWith = (id: number, provider_order_id: string | null) => ({ ...orderJson, id, payment: { status: "paid", provider_order_id } });
    const result = readPaymentReturn(flat(), context);
    let lists: Record<string, unknown[]> = {};
    let hinted = orderWith(57, String(obj.order.id));
    answer = () => {
      const url = forwarded.at(-1)!.url;
      return url.pathname.endsWith("/orders") ? json({ data: lists[url.searchParams.get("status")!] ?? [] }) : json({ data: hinted });
    };
    expect(await returnedOrder(context, result)).toMatchObject({ id: 57 });
    expect(forwarded.map((f) => f.url.pathname)).toEqual(["/api/store/account/orders/57"]);
    // merchant_order_id names order 57, but 57 was registered with another provider order: not shown,
    // and the order that was (changed on the way) is found among the shopper's orders.
    hinted = orderWith(57, "999");
    expect(await returnedOrder(context, result)).toBeNull();
    lists = { closed: [orderWith(61, "998"), orderWith(58, String(obj.order.id))] };
    expect(await returnedOrder(context, result)).toMatchObject({ id: 58 });
    hinted = orderWith(57, null);
    lists = {};
    expect(await returnedOrder(context, result)).toBeNull();
  });

  it("a forged query (changed field or hmac) is not valid", () => {
    expect(readPaymentReturn(flat({ success: "false" }), context)).toEqual({ valid: false });
    expect(readPaymentReturn(flat({ hmac: "f".repeat(128) }), context)).toEqual({ valid: false });
    expect(readPaymentReturn(new Request("http://shop.test/payments/paymob/return"), context)).toEqual({ valid: false });
  });
});
