import type { ReactNode } from "react";
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "remix-utils/use-hydrated";
import { useFocusOnRefusal } from "./use-focus-on-refusal";

export { useFocusOnRefusal };

/**
 * Messages are locale keys from our schemas, or text the Store API already wrote in the shopper's
 * language. A text past its limit says the limit when the field knows it.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (message: string, maxLength?: number) =>
    message === "validation.tooLong" && maxLength ? t("validation.tooLongMax", { max: maxLength }) : i18n.exists(message) ? t(message) : message;
}

type Checks = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: string | number;
  max?: string | number;
  step?: string | number;
};

/**
 * Until the page has hydrated, a typed field (or a select, or a text area) carries none of the
 * checks that would let the browser block a submit (`required` is still said, as `aria-required`;
 * an e-mail field is text with the e-mail keyboard): its messages are the spec's, from the server,
 * in the page's language. Choices (radio groups) keep `required`, so a form that lets the browser
 * check before hydration (`defaultNoValidate: false`) stops only an unmade choice (decision 047).
 */
export function useTypedChecks<P extends Checks & { type?: string; inputMode?: string }>(props: P): P & { "aria-required"?: true } {
  const hydrated = useHydrated();
  if (hydrated) return props;
  const { required, minLength, pattern, min, max, step, ...rest } = props;
  const email = rest.type === "email";
  return {
    ...(rest as P),
    ...(email ? { type: "text", inputMode: rest.inputMode ?? "email" } : {}),
    "aria-required": required ? true : undefined,
  };
}

/** The first problem only: one clear instruction per field. */
export function FieldErrors({ id, errors, maxLength }: { id: string; errors?: string[]; maxLength?: number }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__errors">
      {message(errors[0], maxLength)}
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
  const { key, ...props } = useTypedChecks({ ...getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined }), inputMode });
  const focus = useFocusOnRefusal(field.errors);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...props} key={key} autoComplete={autoComplete} dir={dir} {...focus} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} maxLength={field.maxLength} />
    </div>
  );
}

export function CheckboxField({ field, label }: { field: FieldMetadata<boolean | undefined>; label: ReactNode }) {
  const { key, ...props } = useTypedChecks(getInputProps(field, { type: "checkbox" }));
  const focus = useFocusOnRefusal(field.errors);
  return (
    <div className="field field--checkbox">
      <input {...props} key={key} {...focus} />
      <label htmlFor={field.id}>{label}</label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * One choice of a few (gender): a radio group whose `required` comes from the schema's
 * constraint, so the browser stops a form sent without a choice where it may check
 * (decision 047); the server says so too for a browser that does not.
 */
export function RadioGroupField<V extends string>({
  field,
  legend,
  options,
  idPrefix,
}: {
  field: FieldMetadata<V | undefined>;
  legend: ReactNode;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  idPrefix: string;
}) {
  const focus = useFocusOnRefusal(field.errors);
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend>{legend}</legend>
      <div className="radio-row">
        {options.map((o, i) => {
          // conform gives an enum's constraint as `pattern` too, which HTML allows on typed fields only.
          const { key, pattern: _pattern, ...props } = getInputProps(field, { type: "radio", value: o.value });
          return (
            <label key={key ?? o.value}>
              <input {...props} id={`${idPrefix}-${o.value}`} {...(i === 0 ? focus : {})} />
              {o.label}
            </label>
          );
        })}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/**
 * Form-level errors, announced and placed above the fields. Without JavaScript a refused form's
 * answer focuses them first (they come before the fields), so the page opens on them.
 */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  const focus = useFocusOnRefusal(errors);
  if (!errors?.length) return null;
  return (
    <div id={id} className="notice notice--error" role="alert" tabIndex={-1} {...focus}>
      {errors.map((e) => (
        <p key={e}>{message(e)}</p>
      ))}
    </div>
  );
}

// The newsletter form on every page needs only the honeypot, without conform: it has its own file.
export { Honeypot } from "./honeypot";
