import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paymentAttemptSignature, paymobConcatenation, paymobFieldProblem, verifyPaymentAttemptSignature, verifyPaymobHmac } from "./paymob-hmac.ts";

const vector = JSON.parse(readFileSync(new URL("../test/fixtures/paymob-hmac.json", import.meta.url), "utf8"));
const obj = vector.processed_callback_body.obj;

/** The shopper's return (GET) carries the same fields as strings, `order` being order.id. */
const asQuery = (o: Record<string, any>) => ({
  ...Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "object" ? v : String(v)])),
  order: { id: String(o.order.id) },
  source_data: o.source_data,
});

describe("Paymob HMAC field shapes (issue #19)", () => {
  it("the published vector verifies as JSON (processed callback) and as strings (return query)", () => {
    expect(paymobConcatenation(obj)).toBe(vector.concatenated);
    expect(verifyPaymobHmac(vector.secret, obj, vector.expected_hmac)).toBe(true);
    expect(verifyPaymobHmac(vector.secret, asQuery(obj), vector.expected_hmac)).toBe(true);
    expect(verifyPaymobHmac(vector.secret, { ...obj, created_at: "2024-01-01T12:00:00.000000" }, vector.expected_hmac)).toBe(false);
  });

  it("a digit moved between neighbouring fields still concatenates the same, and is refused for its shape", () => {
    const shifted = { ...asQuery(obj), id: "92036465", has_parent_transaction: "false1" };
    expect(paymobConcatenation(shifted)).toBe(vector.concatenated);
    expect(paymobFieldProblem(shifted)).toBe("has_parent_transaction");
    expect(verifyPaymobHmac(vector.secret, shifted, vector.expected_hmac)).toBe(false);
    const intoAmount = { ...obj, amount_cents: "1000002", created_at: "024-06-13T11:33:44.592345" };
    expect(paymobConcatenation(intoAmount)).toBe(vector.concatenated);
    expect(verifyPaymobHmac(vector.secret, intoAmount, vector.expected_hmac)).toBe(false);
  });

  it("an attempt signature binds the order, the provider order id and the amount", () => {
    const a = { provider: "paymob", provider_order_id: "9001", merchant_order_id: "42-1", amount_cents: 25520 };
    const sig = paymentAttemptSignature("s", 42, a);
    expect(verifyPaymentAttemptSignature("s", 42, a, sig)).toBe(true);
    expect(verifyPaymentAttemptSignature("s", 43, a, sig)).toBe(false);
    expect(verifyPaymentAttemptSignature("s", 42, { ...a, provider_order_id: "9002" }, sig)).toBe(false);
    expect(verifyPaymentAttemptSignature("other", 42, a, sig)).toBe(false);
    // The storefront (app/server/payments) signs the same text: this value is checked there too.
    expect(sig).toBe(ATTEMPT_VECTOR);
  });
});

/** printf 'payment-attempt\n42\npaymob\n9001\n42-1\n25520' | openssl dgst -sha256 -hmac s */
const ATTEMPT_VECTOR = "7edde7e95fbabd2e3bacd8bfb25fa72fe8c7438409d6c42e24b5ff377d0a610f";
