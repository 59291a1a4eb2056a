import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { errorHeading, hintKey, illustrationFor, showsNumber, type ErrorPageData, type ErrorPageStore } from "~/lib/shell/error-page";
import { useRootData } from "../hooks/use-root-data";
import { ErrorIllustration } from "./error-illustration";
import { StoreNotFound } from "../shell/store-not-found";

/**
 * A 404 while the store answers stays in the store's shell; every other error (and a 404 without the
 * root's data) gets the problem layout: its own header, footer and dark theme, whatever the template.
 */
export function ErrorPage({ status, data }: { status: number; data?: unknown }) {
  return (
    <ErrorPageGuard>
      <ErrorPageChoice status={status} data={data as ErrorPageData | undefined} />
    </ErrorPageGuard>
  );
}

function ErrorPageChoice({ status, data }: { status: number; data?: ErrorPageData }) {
  const { t } = useTranslation();
  const root = useRootData();
  if (status === 404 && root) return <StoreNotFound root={root} hint={t(data?.kind === "not-found" && data.hint ? data.hint : hintKey(status))} />;
  return <ErrorPageContent status={status} data={data} />;
}

function ErrorPageContent({ status, data }: { status: number; data?: ErrorPageData }) {
  const { t } = useTranslation();
  const root = useRootData();
  const store = root?.store ?? (data?.kind === "site-off" || data?.kind === "bootstrap" ? data.store : undefined);
  const heading = errorHeading(status, { notFound: t("errors.notFound"), other: t("errors.title") });
  const illustration = illustrationFor(status);
  const location = useLocation();
  const retry = retries(status);
  return (
    <div className={`problem problem--${illustration}`} data-status={status}>
      {/* Without the root's data (the Store API failed) the route meta gives no title; React hoists this one into <head>. */}
      {root ? null : <title>{store?.name ? `${heading} | ${store.name}` : heading}</title>}
      <header className="problem__header">
        <a href="/" className="problem__brand">
          {store?.logo ? <img src={store.logo} alt={store.name ?? ""} width={460} height={144} className="store-logo" /> : <ProviderLogo />}
        </a>
      </header>
      <main id="main" className="problem__main">
        <ErrorIllustration kind={illustration} status={status} label={t("errors.illustration")} word={t("errors.error")} />
        <h1 className="problem__title">{heading}</h1>
        {showsNumber(status) ? (
          <p className="problem__status">
            {t("errors.error_status")}: <bdi>{status}</bdi>
          </p>
        ) : null}
        <p className="problem__hint">{t(data?.kind === "not-found" && data.hint ? data.hint : hintKey(status))}</p>
        <p className="problem__actions">
          {/* A server's failure may pass: the same address again first (a plain link, so it works without JavaScript),
              through the redirect check: "//evil.example" also reaches this page, and as an href it would leave the shop. */}
          {retry ? (
            <a className="button" href={safeRedirect(`${location.pathname}${location.search}`, "/")}>
              {t("errors.tryAgain")}
            </a>
          ) : null}
          <a className={retry ? "button button--secondary" : "button"} href="/">
            {t("errors.backHome")}
          </a>
        </p>
      </main>
      <footer className="problem__footer">
        <span>{t("footer.poweredBy")}</span>
        <ContactDetails store={store} />
      </footer>
    </div>
  );
}

/** A server error or an unreachable backend, worth the same address again; not a store that is switched off (530). */
const retries = (status: number) => status >= 500 && status !== 530;

/** The store's own email and phone from its settings: a link to a contact page could itself be missing or answer 530. */
function ContactDetails({ store }: { store?: ErrorPageStore }) {
  const { t } = useTranslation();
  const email = store?.contactEmail;
  const phone = store?.contactPhone;
  if (!email && !phone) return null;
  return (
    <span className="problem__contact">
      {t("footer.contact")}:{" "}
      {email ? (
        <a href={`mailto:${email}`} dir="ltr" translate="no">
          {email}
        </a>
      ) : null}
      {email && phone ? " · " : null}
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} dir="ltr">
          {phone}
        </a>
      ) : null}
    </span>
  );
}

function ProviderLogo() {
  return (
    <svg className="problem__provider" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="Oasis Commerce">
      <circle cx="20" cy="20" r="16" fill="currentColor" opacity="0.85" />
      {/* A Latin name, laid out left to right on an Arabic page too (in RTL it ran back over the circle). */}
      <text x="44" y="27" fontSize="18" fill="currentColor" fontFamily="system-ui, sans-serif" direction="ltr">
        Oasis
      </text>
    </svg>
  );
}

/** Errors inside the error page (in the browser) fall back to the spec's last-resort message. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPageFailed />;
  }
}

function ErrorPageFailed() {
  const { t } = useTranslation();
  return (
    <main className="problem problem__main">
      <h1>{t("errors.errorPageFailed")}</h1>
      <a href="/">{t("errors.backHome")}</a>
    </main>
  );
}
