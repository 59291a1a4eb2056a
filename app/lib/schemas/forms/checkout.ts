import { z } from "~/lib/zod";
import { parsePhone } from "~/lib/checkout/phone";
import { form, intent } from "./fields";

const id = (key = "validation.formErrors") => z.coerce.number({ error: key }).int({ error: key }).positive({ error: key });
const method = (key = "validation.formErrors") => z.coerce.number({ error: key }).int({ error: key }).min(1, { error: key }).max(3, { error: key });
const optionalPhone = () => z.string({ error: "validation.walletPhone" }).trim().max(40, { error: "validation.walletPhone" }).optional();

/** Wallets are Egyptian mobiles only (DESIGN.md "Forms"); the number travels as E.164. */
function walletPhoneRule<T extends { payment_method_Id: number; payment_phone?: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.payment_method_Id !== 3) return;
  const phone = value.payment_phone ? parsePhone(value.payment_phone) : null;
  if (phone?.country !== "EG") ctx.addIssue({ code: "custom", path: ["payment_phone"], message: "validation.walletPhone" });
}
/**
 * The wallet number as E.164 for a wallet payment, none otherwise. Applied after parsing: conform
 * cannot read constraints from a schema whose root is a transform.
 */
export const walletPhoneOf = (value: { payment_method_Id: number; payment_phone?: string }) =>
  value.payment_method_Id === 3 && value.payment_phone ? (parsePhone(value.payment_phone)?.e164 ?? undefined) : undefined;

/** Shipping step: deliver to one of the saved addresses. */
export const ChooseAddressSchema = form({ intent: intent("address"), address_id: id("checkout.chooseAddress") });

/** Shipping step: one radio per company and type, valued "<company id>-<type id>". */
export const ChooseShippingSchema = form({
  intent: intent("shipping"),
  shipping: z
    .string({ error: "checkout.chooseShipping" })
    .regex(/^\d{1,9}-\d{1,9}$/, { error: "checkout.chooseShipping" })
    .transform((v) => {
      const [company, type] = v.split("-").map(Number);
      return { company, type };
    }),
});

/** Payment step: cash on delivery (1), card (2) or wallet (3, with an Egyptian wallet number). */
export const PaymentSchema = form({ payment_method_Id: method("checkout.choosePayment"), payment_phone: optionalPhone() }).superRefine(walletPhoneRule);

/** Confirmation: the choices shown, the notes and the key minted for this rendered form. */
export const PlaceOrderSchema = form({
  key: z.string({ error: "validation.formErrors" }).regex(/^[\w:-]{8,100}$/, { error: "validation.formErrors" }),
  address_id: id(),
  shipping_company_id: id(),
  shipping_type_id: id(),
  payment_method_Id: method(),
  payment_phone: optionalPhone(),
  customer_notes: z.string({ error: "validation.tooLong" }).trim().max(1000, { error: "validation.tooLong" }).optional(),
}).superRefine(walletPhoneRule);

/** "Pay now" on an unpaid card or wallet order; a wallet order may take another wallet number. */
export const PayNowSchema = form({ intent: intent("pay"), payment_phone: optionalPhone() });
