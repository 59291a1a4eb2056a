import { and, desc, eq, ne } from "drizzle-orm";
import type { Order } from "../contract.ts";
import { orders, paymentAttempts, paymentTransactions } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Logger } from "../routes/env.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { OM } from "../lib/messages.ts";
import { toCents } from "../lib/money.ts";
import { orderAnswer, getOrder, ownOrder, amountDue, PAYMENT_KEY_SECONDS } from "./orders.ts";

/** Paymob orders are registered in EGP (the storefront's PAYMOB_CURRENCY); an attempt has no other currency. */
export const ATTEMPT_CURRENCY = "EGP";

/**
 * Records a provider order registered for amount_due. The route has checked that the
 * storefront's server signed it (X-Payment-Attempt-Signature): the id is the one Paymob gave
 * that server, never one a customer chose. A provider order belongs to one shop order only.
 */
export async function paymentAttempt(
  db: Database,
  lang: Lang,
  customerId: number,
  id: number,
  input: { provider: string; provider_order_id: string; merchant_order_id: string; amount_cents: number },
  now: Date,
): Promise<Order> {
  await db.transaction(async (tx) => {
    await ownOrder(tx, customerId, id);
    const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    const due = o && (o.payment_method_id === 2 || o.payment_method_id === 3) ? amountDue(o) : 0;
    if (!o || due <= 0) throw fail(lang, OM.nothingDue, { field: "order" });
    if (input.amount_cents !== toCents(due)) throw fail(lang, OM.paymentMismatch, { code: "payment_mismatch", field: "amount_cents" });
    const [taken] = await tx
      .select({ order_id: paymentAttempts.order_id })
      .from(paymentAttempts)
      .where(
        and(eq(paymentAttempts.provider, input.provider), eq(paymentAttempts.provider_order_id, input.provider_order_id), ne(paymentAttempts.order_id, o.id)),
      )
      .limit(1);
    if (taken) throw fail(lang, OM.providerOrderTaken, { code: "payment_mismatch", field: "provider_order_id" });
    await tx.insert(paymentAttempts).values({ order_id: o.id, ...input, created_at: now });
    await tx
      .update(orders)
      .set({
        provider_order_id: input.provider_order_id,
        merchant_order_id: input.merchant_order_id,
        payment_status: o.payment_status === "failed" ? "unpaid" : o.payment_status,
        payment_expires_at: new Date(now.getTime() + PAYMENT_KEY_SECONDS * 1000),
        updated_at: now,
      })
      .where(eq(orders.id, o.id));
  });
  return getOrder(db, lang, customerId, id);
}

const truthy = (v: unknown) => v === true || v === "true";
/** Ids arrive as numbers or digit strings (shapes checked by verifyPaymobHmac): one spelling. */
const idText = (v: unknown) => (v === undefined || v === null ? "" : String(v));
/** Each signature is claimed once, beside the transaction ids (same table and key, no extra column). */
const SIGNATURE_PROVIDER = "paymob-hmac";

/**
 * Applies a verified processed callback (docs/decisions/030-payment-verification.md):
 * - each transaction id once (a repeat answers the order as it is), and each signature once:
 *   the same signature under another transaction id is a replay with digits moved (409);
 * - the order is the one whose attempt registered the signed `order.id`, nothing else
 *   (`merchant_order_id` is not signed); unknown: 404;
 * - a success is `paid` only when its amount and currency are the attempt's and the order is
 *   still open and unpaid; otherwise `mismatch` (money taken, the shop must look), also over
 *   `paid`: a second page of the same order paid is a second charge (issue #40), logged at warn;
 * - a decline is `failed`, never over `paid` or `mismatch`.
 */
export async function applyPaymobTransaction(
  db: Database,
  lang: Lang,
  obj: Record<string, unknown>,
  hmac: string,
  now: Date,
  log: Logger = () => {},
): Promise<Order> {
  const txId = idText(obj.id);
  const orderField = obj.order;
  const providerOrderId = idText(orderField && typeof orderField === "object" ? (orderField as Record<string, unknown>).id : orderField);
  const signature = hmac.trim().toLowerCase();
  const noted: { mismatch?: Record<string, unknown> } = {};
  const orderId = await db.transaction(async (tx) => {
    const [seen] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
    if (seen) return seen.order_id;
    const claimed = await tx
      .insert(paymentTransactions)
      .values({ provider: SIGNATURE_PROVIDER, transaction_id: signature, order_id: null, result: "signature", body: { transaction_id: txId }, created_at: now })
      .onConflictDoNothing()
      .returning({ id: paymentTransactions.transaction_id });
    if (!claimed.length) {
      // A concurrent duplicate of this very transaction claimed it first: answer as a repeat.
      const [first] = await tx
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
      if (first) return first.order_id;
      throw new ApiError(409, OM.callbackReplayed, { code: "payment_replayed" });
    }
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, "paymob"), eq(paymentAttempts.provider_order_id, providerOrderId)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    const [o] = attempt ? await tx.select().from(orders).where(eq(orders.id, attempt.order_id)).for("update") : [];
    await tx.insert(paymentTransactions).values({
      provider: "paymob",
      transaction_id: txId,
      order_id: o?.id ?? null,
      result: !o ? "unknown" : "pending",
      body: obj,
      created_at: now,
    });
    if (!o || !attempt) return null;
    const success = truthy(obj.success) && !truthy(obj.pending);
    const settled = o.payment_status === "paid" || o.payment_status === "mismatch";
    let result: "paid" | "mismatch" | "failed" | "ignored";
    if (success) {
      const amount = Number(obj.amount_cents);
      const moneyOk = amount === attempt.amount_cents && amount === toCents(amountDue(o)) && obj.currency === ATTEMPT_CURRENCY;
      const open = (o.status === 0 || o.status === 1) && !settled;
      // Any success that cannot pay the order took money all the same: the shop must be told, never ignored.
      result = moneyOk && open ? "paid" : "mismatch";
      if (result === "mismatch") {
        noted.mismatch = {
          order: o.id,
          transaction: txId,
          provider_order_id: providerOrderId,
          amount_cents: amount,
          currency: String(obj.currency ?? ""),
          order_status: o.status,
          payment_status_before: o.payment_status,
        };
      }
    } else {
      result = settled ? "ignored" : "failed";
    }
    if (result !== "ignored") {
      await tx
        .update(orders)
        .set({
          payment_status: result,
          transaction_id: txId,
          paid_at: result === "paid" ? now : o.paid_at,
          provider_order_id: providerOrderId,
          updated_at: now,
        })
        .where(eq(orders.id, o.id));
    }
    await tx
      .update(paymentTransactions)
      .set({ result })
      .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
    return o.id;
  });
  if (orderId === null) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  if (noted.mismatch) log("warn", "Paymob success on an order that cannot take it: recorded as payment mismatch", noted.mismatch);
  return orderAnswer(db, orderId, lang);
}
