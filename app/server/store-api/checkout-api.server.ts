import type { RouterContextProvider } from "react-router";
import {
  PaymentMethodsAnswerSchema,
  QuoteAnswerSchema,
  ShippingCompaniesAnswerSchema,
  type PaymentMethod,
  type Quote,
  type ShippingCompany,
} from "~/lib/schemas/checkout";
import { OrderAnswerSchema } from "~/lib/schemas/order";
import { createCache } from "./cache.server";
import { languageContext, transportContext } from "../context.server";
import { getServices } from "../services.server";
import { getStore } from "./request.server";

// Shipping companies are the same for everyone: one shared copy per key.
const companiesCache = createCache<ShippingCompany[]>({ ttlMs: 5 * 60_000, jitter: 0.2, staleMs: 30 * 60_000 });

export interface CheckoutChoice {
  address_id: number;
  shipping_company_id: number;
  shipping_type_id: number;
  payment_method_Id: number;
}

/** The Store API's checkout calls. */
export function checkoutApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  const { lang } = context.get(languageContext);
  const transport = context.get(transportContext);
  const anonymous = () => getServices(transport).client;
  return {
    shippingCompanies: (townId: number) =>
      companiesCache.get(`${lang}:${townId}`, async () => {
        const { data } = await anonymous().request("shipment/shipping-companies", {
          lang,
          requestId: transport.requestId,
          query: { town_id: townId },
          schema: ShippingCompaniesAnswerSchema,
        });
        return data;
      }),
    /** The customer's own call: which methods their cart may use (cash on delivery's ceiling, decision 104), so no shared copy. */
    paymentMethods: (): Promise<PaymentMethod[]> => store.call("store/payment-methods", { schema: PaymentMethodsAnswerSchema }).then((r) => r.data.data),
    quote: (choice: CheckoutChoice): Promise<Quote> =>
      store.call("store/checkout/quote", { query: { ...choice }, schema: QuoteAnswerSchema }).then((r) => r.data.data),
    /** Places the order; the same key answers the same order (a double submit creates one). */
    place: (body: CheckoutChoice & { payment_phone?: string; customer_notes?: string }, idempotencyKey: string) =>
      store.call("store/checkout", { method: "POST", body, idempotencyKey, schema: OrderAnswerSchema }).then((r) => r.data.data),
  };
}
