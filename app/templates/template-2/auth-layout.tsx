import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { LanguageSwitcher } from "~/components/shell/language-switcher";

/** Boutique sign-in: one centred card on a tinted page, the logo above the form. */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t2-auth" data-template="2">
      <SkipLink />
      <header className="t2-auth__bar">
        <Link to="/" className="t2-auth__back">
          {t("templates.backToStore")}
        </Link>
        <LanguageSwitcher />
      </header>
      <div className="t2-auth__card">
        <StoreHomeLink root={root} className="t2-auth__brand" />
        <LayoutMain className="t2-auth__main">{children}</LayoutMain>
      </div>
      <footer className="t2-auth__footer">{t("footer.poweredBy")}</footer>
    </div>
  );
}
