import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/server/root-data.server";
import { LanguageSwitcher } from "~/components/language-switcher";
import { StoreLogo } from "~/components/store-logo";
import { FlashMessage } from "~/components/flash-message";

/** Sign-in and registration: the store's mark, the form, nothing to wander off to. */
export function AuthLayout({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="t3-auth" data-template="3">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <header className="t3-auth__header">
        <Link to="/" className="t3-brand" aria-label={root.store.name || t("nav.home")}>
          <StoreLogo logo={root.store.logo} name={root.store.name} />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="t3-auth__main" tabIndex={-1}>
        <FlashMessage />
        {children}
      </main>
      <footer className="t3-auth__footer">
        <Link to="/">{t("nav.home")}</Link> · <span>{t("footer.poweredBy")}</span>
      </footer>
    </div>
  );
}
