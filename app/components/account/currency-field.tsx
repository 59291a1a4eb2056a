import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { fromColumns } from "~/lib/catalogue/columns";
import { useRootData } from "../hooks/use-root-data";
import { FieldErrors, useFocusOnRefusal, useTypedChecks } from "../forms/form-fields";

/** The customer's preferred currency from the store's list, or none (registration, account details). */
export function CurrencyField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { key: _key, ...select } = useTypedChecks(getSelectProps(field));
  const focus = useFocusOnRefusal(field.errors);
  return (
    <div className="field">
      <label htmlFor={field.id}>{t("account.preferredCurrency")}</label>
      <select {...select} key={field.key} {...focus}>
        <option value="">{t("account.noCurrency")}</option>
        {(root ? fromColumns(root.currency.options) : []).map((c) => (
          <option key={c.code} value={c.code}>
            {c.text}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
