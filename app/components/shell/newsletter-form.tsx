import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { useRootData } from "../hooks/use-root-data";
import { Honeypot } from "../forms/honeypot";
import { JsFlag } from "./js-flag";
import { useFormOutcome } from "../forms/use-form-outcome";
import { Sentence } from "../text/sentence";
import { useAutoClose } from "../hooks/use-auto-close";

/** The newsletter's outcome is said in its own form (the page's flash names this field), not at the top of the page. */
export const NEWSLETTER_FIELD = "newsletter";

/** In every footer: an email field for guests, one button for a signed-in customer. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  // A fetcher keeps the shopper on the page with JavaScript; without it the form posts and comes back.
  const fetcher = useFetcher();
  const outcome = useFormOutcome(NEWSLETTER_FIELD);
  // Success closes after 3 s with JavaScript, as every success message does.
  const { open } = useAutoClose(outcome, outcome?.type === "success");
  const said = open ? outcome : null;
  const refused = said?.type === "error";
  return (
    <fetcher.Form method="post" action="/newsletter" noValidate className="newsletter" id="newsletter" aria-labelledby="newsletter-title" preventScrollReset>
      <h2 id="newsletter-title">{t("footer.newsletterTitle")}</h2>
      <p>{t("footer.newsletterIntro")}</p>
      <JsFlag />
      {said ? (
        <p id="newsletter-message" className={`notice notice--${refused ? "error" : "success"}`} role="status">
          <Sentence k={said.key} slots={{}} values={said.params} />
        </p>
      ) : null}
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {root?.signedIn ? (
        <button type="submit" name="intent" value="subscribe">
          {t("footer.subscribe")}
        </button>
      ) : (
        <div className="newsletter__row">
          <label htmlFor="newsletter-email" className="visually-hidden">
            {t("footer.newsletterEmail")}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t("footer.newsletterEmail")}
            dir="ltr"
            required
            maxLength={254}
            defaultValue={refused ? said.value : undefined}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "newsletter-message" : undefined}
          />
          <input type="hidden" name="intent" value="subscribe" />
          <Honeypot />
          <button type="submit">{t("footer.subscribe")}</button>
        </div>
      )}
    </fetcher.Form>
  );
}
