/**
 * Card and wallet payments through Paymob's legacy Accept API (../shared/paymob.md), server
 * side only: the browser is only ever redirected to Paymob's hosted page.
 *
 *   authenticate → register an order (merchant_order_id `<order id>-<epoch ms>`, amount_due
 *   in EGP cents), or take the one the order's last attempt registered → tell the Store API
 *   (payment attempt) → payment key (600 s, locked once paid) →
 *   card: the card frame's URL; wallet: pay with the wallet number → its redirect_url.
 *
 * The callbacks (processed POST, response GET) are verified with HMAC-SHA512 over the fields
 * of the shared vector (tests/fixtures/paymob-hmac.json), each field's shape checked first
 * (docs/decisions/030-payment-verification.md).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { toMinor } from "~/lib/money/money";
import { parsePhone } from "~/lib/checkout/phone";
import type { Order } from "~/lib/schemas/order";
import type { Settings } from "~/lib/schemas/store";
import { authApi } from "../store-api/auth.server";
import { ordersApi } from "../store-api/orders.server";
import { bootstrapContext, transportContext } from "../context.server";
import { log } from "../observe/log.server";
import { isStoreApiError } from "../store-api/client.server";
import { NO_PAYMOB, type PaymobConfig } from "./config.server";

/** Spec §9: payment key expiration 600 s; currency EGP. */
export const PAYMENT_KEY_SECONDS = 600;
export const PAYMOB_CURRENCY = "EGP";
const TIMEOUT_MS = 10_000;

/* ───────── configuration and availability ───────── */

const positiveId = (v: unknown): number | null => {
  const n = Number(v);
  return v !== null && v !== "" && Number.isInteger(n) && n > 0 ? n : null;
};

/** Integration and frame ids: the configuration's overrides, else the store settings. */
export function paymobIds(config: PaymobConfig, settings: Pick<Settings, "card_integrations" | "wallet_integrations" | "card_frames">) {
  return {
    card: config.cardIntegrationId ?? positiveId(settings.card_integrations),
    wallet: config.walletIntegrationId ?? positiveId(settings.wallet_integrations),
    frame: config.cardFrameId ?? positiveId(settings.card_frames),
  };
}

/**
 * Spec §5: card (2) or wallet (3) need the provider key, the integration id and the frame id,
 * and the store's active_payment_company must be paymob; otherwise `not_available`.
 */
export function paymobAvailable(
  config: PaymobConfig,
  settings: Pick<Settings, "active_payment_company" | "card_integrations" | "wallet_integrations" | "card_frames">,
  method: number,
): boolean {
  if (method !== 2 && method !== 3) return false;
  // Without the HMAC secret no callback verifies and the Store API takes no attempt.
  if (!config.apiKey || !config.baseUrl || !config.hmacSecret) return false;
  if (
    String(settings.active_payment_company ?? "")
      .trim()
      .toLowerCase() !== "paymob"
  )
    return false;
  const ids = paymobIds(config, settings);
  return (method === 2 ? ids.card : ids.wallet) !== null && ids.frame !== null;
}

/* ───────── what Paymob is sent ───────── */

/** The receiver's name split into first and last (spec §5), each `customer` when missing. */
export function splitName(name: string | null | undefined): { first_name: string; last_name: string } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? "customer", last_name: parts.slice(1).join(" ") || "customer" };
}

/** Billing data: names from the receiver, the profile's email (mandatory), a phone; every other field `NA`. */
export function billingData(input: { receiverName: string | null | undefined; email: string; phone: string | null | undefined }) {
  return {
    ...splitName(input.receiverName),
    email: input.email,
    phone_number: input.phone?.trim() || "NA",
    apartment: "NA",
    floor: "NA",
    street: "NA",
    building: "NA",
    shipping_method: "NA",
    postal_code: "NA",
    city: "NA",
    country: "NA",
    state: "NA",
  };
}

/** Unique per registration: Paymob refuses a merchant_order_id it has seen. */
export const merchantOrderId = (orderId: number, nowMs: number) => `${orderId}-${nowMs}`;

/** The shop's order id from a merchant_order_id (`<order id>-<epoch ms>`). */
export function orderIdOfMerchantOrderId(merchant: string | null | undefined): number | null {
  const m = /^(\d{1,15})-\d+$/.exec(merchant ?? "");
  return m ? Number(m[1]) : null;
}

/** An amount in the local currency (EGP) as whole cents. */
export const amountCents = (amount: number | string) => toMinor(amount);

