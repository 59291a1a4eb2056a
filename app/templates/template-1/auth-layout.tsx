import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { LanguageSwitcher } from "~/components/shell/language-switcher";

/** Classic sign-in: the store's panel on one side, the form on the other (stacked on a phone). */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t1-auth" data-template="1">
      <SkipLink />
      <header className="t1-auth__panel">
        <StoreHomeLink root={root} className="t1-auth__brand" />
        <p className="t1-auth__tagline">{t("templates.authTagline")}</p>
        <Link to="/" className="t1-auth__back">
          {t("templates.backToStore")}
        </Link>
      </header>
      <div className="t1-auth__side">
        <div className="t1-auth__tools">
          <LanguageSwitcher />
        </div>
        <LayoutMain className="t1-auth__main">{children}</LayoutMain>
        <footer className="t1-auth__footer">{t("footer.poweredBy")}</footer>
      </div>
    </div>
  );
}
