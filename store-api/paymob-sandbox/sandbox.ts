/**
 * An embedded stand-in for Paymob's legacy Accept API (../../../shared/paymob.md), for demo
 * mode when no PAYMOB_API_KEY is configured. A fetch handler (Request → Response) with paths
 * relative to where the host mounts it:
 *
 *   POST /auth/tokens                      { api_key }                       → { token }
 *   POST /ecommerce/orders                 { auth_token, amount_cents, … }   → { id }
 *   POST /acceptance/payment_keys          { auth_token, order_id, … }       → { token }
 *   GET  /acceptance/iframes/{frame}?payment_token=…   the hosted card page (a plain form)
 *   POST /acceptance/payments/pay          { source: { identifier, subtype: "WALLET" }, payment_token } → { redirect_url, pending: true }
 *   GET  /acceptance/wallets/{ref}                     the hosted wallet page (MPIN and OTP)
 *   POST /acceptance/void_refund/refund    { auth_token, transaction_id, amount_cents } → the refund transaction
 *
 * The rules (documented in docs/decisions/016-paymob-sandbox.md):
 * - Cards 5123456789012346 and 4111111111111111 are approved; any other well-formed number
 *   (12–19 digits, a future MM/YY expiry, a 3–4 digit CVV, a name) is declined. Malformed
 *   details show the form again and make no transaction.
 * - The wallet 01010101010 with MPIN 123456 and OTP 123456 is approved; anything else is declined.
 * - Each finished payment makes one transaction: the processed callback is POSTed (JSON body,
 *   `hmac` in the query string, signed per the shared vector) to the storefront's callback URL,
 *   then the shopper's browser is sent (303) to its return URL with the flat query and `hmac`.
 * - A payment key lasts its `expiration` (seconds) and pays once. Keys made with
 *   `lock_order_when_paid` stop paying once their order is paid (by any of its keys).
 * - A refund returns part or all of an approved transaction, never more than it took in all;
 *   it makes no callback.
 *
 * State lives in memory (tokens, orders, payment keys); ids start from the clock so they stay
 * unique across restarts against a persistent Store API database.
 */
import { randomBytes } from "node:crypto";
import { paymobHmac } from "../lib/paymob-hmac.ts";

export interface PaymobSandboxOptions {
  /** The api_key POST /auth/tokens accepts. */
  apiKey: string;
  /** Signs the callbacks (the storefront and the Store API verify with the same secret). */
  hmacSecret: string;
  /** The sandbox's own address as browsers see it, e.g. `http://127.0.0.1:3000/paymob-sandbox` (wallet redirect_url). */
  publicUrl: string;
  /** The storefront's processed-callback URL (server to server). */
  callbackUrl: string;
  /** The storefront's response-callback URL (the shopper's browser is sent there). */
  returnUrl: string;
  /** Posts the processed callback; default global fetch. */
  fetch?: (request: Request) => Promise<Response>;
  log?: (level: "info" | "warn" | "error", msg: string, data?: Record<string, unknown>) => void;
  /** Clock in epoch ms (tests). */
  now?: () => number;
}

export interface PaymobSandbox {
  fetch(request: Request): Promise<Response>;
}

export const SANDBOX_TEST_CARDS = ["5123456789012346", "4111111111111111"] as const;
export const SANDBOX_TEST_WALLET = { number: "01010101010", mpin: "123456", otp: "123456" } as const;

const AUTH_TOKEN_MS = 3_600_000;
const OWNER = 302852;
const PROFILE_ID = 164295;
const BILLING_KEYS = [
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "apartment",
  "floor",
  "street",
  "building",
  "shipping_method",
  "postal_code",
  "city",
  "country",
  "state",
] as const;
const BILLING_MANDATORY = ["first_name", "last_name", "email", "phone_number"] as const;

interface SandboxOrder {
  id: number;
  merchant_order_id: string;
  amount_cents: number;
  currency: string;
  items: unknown[];
  created: number;
  paid: boolean;
}

interface PaymentKey {
  order: SandboxOrder;
  amount_cents: number;
  currency: string;
  integration_id: number;
  billing: Record<string, string>;
  expires: number;
  used: boolean;
  /** lock_order_when_paid: this key stops paying once its order is paid. */
  lock: boolean;
}

/** An approved transaction, as far as a refund needs it. */
interface Settled {
  order: SandboxOrder;
  amount_cents: number;
  refunded_cents: number;
  currency: string;
  source: Record<string, string>;
  created: number;
}

