import { checkbox, confirmPassword, currentPassword, customerFields, form, newPassword, passwordsMatch, secondPhoneDiffers } from "./fields";

export const ProfileSchema = form({
  ...customerFields(),
  newsletter: checkbox(),
}).refine(...secondPhoneDiffers);

export const PasswordChangeSchema = form({
  current_password: currentPassword(),
  password: newPassword(),
  password_confirmation: confirmPassword(),
}).refine(...passwordsMatch);
