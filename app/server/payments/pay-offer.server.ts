import type { RouterContextProvider } from "react-router";
import type { Order } from "~/lib/schemas/order";
import { bootstrapContext } from "../context.server";
import { orderPayable, paymobAvailable, paymobConfigOf, walletIdentifier } from "./paymob.server";

/** What "Pay now" needs: the wallet number to prefill for a wallet order, null for a card one. */
export interface PayOffer {
  walletPhone: string | null;
}

/**
 * "Pay now" for an unpaid or declined card or wallet order that still owes something, while
 * Paymob is offered; null otherwise. The order page and the invoice offer it alike.
 */
export function payOffer(order: Order, context: Readonly<RouterContextProvider>): PayOffer | null {
  const method = order.payment_method.payment_method_Id;
  const settings = context.get(bootstrapContext).settings;
  if (!orderPayable(order) || !paymobAvailable(paymobConfigOf(context), settings, method)) return null;
  return { walletPhone: method === 3 ? (walletIdentifier(order.payment_phone) ?? "") : null };
}
