import type { RouterContextProvider } from "react-router";
import { OrderAnswerSchema, OrderListSchema } from "~/lib/schemas/order";
import type { OrderGroup } from "~/lib/order-status";
import { errorStatus, notFound } from "../errors.server";
import { getStore } from "../store.server";

export function ordersApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    list: (status: OrderGroup, range: { start_date?: string; end_date?: string } = {}) =>
      store.call("store/account/orders", { query: { status, ...range }, schema: OrderListSchema }).then((r) => r.data.data),
    /** Another customer's order, or none, is a 404 (order_not_found). */
    get: async (id: number) => {
      try {
        return (await store.call(`store/account/orders/${id}`, { schema: OrderAnswerSchema })).data.data;
      } catch (error) {
        if (errorStatus(error) === 404) throw notFound();
        throw error;
      }
    },
    cancel: (id: number, reason: string) =>
      store.call(`store/account/orders/${id}/cancel`, { method: "POST", body: { reason }, schema: OrderAnswerSchema }).then((r) => r.data.data),
  };
}