interface WalletSession {
  key: PaymentKey;
  token: string;
  identifier: string;
  transactionId: number;
}

type Transaction = Record<string, unknown> & { id: number; success: boolean; order: { id: number; merchant_order_id: string; [k: string]: unknown } };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const randomToken = (bytes = 24) => randomBytes(bytes).toString("base64url");

/** Paymob's own timestamp style: ISO without a zone, microseconds. */
const paymobTime = (ms: number) => `${new Date(ms).toISOString().slice(0, -1)}000`;

const amountText = (cents: number, currency: string) =>
  `${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createPaymobSandbox(opts: PaymobSandboxOptions): PaymobSandbox {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? (() => {});
  const send = opts.fetch ?? ((request: Request) => fetch(request));
  const publicUrl = opts.publicUrl.replace(/\/+$/, "");
  const storefrontOrigin = new URL(opts.returnUrl).origin;
  // Requests may arrive with the mount path (in-process calls) or without it (a host that strips it).
  const mountPath = new URL(publicUrl).pathname.replace(/\/+$/, "");

  const authTokens = new Map<string, number>();
  const orders = new Map<number, SandboxOrder>();
  const merchantIds = new Set<string>();
  const keys = new Map<string, PaymentKey>();
  const wallets = new Map<string, WalletSession>();
  const settled = new Map<number, Settled>();
  let nextOrderId = now();
  let nextTransactionId = now();
  let lastPrune = now();

  /** Forget what has expired, at most once a minute (orders after a day). */
  function prune() {
    const t = now();
    if (t - lastPrune < 60_000) return;
    lastPrune = t;
    for (const [k, exp] of authTokens) if (exp <= t) authTokens.delete(k);
    for (const [k, v] of keys) if (v.expires <= t) keys.delete(k);
    for (const [k, v] of wallets) if (v.key.expires <= t) wallets.delete(k);
    for (const [k, v] of orders) {
      if (t - v.created > 86_400_000) {
        orders.delete(k);
        merchantIds.delete(v.merchant_order_id);
      }
    }
    for (const [k, v] of settled) if (t - v.created > 86_400_000) settled.delete(k);
  }

  function authorised(request: Request, body: Record<string, unknown>): boolean {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
    const token = typeof body.auth_token === "string" ? body.auth_token : bearer;
    const exp = token ? authTokens.get(token) : undefined;
    return exp !== undefined && exp > now();
  }

  function page(status: number, title: string, body: string): Response {
    const nonce = randomBytes(16).toString("base64");
    const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Paymob sandbox</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{margin-top:0;font-size:1.3rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #94a3b8;border-radius:6px;font:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.note{padding:.6rem .8rem;border-radius:6px;background:#fef9c3;font-size:.9rem}
.error{padding:.6rem .8rem;border-radius:6px;background:#fee2e2;color:#991b1b}
.amount{font-size:1.2rem;font-weight:700}
</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
    return new Response(html, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        // Its own policy: no script at all; the form posts here and is then sent (303) to the storefront.
        "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self' ${storefrontOrigin}; base-uri 'none'; frame-ancestors 'none'`,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Frame-Options": "DENY",
      },
    });
  }

  const gone = () =>
    page(410, "Payment link expired", "<h1>This payment link has expired or was already used.</h1><p>Go back to the shop and start the payment again.</p>");
  const alreadyPaid = () =>
    page(409, "Order already paid", "<h1>This order has already been paid.</h1><p>Nothing more was charged. Go back to the shop to see it.</p>");

  const payable = (key: PaymentKey) => !key.used && key.expires > now();
  const locked = (key: PaymentKey) => key.lock && key.order.paid;

  function liveKey(token: string | null): PaymentKey | null {
    const key = token ? keys.get(token) : undefined;
    return key && payable(key) ? key : null;
  }

  function transaction(key: PaymentKey, id: number, success: boolean, source: { type: string; sub_type: string; pan: string }, threeD: boolean): Transaction {
    const code = success ? "APPROVED" : "DECLINED";
    return {
      id,
      pending: false,
      amount_cents: key.amount_cents,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: threeD,
      integration_id: key.integration_id,
      profile_id: PROFILE_ID,
      has_parent_transaction: false,
      order: { id: key.order.id, merchant_order_id: key.order.merchant_order_id, amount_cents: key.order.amount_cents, currency: key.order.currency },
      created_at: paymobTime(now()),
      currency: key.currency,
      error_occured: false,
      owner: OWNER,
      source_data: source,
      data: { message: success ? "Approved" : "Do not honour", txn_response_code: code },
      txn_response_code: code,
      payment_key_claims: { billing_data: key.billing },
    };
  }

  /** The processed callback (server to server), then the shopper's browser to the return URL. */
  async function finish(key: PaymentKey, tx: Transaction): Promise<Response> {
    key.used = true;
    if (tx.success) {
      key.order.paid = true;
      const source = tx.source_data as Record<string, string>;
      settled.set(tx.id, { order: key.order, amount_cents: key.amount_cents, refunded_cents: 0, currency: key.currency, source, created: now() });
    }
    const hmac = paymobHmac(opts.hmacSecret, tx);
    const callback = new URL(opts.callbackUrl);
    callback.searchParams.set("hmac", hmac);
    try {
      const answer = await send(
        new Request(callback, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ type: "TRANSACTION", obj: tx }),
          signal: AbortSignal.timeout(10_000),
        }),
      );
      if (!answer.ok) log("warn", "Paymob sandbox: the processed callback was refused", { status: answer.status, transaction: tx.id });
      await answer.body?.cancel();
    } catch (error) {
      log("error", "Paymob sandbox: the processed callback failed", { error: String(error), transaction: tx.id });
    }
    const source = tx.source_data as Record<string, string>;
    const flat: Record<string, string> = {
      id: String(tx.id),
      pending: "false",
      amount_cents: String(tx.amount_cents),
      success: String(tx.success),
      is_auth: "false",
      is_capture: "false",
      is_standalone_payment: "true",
      is_voided: "false",
      is_refunded: "false",
      is_3d_secure: String(tx.is_3d_secure),
      integration_id: String(tx.integration_id),
      profile_id: String(PROFILE_ID),
      has_parent_transaction: "false",
      order: String(tx.order.id),
      created_at: String(tx.created_at),
      currency: String(tx.currency),
      error_occured: "false",
      owner: String(OWNER),
      merchant_order_id: tx.order.merchant_order_id,
      "data.message": String((tx.data as Record<string, string>).message),
      "source_data.type": source.type,
      "source_data.pan": source.pan,
      "source_data.sub_type": source.sub_type,
      txn_response_code: String(tx.txn_response_code),
      hmac,
    };
    const target = new URL(opts.returnUrl);
    for (const [k, v] of Object.entries(flat)) target.searchParams.set(k, v);
    return new Response(null, { status: 303, headers: { Location: target.href, "Cache-Control": "no-store" } });
  }

  /* ───────── the API ───────── */

  async function authTokensCall(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body || typeof body.api_key !== "string" || body.api_key !== opts.apiKey) return json(403, { detail: "incorrect credentials" });
    const token = randomToken(32);
    authTokens.set(token, now() + AUTH_TOKEN_MS);
    return json(201, { token, profile: { id: PROFILE_ID } });
  }

  async function ordersCall(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body) return json(400, { detail: "JSON body expected" });
    if (!authorised(request, body)) return json(401, { detail: "Authentication credentials were not provided." });
    const amount = Number(body.amount_cents);
    if (!Number.isInteger(amount) || amount <= 0) return json(400, { amount_cents: ["A valid integer is required."] });
    const merchant = body.merchant_order_id === undefined ? "" : String(body.merchant_order_id);
    if (merchant && merchantIds.has(merchant)) return json(422, { message: "duplicate" });
    const items = Array.isArray(body.items) ? body.items : [];
    const order: SandboxOrder = {
      id: nextOrderId++,
      merchant_order_id: merchant,
      amount_cents: amount,
      currency: String(body.currency ?? "EGP"),
      items,
      created: now(),
      paid: false,
    };
    orders.set(order.id, order);
    if (merchant) merchantIds.add(merchant);
    return json(201, {
      id: order.id,
      merchant_order_id: merchant || null,
      amount_cents: amount,
      currency: order.currency,
      items,
      created_at: paymobTime(order.created),
      delivery_needed: Boolean(body.delivery_needed),
    });
  }

  async function paymentKeysCall(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body) return json(400, { detail: "JSON body expected" });
    if (!authorised(request, body)) return json(401, { detail: "Authentication credentials were not provided." });
    const order = orders.get(Number(body.order_id));
    if (!order) return json(404, { order_id: ["Order not found."] });
    const amount = Number(body.amount_cents);
    if (amount !== order.amount_cents) return json(400, { amount_cents: ["Does not match the order amount."] });
    const integration = Number(body.integration_id);
    if (!Number.isInteger(integration) || integration <= 0) return json(400, { integration_id: ["A valid integer is required."] });
    const billingIn = body.billing_data && typeof body.billing_data === "object" ? (body.billing_data as Record<string, unknown>) : null;
    const problems: Record<string, string[]> = {};
    for (const k of BILLING_KEYS) if (billingIn?.[k] === undefined || billingIn[k] === null) problems[k] = ["This field is required."];
    for (const k of BILLING_MANDATORY) if (billingIn && String(billingIn[k] ?? "").trim() === "") problems[k] = ["This field may not be blank."];
    if (Object.keys(problems).length) return json(400, { billing_data: problems });
    const expiration = Number(body.expiration ?? 3600);
    const billing = Object.fromEntries(BILLING_KEYS.map((k) => [k, String(billingIn![k])]));
    const token = randomToken(48);
    keys.set(token, {
      order,
      amount_cents: amount,
      currency: String(body.currency ?? order.currency),
      integration_id: integration,
      billing,
      expires: now() + Math.max(1, Math.min(Number.isFinite(expiration) ? expiration : 3600, 86_400)) * 1000,
      used: false,
      lock: body.lock_order_when_paid === true || body.lock_order_when_paid === "true",
    });
    return json(201, { token });
  }

  async function walletPayCall(request: Request): Promise<Response> {
    const body = await readJson(request);
    const source = body?.source && typeof body.source === "object" ? (body.source as Record<string, unknown>) : null;
    const key = liveKey(typeof body?.payment_token === "string" ? body.payment_token : null);
    if (!key) return json(401, { detail: "Invalid or expired payment token." });
    if (locked(key)) return json(409, { detail: "The order has already been paid." });
    if (source?.subtype !== "WALLET") return json(400, { source: ["subtype must be WALLET."] });
    const identifier = String(source.identifier ?? "");
    if (!/^01[0125]\d{8}$/.test(identifier)) return json(400, { source: ["Invalid wallet mobile number."] });
    const ref = randomToken(24);
    const session: WalletSession = { key, token: ref, identifier, transactionId: nextTransactionId++ };
    wallets.set(ref, session);
    return json(200, {
      id: session.transactionId,
      pending: true,
      success: false,
      amount_cents: key.amount_cents,
      currency: key.currency,
      order: { id: key.order.id },
      source_data: { type: "wallet", sub_type: "wallet", pan: identifier },
      redirect_url: `${publicUrl}/acceptance/wallets/${ref}`,
      iframe_redirection_url: null,
    });
  }

  /** Paymob's refund of an approved transaction (its documentation: POST /api/acceptance/void_refund/refund). */
  async function refundCall(request: Request): Promise<Response> {
    const body = await readJson(request);
    if (!body) return json(400, { detail: "JSON body expected" });
    if (!authorised(request, body)) return json(401, { detail: "Authentication credentials were not provided." });
    const parent = settled.get(Number(body.transaction_id));
    if (!parent) return json(404, { detail: "Transaction not found." });
    const amount = Number(body.amount_cents);
    if (!Number.isInteger(amount) || amount <= 0) return json(400, { amount_cents: ["A valid integer is required."] });
    if (parent.refunded_cents + amount > parent.amount_cents) return json(400, { detail: "The refund exceeds the transaction's amount." });
    parent.refunded_cents += amount;
    return json(200, {
      id: nextTransactionId++,
      pending: false,
      success: true,
      is_refund: true,
      is_void: false,
      amount_cents: amount,
      currency: parent.currency,
      parent_transaction: Number(body.transaction_id),
      order: { id: parent.order.id, merchant_order_id: parent.order.merchant_order_id },
      source_data: parent.source,
      created_at: paymobTime(now()),
    });
  }

  /* ───────── the hosted pages ───────── */

  function cardForm(key: PaymentKey, error?: string, values: Record<string, string> = {}): Response {
    const v = (k: string) => escapeHtml(values[k] ?? "");
    return page(
      error ? 422 : 200,
      "Pay by card",
      `<h1>Pay by card</h1>
<p class="amount">${escapeHtml(amountText(key.amount_cents, key.currency))}</p>
<p class="note">Sandbox: no money moves. Cards 5123 4567 8901 2346 and 4111 1111 1111 1111 are approved; any other number is declined.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" dir="ltr" value="${v("card_number")}" required>
<label for="cardholder_name">Name on card</label>
<input id="cardholder_name" name="cardholder_name" autocomplete="cc-name" value="${v("cardholder_name")}" required>
<label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" value="${v("expiry")}" required>
<label for="cvv">CVV</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required>
<button type="submit">Pay ${escapeHtml(amountText(key.amount_cents, key.currency))}</button>
</form>`,
    );
  }

  async function cardPage(request: Request, url: URL): Promise<Response> {
    const key = liveKey(url.searchParams.get("payment_token"));
    if (!key) return gone();
    if (locked(key)) return alreadyPaid();
    if (request.method === "GET") return cardForm(key);
    const form = await request.formData().catch(() => null);
    const values = Object.fromEntries(["card_number", "cardholder_name", "expiry", "cvv"].map((k) => [k, String(form?.get(k) ?? "").trim()]));
    const number = values.card_number.replace(/[\s-]/g, "");
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry);
    const month = expiry ? Number(expiry[1]) : 0;
    const expired = expiry ? Date.UTC(2000 + Number(expiry[2]), month, 1) <= now() : true;
    if (!/^\d{12,19}$/.test(number) || !values.cardholder_name || month < 1 || month > 12 || expired || !/^\d{3,4}$/.test(values.cvv)) {
      return cardForm(key, "Check the card number, name, expiry (MM/YY, not in the past) and CVV.", values);
    }
    const approved = (SANDBOX_TEST_CARDS as readonly string[]).includes(number);
    const tx = transaction(
      key,
      nextTransactionId++,
      approved,
      { type: "card", sub_type: number.startsWith("4") ? "Visa" : "MasterCard", pan: number.slice(-4) },
      true,
    );
    return finish(key, tx);
  }

  function walletForm(session: WalletSession, error?: string): Response {
    const masked = `${session.identifier.slice(0, 3)}*****${session.identifier.slice(-3)}`;
    return page(
      error ? 422 : 200,
      "Pay by mobile wallet",
      `<h1>Pay by mobile wallet</h1>
<p class="amount">${escapeHtml(amountText(session.key.amount_cents, session.key.currency))}</p>
<p>Wallet <bdi dir="ltr">${escapeHtml(masked)}</bdi></p>
<p class="note">Sandbox: wallet 01010101010 with MPIN 123456 and OTP 123456 is approved; anything else is declined.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post">
<label for="mpin">Wallet PIN (MPIN)</label>
<input id="mpin" name="mpin" type="password" inputmode="numeric" autocomplete="off" dir="ltr" required>
<label for="otp">Verification code (OTP)</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required>
<button type="submit">Confirm payment</button>
</form>`,
    );
  }

  async function walletPage(request: Request, ref: string): Promise<Response> {
    const session = wallets.get(ref);
    if (!session || !payable(session.key)) return gone();
    if (locked(session.key)) return alreadyPaid();
    if (request.method === "GET") return walletForm(session);
    const form = await request.formData().catch(() => null);
    const mpin = String(form?.get("mpin") ?? "").trim();
    const otp = String(form?.get("otp") ?? "").trim();
    if (!/^\d{4,6}$/.test(mpin) || !/^\d{4,6}$/.test(otp)) return walletForm(session, "Enter the wallet PIN and the verification code (digits).");
    wallets.delete(ref);
    const approved = session.identifier === SANDBOX_TEST_WALLET.number && mpin === SANDBOX_TEST_WALLET.mpin && otp === SANDBOX_TEST_WALLET.otp;
    const tx = transaction(session.key, session.transactionId, approved, { type: "wallet", sub_type: "wallet", pan: session.identifier }, false);
    return finish(session.key, tx);
  }

  return {
    async fetch(request: Request): Promise<Response> {
      prune();
      const url = new URL(request.url);
      let path = url.pathname.replace(/\/+$/, "") || "/";
      if (mountPath && (path === mountPath || path.startsWith(`${mountPath}/`))) path = path.slice(mountPath.length) || "/";
      const post = request.method === "POST";
      const read = request.method === "GET" || request.method === "HEAD";
      if (post && path === "/auth/tokens") return authTokensCall(request);
      if (post && path === "/ecommerce/orders") return ordersCall(request);
      if (post && path === "/acceptance/payment_keys") return paymentKeysCall(request);
      if (post && path === "/acceptance/payments/pay") return walletPayCall(request);
      if (post && path === "/acceptance/void_refund/refund") return refundCall(request);
      const frame = /^\/acceptance\/iframes\/(\d+)$/.exec(path);
      if (frame && (read || post)) return cardPage(request, url);
      const wallet = /^\/acceptance\/wallets\/([\w-]+)$/.exec(path);
      if (wallet && (read || post)) return walletPage(request, wallet[1]);
      return json(404, { detail: "Not found." });
    },
  };
}
