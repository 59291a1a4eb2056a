import { z } from "~/lib/zod";

const num = z.coerce.number();
const optionalDays = z.preprocess((v) => (v === undefined || v === null || v === "" ? null : v), z.coerce.number().int().nullable()).catch(null);
const flag = z.preprocess((v) => (v === true || v === "1" || v === 1 ? 1 : 0), z.union([z.literal(0), z.literal(1)]));

export const ShippingTypeSchema = z.object({
  id: num,
  name: z.string().catch(""),
  fee: num.catch(0),
  /** Missing days show the spec's "1–5 days". */
  days_min: optionalDays,
  days_max: optionalDays,
});

export const ShippingCompanySchema = z.object({
  id: num,
  name: z.string().catch(""),
  logo: z.string().nullish(),
  types: z.array(ShippingTypeSchema).catch([]),
});

/** `{ data: { data: ShippingCompany[] } }` (the contract), or `{ data: ShippingCompany[] }`. */
export const ShippingCompaniesAnswerSchema = z
  .object({ data: z.union([z.object({ data: z.array(ShippingCompanySchema) }), z.array(ShippingCompanySchema)]) })
  .transform((a) => (Array.isArray(a.data) ? a.data : a.data.data));

export const PaymentMethodSchema = z.object({
  payment_method_Id: z.coerce.number().int(),
  name: z.string().catch(""),
  fee: num.catch(0),
  available: flag,
  /** The method's ceiling when the cart's total is above it (decision 104); a backend without it sends none. */
  max_total: z.preprocess((v) => (v === null || v === "" ? undefined : v), num.positive().optional()).catch(undefined),
});
export const PaymentMethodsAnswerSchema = z.object({ data: z.array(PaymentMethodSchema) });

export const QuoteSchema = z.object({
  subtotal: num.catch(0),
  discount_total: num.catch(0),
  coupon_discount: num.catch(0),
  tax_total: num.catch(0),
  shipping_fee: num.catch(0),
  payment_method_fee: num.catch(0),
  total: num,
});
export const QuoteAnswerSchema = z.object({ data: QuoteSchema });

export type ShippingCompany = z.infer<typeof ShippingCompanySchema>;
export type ShippingType = z.infer<typeof ShippingTypeSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type Quote = z.infer<typeof QuoteSchema>;
