import { useTranslation } from "react-i18next";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/layout-parts";
import { AccountLinks } from "~/components/account-links";
import { CurrencySwitcher } from "~/components/currency-switcher";
import { LanguageSwitcher } from "~/components/language-switcher";
import { MenuList } from "~/components/menu-list";
import { SearchForm } from "~/components/search-form";
import { CartLink } from "~/components/cart-link";
import { NewsletterForm } from "~/components/newsletter-form";
import { ContactLines, CopyrightLine, CurrencyNotice, FreeShippingNote } from "~/components/store-notices";

export function DefaultLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="t3" data-template="3">
      <SkipLink />
      <p className="t3-banner no-print">
        <FreeShippingNote root={root} />
      </p>
      <header className="t3-header no-print">
        <div className="t3-header__top">
          <StoreHomeLink root={root} className="t3-brand" />
          <SearchForm />
          <nav className="t3-actions" aria-label={t("nav.account")}>
            <AccountLinks root={root} />
            <CartLink className="t3-cart" />
          </nav>
        </div>
        <div className="t3-header__bottom">
          <nav aria-label={t("nav.mainMenu")}>
            <MenuList items={root.menus.header} className="t3-menu" />
          </nav>
          <div className="t3-switchers">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
        </div>
        <CurrencyNotice root={root} />
      </header>
      <LayoutMain className="t3-main">{children}</LayoutMain>
      <footer className="t3-footer no-print">
        <NewsletterForm />
        <nav aria-label={t("footer.links")}>
          <MenuList items={root.menus.footer} className="t3-footer__menu" />
        </nav>
        <address className="t3-footer__contact">
          <strong>{t("footer.contact")}</strong>
          <ContactLines root={root} />
        </address>
        <p className="t3-footer__powered">
          <CopyrightLine root={root} />
        </p>
      </footer>
    </div>
  );
}
