import { z } from "~/lib/zod";
import {
  additionalPhone,
  checkbox,
  confirmPassword,
  currencyCode,
  currentPassword,
  email,
  form,
  newPassword,
  passwordsMatch,
  phone,
  requiredText,
  secondPhoneDiffers,
} from "./fields";

export const ProfileSchema = form({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: requiredText(50).pipe(z.string().regex(/^[\p{L}\p{N}_.-]{3,50}$/u, { error: "validation.username" })),
  email: email(),
  mobile: phone(),
  additional_phone: additionalPhone(),
  gender: z.enum(["male", "female"], { error: "validation.gender" }),
  currency: currencyCode(),
  newsletter: checkbox(),
}).refine(...secondPhoneDiffers);

export const PasswordChangeSchema = form({
  current_password: currentPassword(),
  password: newPassword(),
  password_confirmation: confirmPassword(),
}).refine(...passwordsMatch);
