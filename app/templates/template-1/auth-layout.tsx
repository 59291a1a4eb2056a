import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LayoutProps } from "../types";
import { FlashMessage } from "~/components/flash-message";
import { LanguageSwitcher } from "~/components/language-switcher";
import { StoreLogo } from "~/components/store-logo";

/** Classic sign-in: the store's panel on one side, the form on the other (stacked on a phone). */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t1-auth" data-template="1">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <header className="t1-auth__panel">
        <Link to="/" className="t1-auth__brand" aria-label={root.store.name || t("nav.home")}>
          <StoreLogo logo={root.store.logo} name={root.store.name} />
        </Link>
        <p className="t1-auth__tagline">{t("templates.authTagline")}</p>
        <Link to="/" className="t1-auth__back">
          {t("templates.backToStore")}
        </Link>
      </header>
      <div className="t1-auth__side">
        <div className="t1-auth__tools">
          <LanguageSwitcher />
        </div>
        <main id="main" className="t1-auth__main" tabIndex={-1}>
          <FlashMessage />
          {children}
        </main>
        <footer className="t1-auth__footer">{t("footer.poweredBy")}</footer>
      </div>
    </div>
  );
}
