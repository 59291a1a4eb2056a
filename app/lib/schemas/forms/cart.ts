import { z } from "~/lib/zod";
import { COUPON_MAX_LENGTH, form, intent, quantity, redirectTo } from "./fields";

const id = () => z.coerce.number({ error: "validation.formErrors" }).int({ error: "validation.formErrors" }).positive({ error: "validation.formErrors" });

/** A product card sends only what it must: no intent and no quantity mean "add one". */
export const AddToCartSchema = form({
  intent: intent("add").default("add"),
  item_id: id(),
  unit_id: id(),
  qty: quantity().default(1),
  // Minted per render on private pages; product cards on shared pages have none (decision 017).
  key: z
    .string({ error: "validation.formErrors" })
    .regex(/^[\w:-]{8,100}$/, { error: "validation.formErrors" })
    .optional(),
  redirectTo: redirectTo(),
  // The product page's: where an add above the stock reads how many are left (decision 089).
  slug: z
    .string({ error: "validation.formErrors" })
    .regex(/^[\w-]{1,200}$/, { error: "validation.formErrors" })
    .optional(),
});

export const SetQuantitySchema = form({ intent: intent("qty"), item_id: id(), unit_id: id(), qty: quantity() });

export const RemoveLineSchema = form({ intent: intent("remove"), item_id: id(), unit_id: id() });

/**
 * The "Undo" of a removal (decision 101): the line's variant, unit and quantity, and the key minted when it
 * was removed, so a repeated undo is one add. No name or price: the Store API says what the line costs.
 */
export const RestoreLineSchema = form({
  intent: intent("restore"),
  item_id: id(),
  unit_id: id(),
  // What the line held, which may be more than a shopper types (quantity(): 1 to 999); the Store API's own limit.
  qty: z.coerce
    .number({ error: "validation.formErrors" })
    .int({ error: "validation.formErrors" })
    .min(1, { error: "validation.formErrors" })
    .max(10_000, { error: "validation.formErrors" }),
  key: z.string({ error: "validation.formErrors" }).regex(/^undo:[0-9a-f-]{36}$/, { error: "validation.formErrors" }),
  // The product's page: where a restore above the stock reads how many are left, as an add does (decision 089).
  slug: z
    .string({ error: "validation.formErrors" })
    .regex(/^[\w-]{1,200}$/, { error: "validation.formErrors" })
    .optional(),
});

export const CouponSchema = form({
  intent: intent("coupon"),
  // NFKC: a code typed in fullwidth letters or digits (ＷＥＬＣＯＭＥ10, as some keyboards give them) is the code.
  code: z
    .string({ error: "validation.couponRequired" })
    .normalize("NFKC")
    .trim()
    .min(1, { error: "validation.couponRequired" })
    .max(COUPON_MAX_LENGTH, { error: "validation.tooLong" }),
});

export const RemoveCouponSchema = form({ intent: intent("remove-coupon") });
export const EmptyCartSchema = form({ intent: intent("empty") });
