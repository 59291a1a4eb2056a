import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { LanguageSwitcher } from "~/components/shell/language-switcher";

/** Sign-in and registration: the store's mark, the form, nothing to wander off to. */
export function AuthLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t3-auth" data-template="3">
      <SkipLink />
      <header className="t3-auth__header">
        <StoreHomeLink root={root} className="t3-brand" />
        <LanguageSwitcher />
      </header>
      <LayoutMain className="t3-auth__main">{children}</LayoutMain>
      <footer className="t3-auth__footer">
        <Link to="/">{t("nav.home")}</Link> · <span>{t("footer.poweredBy")}</span>
      </footer>
    </div>
  );
}
