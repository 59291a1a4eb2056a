import { useTranslation } from "~/i18n/translate";
import { useRootData } from "../hooks/use-root-data";

/**
 * The inputs of remix-utils' Honeypot (random name, signed time) from the root loader. Our own
 * markup: its HoneypotInputs injects an inline <style> that the CSP refuses after a client-side
 * navigation (the nonce is not readable in the browser); the visually-hidden class does that job.
 */
export function Honeypot() {
  const { t } = useTranslation();
  const props = useRootData()?.honeypot;
  // Without root data (an error page) there is no signed time; the server accepts a form without both fields.
  if (!props) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = props;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={nameFieldName}>{t("validation.honeypotLabel")}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      {validFromFieldName ? <input type="hidden" name={validFromFieldName} value={encryptedValidFrom} /> : null}
    </div>
  );
}
