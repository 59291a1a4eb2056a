/**
 * Paymob's transaction HMAC (test/fixtures/paymob-hmac.json, a copy of the shared vector):
 * HMAC-SHA512 over the values of these fields concatenated with no separator, booleans as
 * true/false, lowercase hex. The processed callback (POST, `obj`) and the response callback
 * (GET, flat query where `order` is the order id) sign the same string.
 *
 * With no separator, digits can move between neighbouring fields and keep the signature
 * (issue #19). So every field's shape is checked before hashing (docs/decisions/030): a
 * boolean is exactly true/false, an id or amount canonical digits, created_at a timestamp,
 * the currency three capitals. What still signs the same after that (digits moved between
 * id and integration_id, or order.id and owner) is caught by taking each signature once.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const PAYMOB_HMAC_FIELDS = [
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
] as const;

type Field = (typeof PAYMOB_HMAC_FIELDS)[number];

/** JSON true/false in the POST body; the strings "true"/"false" in the GET query. */
const bool = (v: unknown) => typeof v === "boolean" || v === "true" || v === "false";
/** A non-negative integer as a JSON number or canonical digits (no sign, space or leading zero). */
const digits = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) || (typeof v === "string" && /^(0|[1-9]\d{0,18})$/.test(v));
const text = (re: RegExp) => (v: unknown) => v === undefined || v === null || (typeof v === "string" && re.test(v));

const SHAPES: Record<Field, (v: unknown) => boolean> = {
  amount_cents: digits,
  created_at: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/.test(v),
  currency: (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v),
  error_occured: bool,
  has_parent_transaction: bool,
  id: digits,
  integration_id: digits,
  is_3d_secure: bool,
  is_auth: bool,
  is_capture: bool,
  is_refunded: bool,
  is_standalone_payment: bool,
  is_voided: bool,
  "order.id": digits,
  owner: digits,
  pending: bool,
  // A card's last digits (maybe masked) or a wallet number; the brand; the kind (card, wallet…).
  "source_data.pan": text(/^[0-9Xx*+ -]{0,32}$/),
  "source_data.sub_type": text(/^[A-Za-z][A-Za-z0-9_ -]{0,39}$/),
  "source_data.type": text(/^[a-z][a-z_]{0,29}$/),
  success: bool,
};

/** A field's value in a transaction object (`order` may be the order object or its id). */
export function paymobField(obj: Record<string, unknown>, path: Field): unknown {
  if (path === "order.id") {
    const order = obj.order;
    return order && typeof order === "object" ? (order as Record<string, unknown>).id : order;
  }
  let x: unknown = obj;
  for (const part of path.split(".")) x = x && typeof x === "object" ? (x as Record<string, unknown>)[part] : undefined;
  return x;
}

/** The first field whose type or shape is not what Paymob sends, or null. */
export function paymobFieldProblem(obj: Record<string, unknown>): Field | null {
  return PAYMOB_HMAC_FIELDS.find((f) => !SHAPES[f](paymobField(obj, f))) ?? null;
}

/** The string Paymob signs for a transaction object (processed callback `obj`). */
export function paymobConcatenation(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((f) => {
    const v = paymobField(obj, f);
    if (v === undefined || v === null) return "";
    if (typeof v === "boolean") return v ? "true" : "false";
    return String(v);
  }).join("");
}

export function paymobHmac(secret: string, obj: Record<string, unknown>): string {
  return createHmac("sha512", secret).update(paymobConcatenation(obj)).digest("hex");
}

/** A hex signature as given (any case, spaces around) against the expected one: length, then constant time. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Shapes first (a misshapen field is refused whatever its signature), then a constant-time comparison. */
export function verifyPaymobHmac(secret: string, obj: Record<string, unknown>, given: string): boolean {
  return paymobFieldProblem(obj) === null && sameHex(paymobHmac(secret, obj), given);
}

/**
 * The storefront server's proof that it registered a payment attempt with the provider order
 * id Paymob gave it (header X-Payment-Attempt-Signature): HMAC-SHA256 with the Paymob HMAC
 * secret over these lines. Customers never hold that secret, so they cannot choose the id.
 */
export function paymentAttemptSignature(
  secret: string,
  orderId: number,
  attempt: { provider: string; provider_order_id: string; merchant_order_id: string; amount_cents: number },
): string {
  const lines = ["payment-attempt", orderId, attempt.provider, attempt.provider_order_id, attempt.merchant_order_id, attempt.amount_cents];
  return createHmac("sha256", secret).update(lines.join("\n")).digest("hex");
}

export function verifyPaymentAttemptSignature(secret: string, orderId: number, attempt: Parameters<typeof paymentAttemptSignature>[2], given: string): boolean {
  return sameHex(paymentAttemptSignature(secret, orderId, attempt), given);
}
