/**
 * Paymob's two callbacks (docs/decisions/015-payment-callbacks.md):
 * - the processed callback, POST server to server: verified, handled once per transaction id,
 *   forwarded unchanged (body and query string) to the Store API, which verifies it again and
 *   updates the order;
 * - the response callback, GET in the shopper's browser: verified, then shown.
 */
import type { RouterContextProvider } from "react-router";
import { readBoundedText } from "../http/read-body.server";
import { languageContext, transportContext } from "../context.server";
import { log } from "../observe/log.server";
import { recordPaymentMismatch } from "../observe/metrics.server";
import { refundPayment } from "./refund.server";
import { getServices } from "../services.server";
import { isStoreApiError } from "../store-api/client.server";
import type { Order } from "~/lib/schemas/order";
import { ordersApi } from "../store-api/orders.server";
import { fromQuery, fromTransaction, hmacFieldProblem, orderIdOfMerchantOrderId, paymobConfigOf, verifyTransaction } from "./paymob.server";

const MAX_BODY_BYTES = 64 * 1024;
const REMEMBERED = 5000;

/** Transaction ids the Store API has taken, newest last (per process; the Store API is idempotent too). */
const handled = new Map<string, true>();
/** Each signature forwarded, with its transaction id: the same signature under another id is a replay with digits moved. */
const signatures = new Map<string, string>();
/** Callbacks being forwarded now: a concurrent duplicate waits for the same answer. */
const inFlight = new Map<string, Promise<Response>>();

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

/** POST /payments/paymob/callback. The body is read here and nowhere else. */
export async function processedCallback(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const transport = context.get(transportContext);
  const { requestId } = transport;
  const secret = paymobConfigOf(context).hmacSecret;
  if (!secret) {
    log("error", "Paymob callback refused: no PAYMOB_HMAC_SECRET configured", { requestId });
    return answer(401, { message: "hmac" });
  }
  const url = new URL(request.url);
  const text = await readBoundedText(request, MAX_BODY_BYTES);
  if (text === null) {
    // The rest of the body is unread: the connection must not serve another request.
    const tooLarge = answer(413, { message: "too large" });
    tooLarge.headers.set("Connection", "close");
    return tooLarge;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { message: "JSON body expected" });
  }
  const obj = body && typeof body === "object" ? (body as Record<string, unknown>).obj : undefined;
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) return answer(400, { message: "obj expected" });
  const transaction = obj as Record<string, unknown>;
  const hmac = (url.searchParams.get("hmac") ?? "").trim().toLowerCase();
  const fields = fromTransaction(transaction);
  const verdict = verifyTransaction(secret, fields, hmac);
  if (verdict === "shape") {
    log("warn", "Paymob callback refused: a signed field of the wrong type or shape", { requestId, field: hmacFieldProblem(fields) });
    return answer(400, { message: "fields" });
  }
  if (verdict !== "ok") {
    log("warn", "Paymob callback with a wrong HMAC", { requestId, transaction: String(transaction.id ?? "") });
    return answer(401, { message: "hmac" });
  }
  const id = String(transaction.id);
  if (handled.has(id)) return answer(200, { ok: true, repeated: true });
  const signedAs = signatures.get(hmac);
  if (signedAs !== undefined && signedAs !== id) {
    log("warn", "Paymob callback refused: a signature already taken under another transaction id", { requestId, transaction: id, first: signedAs });
    return answer(409, { message: "replayed" });
  }

  let forwarding = inFlight.get(id);
  if (!forwarding) {
    forwarding = forward(context, url.search, text, transaction, hmac).finally(() => inFlight.delete(id));
    inFlight.set(id, forwarding);
  }
  return (await forwarding).clone();
}

