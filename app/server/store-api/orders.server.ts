import type { RouterContextProvider } from "react-router";
import { OrderAnswerSchema, OrderListSchema } from "~/lib/schemas/order";
import type { OrderGroup } from "~/lib/checkout/order-status";
import { notFound, orNull } from "../http/errors.server";
import { getStore } from "./request.server";

export function ordersApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  const find = (id: number) => orNull(store.call(`store/account/orders/${id}`, { schema: OrderAnswerSchema }).then((r) => r.data.data));
  return {
    list: (status: OrderGroup, range: { start_date?: string; end_date?: string } = {}) =>
      store.call("store/account/orders", { query: { status, ...range }, schema: OrderListSchema }).then((r) => r.data.data),
    /** Another customer's order, or none, is a 404 (order_not_found). */
    get: async (id: number) => {
      const order = await find(id);
      if (!order) throw notFound("serverErrors.order_not_found");
      return order;
    },
    /** The order, or null when it is not this customer's (or does not exist). */
    find,
    /** Records a provider order registered for this payment attempt (its amount is amount_due in cents), signed by this server. */
    paymentAttempt: (id: number, body: { provider: "paymob"; provider_order_id: string; merchant_order_id: string; amount_cents: number }, signature: string) =>
      store
        .call(`store/account/orders/${id}/payment-attempts`, {
          method: "POST",
          body,
          headers: { "X-Payment-Attempt-Signature": signature },
          schema: OrderAnswerSchema,
        })
        .then((r) => r.data.data),
    cancel: (id: number, reason: string) =>
      store.call(`store/account/orders/${id}/cancel`, { method: "POST", body: { reason }, schema: OrderAnswerSchema }).then((r) => r.data.data),
  };
}
