import type { RouterContextProvider } from "react-router";
import type { Order } from "~/lib/schemas/order";
import { amountCents } from "../payments/paymob.server";
import { refundPayment } from "../payments/refund.server";
import { isStoreApiError } from "../store-api/client.server";
import { log } from "../observe/log.server";

/**
 * Why a cancel did not happen, in the shopper's words: not allowed any more (contact support),
 * the API's own reason for the reason field, or the spec's order-cancel failure when the Store
 * API could not answer. (An ended session needs no case here: the session middleware answers it, decision record 077.)
 */
export function cancelRefusal(error: unknown): { key: string; status: number } {
  if (isStoreApiError(error) && error.status < 500) {
    if (error.code === "cancel_not_allowed") return { key: "orders.cannotCancel", status: error.status };
    return { key: error.errors?.reason?.[0] ?? "orders.cancelFailed", status: error.status };
  }
  log("error", "Order cancel failed", { error: String(error) });
  return { key: "orders.cancelFailed", status: 502 };
}

/**
 * A cancelled order its customer had paid by card or wallet gets its payment back at once, as in
 * any shop (the second attacker helper found it cancelled and kept: "Cancelled · Paid"). Answers
 * what the shopper is told.
 */
export async function refundCancelled(context: Readonly<RouterContextProvider>, order: Order): Promise<string> {
  const method = order.payment_method.payment_method_Id;
  const transaction = order.payment.transaction_id;
  if (order.payment.status !== "paid" || (method !== 2 && method !== 3) || !transaction) return "orders.canceled";
  const outcome = await refundPayment(context, {
    order: order.id,
    transaction,
    amountCents: amountCents(order.net_total),
    why: "its order was cancelled by the customer",
  });
  return outcome === "refunded" ? "orders.canceledRefunded" : "orders.canceledRefundLater";
}
