import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useRootData } from "./use-root-data";
import { Honeypot } from "./honeypot";
import { JsFlag } from "./js-flag";

/** In every footer: an email field for guests, one button for a signed-in customer. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  // A fetcher keeps the shopper on the page with JavaScript; without it the form posts and comes back.
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action="/newsletter" noValidate className="newsletter" id="newsletter" aria-labelledby="newsletter-title" preventScrollReset>
      <h2 id="newsletter-title">{t("footer.newsletterTitle")}</h2>
      <p>{t("footer.newsletterIntro")}</p>
      <JsFlag />
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
          />
          <input type="hidden" name="intent" value="subscribe" />
          <Honeypot />
          <button type="submit">{t("footer.subscribe")}</button>
        </div>
      )}
    </fetcher.Form>
  );
}
