import { z } from "~/lib/zod";
import { AddressSchema } from "./address";

const num = z.coerce.number();
const text = z.string().nullish();

export const OrderItemSchema = z.object({
  name: z.string().catch(""),
  quantity: num,
  price: num,
  price_after_discount: num,
  /** The item's tax rate in percent (the reference Store API's; optional in the contract). */
  tax: num.optional().catch(undefined),
  barcode: z.string().catch(""),
  unit: z.string().catch(""),
  parent_unit: text,
  color: text,
  size: text,
  uuid: z.string().catch(""),
  /** Product, unit and the product's slug while it is on sale: what buying the line again needs (null from a backend without them). */
  item_id: num.nullish().catch(null),
  unit_id: num.nullish().catch(null),
  slug: z.string().nullish().catch(null),
  /** The product's picture (the reference Store API's, issue 37; null from a backend without it: the store logo is shown). */
  image: z.string().nullish().catch(null),
});

export const OrderSchema = z.object({
  id: num,
  uuid: z.string().catch(""),
  order_number: z.string().catch(""),
  invoice_number: z.string().catch(""),
  created_at: z.string(),
  status: num,
  progress: z.enum(["preparing", "shipped", "delivered", "rejected", "postponed"]).catch("preparing"),
  items: z.array(OrderItemSchema).catch([]),
  quantity: num.catch(0),
  shipping_fee: num.catch(0),
  payment_method: z.object({ payment_method_Id: num, name: z.string().catch("") }),
  payment_method_fee: num.catch(0),
  tax_total: num.catch(0),
  discount_total: num.catch(0),
  total: num.catch(0),
  total_after_discount: num.catch(0),
  net_total: num.catch(0),
  amount_due: num.catch(0),
  expected_shipping_date: text,
  shipment_number: text,
  tax_number: text,
  receiver_name: z.string().catch(""),
  receiver_phone: z.string().catch(""),
  payment_phone: text,
  customer_notes: text,
  notes: text,
  cancel_reason: text,
  can_cancel: z.preprocess((v) => (v === 1 || v === "1" || v === true ? 1 : 0), z.union([z.literal(0), z.literal(1)])),
  payment: z
    .object({
      status: z.enum(["unpaid", "paid", "failed", "mismatch"]).catch("unpaid"),
      provider_order_id: z.union([z.string(), z.number()]).transform(String).nullish().catch(null),
      merchant_order_id: z.string().nullish().catch(null),
      transaction_id: z.union([z.string(), z.number()]).transform(String).nullish().catch(null),
      /** The reference Store API's extension: when an unpaid card or wallet order is cancelled unless paid. */
      cancel_at: z.string().nullish().catch(null),
    })
    .loose()
    .catch({ status: "unpaid" }),
  address: AddressSchema.nullish(),
});

export const OrderListSchema = z.object({ data: z.array(OrderSchema) });
export const OrderAnswerSchema = z.object({ data: OrderSchema });

export type Order = z.infer<typeof OrderSchema>;
export type OrderItem = z.infer<typeof OrderItemSchema>;
