import type { ReactNode } from "react";
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

/** Messages are locale keys from our schemas, or text the Store API already wrote in the shopper's language. */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (message: string) => (i18n.exists(message) ? t(message) : message);
}

/** The first problem only: one clear instruction per field. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__errors">
      {message(errors[0])}
    </p>
  );
}

type InputType = "text" | "email" | "password" | "tel" | "number" | "search" | "url";

export function TextField({
  field,
  label,
  type = "text",
  hint,
  autoComplete,
  dir,
  inputMode,
}: {
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  dir?: "ltr" | "rtl" | "auto";
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
}) {
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...props} key={props.key} autoComplete={autoComplete} dir={dir} inputMode={inputMode} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({ field, label }: { field: FieldMetadata<boolean | undefined>; label: ReactNode }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field field--checkbox">
      <input {...props} key={props.key} />
      <label htmlFor={field.id}>{label}</label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Form-level errors, announced and placed above the fields. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="notice notice--error" role="alert">
      {errors.map((e) => (
        <p key={e}>{message(e)}</p>
      ))}
    </div>
  );
}

// The newsletter form on every page needs only the honeypot, without conform: it has its own file.
export { Honeypot } from "./honeypot";
