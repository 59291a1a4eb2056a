import { z } from "~/lib/zod";
import {
  additionalPhone,
  checkbox,
  confirmPassword,
  currencyCode,
  currentPassword,
  email,
  form,
  intent,
  loginIdentifier,
  newPassword,
  passwordsMatch,
  phone,
  redirectTo,
  requiredText,
  secondPhoneDiffers,
} from "./fields";

export const LoginSchema = form({
  login: loginIdentifier(),
  password: currentPassword(),
  remember: checkbox(),
  redirectTo: redirectTo(),
});

export const RegisterSchema = form({
  first_name: requiredText(100),
  last_name: requiredText(100),
  username: requiredText(50).pipe(z.string().regex(/^[\p{L}\p{N}_.-]{3,50}$/u, { error: "validation.username" })),
  email: email(),
  mobile: phone(),
  password: newPassword(),
  password_confirmation: confirmPassword(),
  gender: z.enum(["male", "female"], { error: "validation.gender" }),
  // The spec's customer has them; they are optional, so the form folds them away (decision 102).
  additional_phone: additionalPhone(),
  currency: currencyCode(),
  newsletter: checkbox(),
  redirectTo: redirectTo(),
})
  .refine(...passwordsMatch)
  .refine(...secondPhoneDiffers);

export const ForgotPasswordSchema = form({
  login: loginIdentifier(),
});

export const ResetPasswordSchema = form({
  token: requiredText(512, "validation.resetToken"),
  password: newPassword(),
  password_confirmation: confirmPassword(),
}).refine(...passwordsMatch);

export const OtpSendSchema = form({ intent: intent("send") });

export const OtpVerifySchema = form({
  intent: intent("verify"),
  code: z
    .string({ error: "validation.otpCode" })
    .trim()
    .regex(/^\d{4,8}$/, { error: "validation.otpCode" }),
});
