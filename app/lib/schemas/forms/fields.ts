import { z } from "~/lib/zod";
import { cleanPhone, parsePhone, samePhone } from "~/lib/checkout/phone";
import { QTY_REFUSED, parseQuantity } from "~/lib/cart/quantity";

/**
 * Field rules shared by every form. Each rule names its own message key (a locale key under
 * `validation.`): conform turns empty fields into undefined, which would otherwise give zod's
 * English text. forms.test.ts fails on any message that is not a locale key.
 */
export const requiredText = (max = 255, key = "validation.required") =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: "validation.tooLong" });

/** RFC 5321's longest address; said on both sides of the pipe: the first answers first, the second is what the field's maxlength is read from. */
const EMAIL_MAX = 254;
/** Room for a number as people type it, spaces, dashes and a country code included. */
const PHONE_MAX = 32;

export const email = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(EMAIL_MAX, { error: "validation.tooLong" })
    .pipe(z.email({ error: "validation.email" }).max(EMAIL_MAX, { error: "validation.tooLong" }))
    // One account, one spelling: the Store API reads e-mails without case, and so do the rate limits.
    .transform((v) => v.toLowerCase());

/** A mobile number, sent on as E.164. */
export const phone = (key = "validation.phone") =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(PHONE_MAX, { error: "validation.tooLong" })
    .refine((v) => parsePhone(v) !== null, { error: key })
    .transform((v) => parsePhone(v)!.e164);

/** A second number the customer may give (registration, account details): optional, sent on as E.164. */
export const additionalPhone = () =>
  z
    .string({ error: "validation.phone" })
    .trim()
    .max(PHONE_MAX, { error: "validation.tooLong" })
    .refine((v) => parsePhone(v) !== null, { error: "validation.phone" })
    .transform((v) => parsePhone(v)!.e164)
    .optional();

/** A preferred currency's code from the store's list, or none (the store's own). */
export const currencyCode = () =>
  z
    .string({ error: "validation.formErrors" })
    .regex(/^[A-Z0-9]{2,8}$/, { error: "validation.formErrors" })
    .optional();

/** The additional phone is another number than the mobile (checked once both are numbers). */
export const secondPhoneDiffers: [
  (value: { mobile: string; additional_phone?: string }) => boolean,
  { path: PropertyKey[]; error: string; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => !v.additional_phone || !samePhone(v.additional_phone, v.mobile),
  {
    path: ["additional_phone"],
    error: "validation.secondPhone",
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.additional_phone === "string" && typeof v?.mobile === "string";
    },
  },
];

/**
 * The spec's customer as registration and the account details ask for it: every field but the
 * password; the additional phone and the currency are optional (decision 102).
 */
export const customerFields = () => ({
  first_name: requiredText(100),
  last_name: requiredText(100),
  // One string schema, not a pipe: the field's maxlength is read from it (conform reads a pipe's output only).
  username: requiredText(50).regex(/^[\p{L}\p{N}_.-]{3,50}$/u, { error: "validation.username" }),
  email: email(),
  mobile: phone(),
  additional_phone: additionalPhone(),
  gender: z.enum(["male", "female"], { error: "validation.gender" }),
  currency: currencyCode(),
});

/**
 * How many of a product, from any form that asks (parseQuantity: the digits of any keyboard, 1 to
 * 999); one message for every way it can be wrong, missing included.
 */
export const quantity = () =>
  z.string({ error: QTY_REFUSED }).transform((typed, ctx) => {
    const value = parseQuantity(typed);
    if (value === null) {
      ctx.addIssue({ code: "custom", message: QTY_REFUSED });
      return z.NEVER;
    }
    return value;
  });

/** Email or mobile, for signing in and password recovery. */
export const loginIdentifier = () =>
  z
    .string({ error: "validation.loginField" })
    .trim()
    .min(1, { error: "validation.loginField" })
    .max(255, { error: "validation.loginField" })
    .refine((v) => z.email().safeParse(v).success || parsePhone(v) !== null, { error: "validation.loginField" })
    .transform((v) => (v.includes("@") ? v.toLowerCase() : parsePhone(cleanPhone(v))!.e164));

export const PASSWORD_MIN = 8;

/** The longest coupon code the cart's form takes. */
export const COUPON_MAX_LENGTH = 50;

export const newPassword = () =>
  z
    .string({ error: "validation.passwordRequired" })
    .min(1, { error: "validation.passwordRequired" })
    .min(PASSWORD_MIN, { error: "validation.passwordMin" })
    .max(128, { error: "validation.tooLong" })
    .refine((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), { error: "validation.passwordWeak" });

export const currentPassword = () =>
  z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }).max(128, { error: "validation.tooLong" });

export const confirmPassword = () =>
  z.string({ error: "validation.confirmRequired" }).min(1, { error: "validation.confirmRequired" }).max(128, { error: "validation.tooLong" });

/**
 * "Passwords do not match." on the confirmation field, checked even while other fields still
 * have problems (zod skips object refinements after field errors unless `when` says otherwise).
 */
export const passwordsMatch: [
  (value: { password: string; password_confirmation: string }) => boolean,
  { path: PropertyKey[]; error: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.password === value.password_confirmation,
  {
    path: ["password_confirmation"],
    error: "validation.passwordMismatch",
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.password === "string" && typeof v?.password_confirmation === "string" && v.password_confirmation.length > 0;
    },
  },
];

/** A field real people never see or fill; bots that fill every input are turned away. */

export const checkbox = () => z.boolean({ error: "validation.formErrors" }).optional().default(false);

/** Where to go after the form: checked again with safeRedirect before use. */
export const redirectTo = () => z.string({ error: "validation.formErrors" }).max(2048, { error: "validation.tooLong" }).optional();

/** A form's object: a missing or malformed body gets the form-level message. */
export const form = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: "validation.formErrors" });

export const intent = <T extends string>(value: T) => z.literal(value, { error: "validation.formErrors" });
