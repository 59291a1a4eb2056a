import { z } from "~/lib/zod";

const num = z.coerce.number();

export const CartLineSchema = z.object({
  id: num,
  item_id: num,
  unit_id: num,
  product_slug: z.string().catch(""),
  category_slug: z.string().catch(""),
  name: z.string().catch(""),
  image: z.string().nullish(),
  price: num,
  discount: num.catch(0),
  qty: num,
  balance: num,
  tax: num.catch(0),
  unit: z.object({ id: num, name: z.string().catch("") }).nullish(),
  variants: z.array(z.object({ id: num, name: z.string().catch(""), type: z.string().catch(""), value: z.string().catch("") }).loose()).catch([]),
  line_total: num,
});

const CartBody = z.object({
  items: z.array(CartLineSchema).catch([]),
  subtotal: num.catch(0),
  discount_total: num.catch(0),
  coupon_discount: num.catch(0),
  tax_total: num.catch(0),
  total: num.catch(0),
  coupon: z.object({ code: z.string(), rate: num }).nullish(),
  min_purchase: z.object({ amount: num }).nullish(),
});

/** `{ data: Cart }` or a bare Cart (DESIGN.md: both accepted for cart answers). */
export const CartAnswerSchema = z.preprocess(
  (v) =>
    v && typeof v === "object" && "data" in v && (v as { data: unknown }).data && typeof (v as { data: unknown }).data === "object"
      ? (v as { data: unknown }).data
      : v,
  CartBody,
);

export type Cart = z.infer<typeof CartBody>;
export type CartLine = z.infer<typeof CartLineSchema>;
