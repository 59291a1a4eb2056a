import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { LanguageSwitcher } from "~/components/shell/language-switcher";

/** Sign-in and registration: the store's mark, a way back to the store, the form, nothing else to wander off to. */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t3-auth" data-template="3">
      <SkipLink />
      <header className="t3-auth__header">
        <StoreHomeLink root={root} className="t3-brand" />
        <LanguageSwitcher />
      </header>
      <p className="t3-auth__back">
        <Link to="/">{t("templates.backToStore")}</Link>
      </p>
      <LayoutMain className="t3-auth__main">{children}</LayoutMain>
      <footer className="t3-auth__footer">{t("footer.poweredBy")}</footer>
    </div>
  );
}
