import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { TextField } from "../forms/form-fields";

// Its own module so that pages with a form but no payment (the footer's newsletter) do not need checkout's words.
/** The mobile-wallet number Paymob charges: at checkout's payment step and when paying again. */
export function WalletPhoneField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      label={t("checkout.payment.walletPhone")}
      type="tel"
      hint={t("checkout.payment.walletHint")}
      autoComplete="tel"
      dir="ltr"
      inputMode="tel"
    />
  );
}