/** A wallet is an Egyptian mobile; Paymob takes it in the local form 01xxxxxxxxx. */
export function walletIdentifier(phone: string | null | undefined): string | null {
  const parsed = phone ? parsePhone(phone) : null;
  return parsed?.country === "EG" ? `0${parsed.e164.slice(3)}` : null;
}

/* ───────── the API ───────── */

export class PaymobError extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PaymobError";
  }
}

export function paymobClient(opts: { baseUrl: string; apiKey: string; fetch: (request: Request) => Promise<Response>; timeoutMs?: number }) {
  const base = opts.baseUrl.replace(/\/+$/, "");
  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await opts.fetch(
        new Request(`${base}/${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
        }),
      );
    } catch (error) {
      throw new PaymobError(path, 503, `unreachable: ${String(error)}`);
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (!res.ok || !parsed || typeof parsed !== "object") throw new PaymobError(path, res.status, text.slice(0, 300));
    return parsed as Record<string, unknown>;
  }
  const field = (answer: Record<string, unknown>, name: string, step: string) => {
    const value = answer[name];
    if ((typeof value !== "string" || value === "") && typeof value !== "number") throw new PaymobError(step, 502, `no ${name} in the answer`);
    return value;
  };
  return {
    async authenticate(): Promise<string> {
      return String(field(await post("auth/tokens", { api_key: opts.apiKey }), "token", "auth/tokens"));
    },
    async registerOrder(authToken: string, order: { amount_cents: number; merchant_order_id: string; items: unknown[] }): Promise<number> {
      const answer = await post("ecommerce/orders", { auth_token: authToken, delivery_needed: false, currency: PAYMOB_CURRENCY, ...order });
      return Number(field(answer, "id", "ecommerce/orders"));
    },
    async paymentKey(
      authToken: string,
      key: { amount_cents: number; order_id: number; billing_data: Record<string, string>; integration_id: number },
    ): Promise<string> {
      const answer = await post("acceptance/payment_keys", {
        auth_token: authToken,
        expiration: PAYMENT_KEY_SECONDS,
        currency: PAYMOB_CURRENCY,
        lock_order_when_paid: true,
        ...key,
      });
      return String(field(answer, "token", "acceptance/payment_keys"));
    },
    /** Gives back what an approved transaction took (Paymob's refund call); the answer must say it succeeded. */
    async refund(authToken: string, transactionId: string, amount_cents: number): Promise<void> {
      const answer = await post("acceptance/void_refund/refund", { auth_token: authToken, transaction_id: Number(transactionId), amount_cents });
      if (answer.success !== true) throw new PaymobError("acceptance/void_refund/refund", 502, `refund not approved: ${JSON.stringify(answer).slice(0, 200)}`);
    },
    /** Wallets: the answer's redirect_url (an http(s) address only) is where the shopper confirms. */
    async payWallet(paymentToken: string, identifier: string): Promise<string> {
      const answer = await post("acceptance/payments/pay", { source: { identifier, subtype: "WALLET" }, payment_token: paymentToken });
      const url = String(answer.redirect_url ?? "");
      if (!/^https?:\/\//i.test(url)) throw new PaymobError("acceptance/payments/pay", 502, "no redirect_url in the answer");
      return url;
    },
    cardFrameUrl(frameId: number, paymentToken: string): string {
      return `${base}/acceptance/iframes/${frameId}?payment_token=${encodeURIComponent(paymentToken)}`;
    },
  };
}

/* ───────── a payment for an order ───────── */

export type PaymentProblem = "not_available" | "mobile_invalid" | "nothing_due" | "provider_failed";

export class PaymentProblemError extends Error {
  constructor(readonly problem: PaymentProblem) {
    super(problem);
    this.name = "PaymentProblemError";
  }
}

/** Unpaid (or declined) card and wallet orders that still owe something can be paid (again). */
export function orderPayable(order: Pick<Order, "status" | "amount_due" | "payment" | "payment_method">): boolean {
  const method = order.payment_method.payment_method_Id;
  return (
    (method === 2 || method === 3) &&
    (order.status === 0 || order.status === 1) &&
    (order.payment.status === "unpaid" || order.payment.status === "failed") &&
    order.amount_due > 0
  );
}

export function paymobConfigOf(context: Readonly<RouterContextProvider>): PaymobConfig {
  return context.get(transportContext).paymob ?? NO_PAYMOB;
}

/** A Paymob order registered for this shop order: the last attempt's, or a new one. */
type ProviderOrder = { provider_order_id: string; merchant_order_id: string };

/** The client for the configured Paymob (or the sandbox). */
export function configuredClient(context: Readonly<RouterContextProvider>) {
  const config = paymobConfigOf(context);
  const transport = context.get(transportContext);
  return paymobClient({ baseUrl: config.baseUrl!, apiKey: config.apiKey!, fetch: transport.paymobFetch ?? ((r) => fetch(r)) });
}

/**
 * Starts a card or wallet payment for the order and answers where to send the browser.
 * "Pay now" again takes the Paymob order the last attempt registered (a new key for it), so
 * every page ever opened for a shop order pays one Paymob order, which its keys lock once paid:
 * two pages cannot both take the money (the attacker helper's finding). Only when Paymob no
 * longer takes a key for it (forgotten, another amount) is a new one registered.
 */
export function startPayment(
  context: Readonly<RouterContextProvider>,
  order: Order,
  opts: { walletPhone?: string | null; now?: () => number } = {},
): Promise<string> {
  // Presses that arrive together (two tabs, a form sent twice before its page's script ran) share one
  // start: each would otherwise register its own Paymob order before either recorded it, and each
  // page could take the money (the attacker helper's second finding). They get the same page.
  const key = `${order.id}:${order.payment_method.payment_method_Id}:${opts.walletPhone ?? ""}`;
  let started = starting.get(key);
  if (!started) {
    started = startOnce(context, order, opts).finally(() => starting.delete(key));
    starting.set(key, started);
  }
  return started;
}

/** Payment starts under way in this process, by order, method and wallet number. */
const starting = new Map<string, Promise<string>>();

async function startOnce(context: Readonly<RouterContextProvider>, order: Order, opts: { walletPhone?: string | null; now?: () => number }): Promise<string> {
  const transport = context.get(transportContext);
  const config = paymobConfigOf(context);
  const settings = context.get(bootstrapContext).settings;
  const method = order.payment_method.payment_method_Id;
  if (!paymobAvailable(config, settings, method)) throw new PaymentProblemError("not_available");
  if (!orderPayable(order)) throw new PaymentProblemError("nothing_due");
  const identifier = method === 3 ? walletIdentifier(opts.walletPhone || order.payment_phone) : null;
  if (method === 3 && !identifier) throw new PaymentProblemError("mobile_invalid");

  const ids = paymobIds(config, settings);
  const amount = amountCents(order.amount_due);
  const client = configuredClient(context);
  try {
    const profile = await authApi(context).me();
    const auth = await client.authenticate();
    const register = async (): Promise<ProviderOrder> => {
      const merchant = merchantOrderId(order.id, (opts.now ?? Date.now)());
      const items = order.items.map((i) => ({
        name: i.name.slice(0, 255) || "item",
        amount_cents: amountCents(i.price_after_discount),
        description: (i.barcode || i.unit || i.name).slice(0, 255) || "item",
        quantity: i.quantity,
      }));
      return {
        provider_order_id: String(await client.registerOrder(auth, { amount_cents: amount, merchant_order_id: merchant, items })),
        merchant_order_id: merchant,
      };
    };
    const keyFor = async (registered: ProviderOrder) => {
      const attempt = { provider: "paymob" as const, ...registered, amount_cents: amount };
      await ordersApi(context).paymentAttempt(order.id, attempt, attemptSignature(config.hmacSecret!, order.id, attempt));
      return client.paymentKey(auth, {
        amount_cents: amount,
        order_id: Number(registered.provider_order_id),
        integration_id: (method === 2 ? ids.card : ids.wallet)!,
        billing_data: billingData({ receiverName: order.receiver_name, email: profile.email, phone: profile.mobile || order.payment_phone }),
      });
    };
    const last = lastProviderOrder(order);
    let token: string;
    try {
      token = await keyFor(last ?? (await register()));
    } catch (error) {
      const refused = error instanceof PaymobError && error.step === "acceptance/payment_keys" && error.status >= 400 && error.status < 500;
      if (!last || !refused) throw error;
      log("info", "Paymob took no key for the last attempt's order: registering a new one", { orderId: order.id, requestId: transport.requestId });
      token = await keyFor(await register());
    }
    return method === 2 ? client.cardFrameUrl(ids.frame!, token) : await client.payWallet(token, identifier!);
  } catch (error) {
    const nothingDue = isStoreApiError(error) && error.status === 422;
    log(nothingDue ? "warn" : "error", "Paymob payment could not start", {
      orderId: order.id,
      step: error instanceof PaymobError ? error.step : "store-api",
      status: error instanceof PaymobError || isStoreApiError(error) ? error.status : undefined,
      error: String(error),
      requestId: transport.requestId,
    });
    throw new PaymentProblemError(nothingDue ? "nothing_due" : "provider_failed");
  }
}

/** The Paymob order the order's last attempt registered, when the Store API names both its ids (at most 15 digits: a JSON number keeps them). */
function lastProviderOrder(order: Order): ProviderOrder | null {
  const { provider_order_id, merchant_order_id } = order.payment;
  return provider_order_id && /^[1-9]\d{0,14}$/.test(provider_order_id) && merchant_order_id && orderIdOfMerchantOrderId(merchant_order_id) === order.id
    ? { provider_order_id, merchant_order_id }
    : null;
}

/* ───────── callbacks: HMAC ───────── */

/** The shared vector's field order; `order.id` is `obj.order.id` in the POST body and `order` in the GET query. */
export const HMAC_FIELDS = [
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

type HmacField = (typeof HMAC_FIELDS)[number];
type Lookup = (field: HmacField) => unknown;

/** JSON true/false in the POST body; the strings "true"/"false" in the GET query. */
const bool = (v: unknown) => typeof v === "boolean" || v === "true" || v === "false";
/** A non-negative integer as a JSON number or canonical digits (no sign, space or leading zero). */
const digits = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) || (typeof v === "string" && /^(0|[1-9]\d{0,18})$/.test(v));
const optionalText = (re: RegExp) => (v: unknown) => v === undefined || v === null || (typeof v === "string" && re.test(v));

/**
 * Paymob joins the values with no separator, so digits can move between neighbours and keep
 * the signature (issue #19). Each field must have the shape Paymob gives it before the HMAC is
 * worth anything (docs/decisions/030-payment-verification.md).
 */
const HMAC_SHAPES: Record<HmacField, (v: unknown) => boolean> = {
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
  "source_data.pan": optionalText(/^[0-9Xx*+ -]{0,32}$/),
  "source_data.sub_type": optionalText(/^[A-Za-z][A-Za-z0-9_ -]{0,39}$/),
  "source_data.type": optionalText(/^[a-z][a-z_]{0,29}$/),
  success: bool,
};

/** Fields of a processed callback's `obj`. */
export const fromTransaction =
  (obj: Record<string, unknown>): Lookup =>
  (field) => {
    if (field === "order.id") return obj.order && typeof obj.order === "object" ? (obj.order as Record<string, unknown>).id : obj.order;
    let value: unknown = obj;
    for (const part of field.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    return value;
  };

/** Fields of a response callback's flat query. */
export const fromQuery =
  (query: URLSearchParams): Lookup =>
  (field) =>
    query.get(field === "order.id" ? "order" : field);

/** The first signed field whose type or shape is not what Paymob sends, or null. */
export function hmacFieldProblem(get: Lookup): HmacField | null {
  return HMAC_FIELDS.find((field) => !HMAC_SHAPES[field](get(field))) ?? null;
}

export function hmacConcatenation(get: Lookup): string {
  return HMAC_FIELDS.map((field) => {
    const value = get(field);
    if (value === undefined || value === null) return "";
    if (typeof value === "boolean") return value ? "true" : "false";
    return typeof value === "object" ? "" : String(value);
  }).join("");
}

export function transactionHmac(secret: string, get: Lookup): string {
  return createHmac("sha512", secret).update(hmacConcatenation(get)).digest("hex");
}

const sameHex = (expected: string, given: string) => {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `shape` (a field misshapen, whatever the hmac), `hmac` (no secret, none given or wrong), or `ok`. */
export function verifyTransaction(secret: string | null | undefined, get: Lookup, given: string | null | undefined): "ok" | "shape" | "hmac" {
  if (hmacFieldProblem(get) !== null) return "shape";
  if (!secret || !given) return "hmac";
  return sameHex(transactionHmac(secret, get), given) ? "ok" : "hmac";
}

/** Shapes, then length, then a constant-time comparison. */
export function hmacMatches(secret: string | null | undefined, get: Lookup, given: string | null | undefined): boolean {
  return verifyTransaction(secret, get, given) === "ok";
}

/**
 * The Store API takes a payment attempt only from this server (header
 * X-Payment-Attempt-Signature): HMAC-SHA256 with the Paymob HMAC secret over these lines, so
 * the provider order id is the one Paymob answered here, never one a customer chose.
 */
export function attemptSignature(
  secret: string,
  orderId: number,
  attempt: { provider: string; provider_order_id: string; merchant_order_id: string; amount_cents: number },
): string {
  const lines = ["payment-attempt", orderId, attempt.provider, attempt.provider_order_id, attempt.merchant_order_id, attempt.amount_cents];
  return createHmac("sha256", secret).update(lines.join("\n")).digest("hex");
}