async function forward(
  context: Readonly<RouterContextProvider>,
  search: string,
  body: string,
  transaction: Record<string, unknown>,
  hmac: string,
): Promise<Response> {
  const transport = context.get(transportContext);
  const id = String(transaction.id);
  const { lang } = context.get(languageContext);
  try {
    // The query string (hmac) and the body go on exactly as received: the Store API checks them again.
    const taken = await getServices(transport).client.request<{ data?: TakenOrder }>(`store/payments/paymob${search}`, {
      method: "POST",
      body,
      lang,
      requestId: transport.requestId,
    });
    if (mismatchedBy(taken.data?.data, id)) await refundMismatch(context, taken.data!.data!, transaction);
  } catch (error) {
    const status = isStoreApiError(error) ? error.status : 500;
    log(status >= 500 ? "error" : "warn", "Paymob callback not taken by the Store API", {
      transaction: id,
      status,
      error: String(error),
      requestId: transport.requestId,
    });
    // 5xx: Paymob should try again later; a refusal (unknown order, HMAC) would be refused again.
    return answer(status >= 500 ? 502 : status, { ok: false, code: isStoreApiError(error) ? (error.code ?? null) : null });
  }
  handled.set(id, true);
  signatures.set(hmac, id);
  if (handled.size > REMEMBERED) handled.delete(handled.keys().next().value!);
  if (signatures.size > REMEMBERED) signatures.delete(signatures.keys().next().value!);
  return answer(200, { ok: true });
}

/** The order's payment is a mismatch this very transaction made (a repeat of an earlier one is not). */
const mismatchedBy = (order: TakenOrder | undefined, transaction: string) =>
  order?.payment?.status === "mismatch" && String(order.payment.transaction_id ?? "") === transaction;

/**
 * A success the Store API could not apply (the order cancelled or paid already, expired, another
 * amount) is recorded there as `mismatch`: money was taken that pays for nothing, so the shop hears
 * of it (the log, a metric an alert can watch) and it is given back (refund.server.ts).
 */
async function refundMismatch(context: Readonly<RouterContextProvider>, order: TakenOrder, transaction: Record<string, unknown>) {
  const id = String(transaction.id);
  recordPaymentMismatch();
  log("warn", "Paymob payment recorded as mismatch: money taken on an order that could not take it", {
    order: order.id,
    transaction: id,
    requestId: context.get(transportContext).requestId,
  });
  await refundPayment(context, { order: order.id, transaction: id, amountCents: Number(transaction.amount_cents), why: "it could not pay its order" });
}

/** What the Store API answers a callback with, as far as the mismatch check reads it (the contract's order). */
type TakenOrder = { id?: number; payment?: { status?: string; transaction_id?: string | number | null } };

export type PaymentReturn =
  | { valid: false }
  | {
      valid: true;
      success: boolean;
      pending: boolean;
      /** Signed (`order`): the Paymob order this payment was for. */
      providerOrderId: string;
      /** Not signed (`merchant_order_id`): which shop order to look at, confirmed by returnedOrder. */
      orderHint: number | null;
      transactionId: string;
      message: string | null;
    };

/** GET /payments/paymob/return: what the shopper's browser brought back, if its fields are well formed and its HMAC holds. */
export function readPaymentReturn(request: Request, context: Readonly<RouterContextProvider>): PaymentReturn {
  const query = new URL(request.url).searchParams;
  if (verifyTransaction(paymobConfigOf(context).hmacSecret, fromQuery(query), query.get("hmac")) !== "ok") return { valid: false };
  const pending = query.get("pending") === "true";
  return {
    valid: true,
    pending,
    success: query.get("success") === "true" && !pending,
    providerOrderId: query.get("order")!,
    orderHint: orderIdOfMerchantOrderId(query.get("merchant_order_id")),
    transactionId: query.get("id")!,
    message: query.get("data.message"),
  };
}

/**
 * The shopper's order this return is about: the one whose registered provider order is the
 * signed one. merchant_order_id (not signed) names where to look first; when it names another
 * order or none (changed on the way, the attacker helper's finding), the shopper's open, then
 * closed, orders are searched for the signed provider order. Not this shopper's, or gone: null.
 */
export async function returnedOrder(context: Readonly<RouterContextProvider>, result: PaymentReturn): Promise<Order | null> {
  if (!result.valid) return null;
  const api = ordersApi(context);
  const paidFor = (order: Order | null) => order?.payment.provider_order_id === result.providerOrderId;
  const hinted = result.orderHint === null ? null : await api.find(result.orderHint);
  if (hinted && paidFor(hinted)) return hinted;
  for (const group of ["pending", "closed"] as const) {
    const found = (await api.list(group)).find(paidFor);
    if (found) return found;
  }
  return null;
}

/** Tests: forget the remembered transaction ids. */
export function resetCallbackMemory() {
  handled.clear();
  signatures.clear();
  inFlight.clear();
}
