import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { RadioGroupField } from "../forms/form-fields";

// Its own module: the translation-namespace check reads imports, and only the pages that ask for a
// gender need the auth words.
/** The customer's gender (register, account details): one required choice of two. */
export function GenderField({ field, idPrefix }: { field: FieldMetadata<"male" | "female" | undefined>; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <RadioGroupField
      field={field}
      legend={t("auth.gender")}
      idPrefix={idPrefix}
      options={[
        { value: "male", label: t("auth.male") },
        { value: "female", label: t("auth.female") },
      ]}
    />
  );
}
