import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { LayoutProps } from "../types";
import { FlashMessage } from "~/components/flash-message";
import { LanguageSwitcher } from "~/components/language-switcher";
import { StoreLogo } from "~/components/store-logo";

/** Boutique sign-in: one centred card on a tinted page, the logo above the form. */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t2-auth" data-template="2">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <header className="t2-auth__bar">
        <Link to="/" className="t2-auth__back">
          {t("templates.backToStore")}
        </Link>
        <LanguageSwitcher />
      </header>
      <div className="t2-auth__card">
        <Link to="/" className="t2-auth__brand" aria-label={root.store.name || t("nav.home")}>
          <StoreLogo logo={root.store.logo} name={root.store.name} />
        </Link>
        <main id="main" className="t2-auth__main" tabIndex={-1}>
          <FlashMessage />
          {children}
        </main>
      </div>
      <footer className="t2-auth__footer">{t("footer.poweredBy")}</footer>
    </div>
  );
}
