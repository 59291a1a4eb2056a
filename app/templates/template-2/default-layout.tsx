import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { AccountLinks } from "~/components/account/account-links";
import { CartLink } from "~/components/cart/cart-link";
import { CurrencySwitcher } from "~/components/shell/currency-switcher";
import { LanguageSwitcher } from "~/components/shell/language-switcher";
import { MenuList } from "~/components/shell/menu-list";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { SearchForm } from "~/components/shell/search-form";
import { SmartLink } from "~/components/shell/smart-link";
import { ContactLines, CopyrightLine, CurrencyNotice, FreeShippingNote } from "~/components/shell/store-notices";
import { BagIcon, UserIcon } from "~/components/shell/line-icons";
import { NavDrawer } from "~/components/shell/nav-drawer";

/**
 * Boutique: a compact sticky bar with the menu drawer, the centred logo and icon links to the account and
 * cart; search below it, with the language beside it from 48rem (on a phone the language joins the currency in the
 * drawer, so the search keeps the strip); the menus, account entries and currency live in the drawer. A
 * minimal, centred footer.
 */
export function DefaultLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  const account = root.signedIn ? { to: "/account", label: t("nav.account") } : { to: "/login", label: t("nav.login") };
  return (
    <div className="t2" data-template="2">
      <SkipLink />
      <header className="t2-header no-print">
        <div className="t2-header__bar">
          <NavDrawer block="t2-drawer" iconSize={22} panelTitle label={(text) => <span className="t2-label">{text}</span>}>
            <nav aria-label={t("nav.mainMenu")}>
              <MenuList menu={root.menus.header} className="t2-menu" />
            </nav>
            <nav className="t2-drawer__account" aria-label={t("nav.account")}>
              <AccountLinks root={root} />
            </nav>
            <div className="t2-drawer__tools">
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>
          </NavDrawer>
          <StoreHomeLink root={root} className="t2-brand" />
          <div className="t2-icons">
            <SmartLink to={account.to} className="t2-icon-link" aria-label={account.label}>
              <UserIcon size={22} />
              <span className="t2-label">{account.label}</span>
            </SmartLink>
            <CartLink className="t2-icon-link t2-cart" icon={<BagIcon size={22} />} />
          </div>
        </div>
        <div className="t2-header__strip">
          <SearchForm />
          <LanguageSwitcher />
        </div>
        <CurrencyNotice root={root} />
      </header>
      <LayoutMain className="t2-main">{children}</LayoutMain>
      <footer className="t2-footer no-print">
        <p className="t2-footer__note">
          <FreeShippingNote root={root} />
        </p>
        <NewsletterForm />
        <nav aria-label={t("footer.links")}>
          <MenuList menu={root.menus.footer} className="t2-footer__menu" />
        </nav>
        <address className="t2-footer__contact">
          <ContactLines root={root} />
        </address>
        <p className="t2-footer__legal">
          <CopyrightLine root={root} />
        </p>
      </footer>
    </div>
  );
}
