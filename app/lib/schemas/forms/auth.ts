import { z } from "~/lib/zod";
import {
  checkbox,
  confirmPassword,
  currentPassword,
  customerFields,
  form,
  intent,
  loginIdentifier,
  newPassword,
  passwordsMatch,
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
  // The spec's customer; the optional details are folded away on the form (decision 102).
  ...customerFields(),
  password: newPassword(),
  password_confirmation: confirmPassword(),
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
