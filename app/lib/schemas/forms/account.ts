import { z } from "~/lib/zod";
import { samePhone, parsePhone } from "~/lib/checkout/phone";
import { checkbox, confirmPassword, currentPassword, email, form, newPassword, passwordsMatch, phone, requiredText } from "./fields";

export const ProfileSchema = form({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: requiredText(50).pipe(z.string().regex(/^[\p{L}\p{N}_.-]{3,50}$/u, { error: "validation.username" })),
  email: email(),
  mobile: phone(),
  additional_phone: z
    .string({ error: "validation.phone" })
    .trim()
    .refine((v) => parsePhone(v) !== null, { error: "validation.phone" })
    .transform((v) => parsePhone(v)!.e164)
    .optional(),
  gender: z.enum(["male", "female"], { error: "validation.gender" }),
  currency: z
    .string({ error: "validation.formErrors" })
    .regex(/^[A-Z0-9]{2,8}$/, { error: "validation.formErrors" })
    .optional(),
  newsletter: checkbox(),
}).refine((v) => !v.additional_phone || !samePhone(v.additional_phone, v.mobile), {
  path: ["additional_phone"],
  error: "validation.secondPhone",
  when: (payload) => {
    const v = payload.value as Record<string, unknown> | undefined;
    return typeof v?.additional_phone === "string" && typeof v?.mobile === "string";
  },
});

export const PasswordChangeSchema = form({
  current_password: currentPassword(),
  password: newPassword(),
  password_confirmation: confirmPassword(),
}).refine(...passwordsMatch);
