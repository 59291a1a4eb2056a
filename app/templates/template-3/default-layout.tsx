import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { CurrencySwitcher } from "~/components/shell/currency-switcher";
import { LanguageSwitcher } from "~/components/shell/language-switcher";
import { LogoutButton } from "~/components/account/logout-button";
import { MenuList } from "~/components/shell/menu-list";
import { SearchForm } from "~/components/shell/search-form";
import { SmartLink } from "~/components/shell/smart-link";
import { CartLink } from "~/components/cart/cart-link";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { ContactLines, CopyrightLine, CurrencyNotice, FreeShippingNote } from "~/components/shell/store-notices";
import { CartIcon, UserIcon } from "~/components/shell/line-icons";
import { NavDrawer } from "~/components/shell/nav-drawer";

/**
 * On a phone the header is two short rows: the menu drawer, the logo, account and cart icons; then search.
 * The drawer holds the main menu, the language and the currency. From 1024 px the drawer's panel is an
 * inline second row and the account and cart show their words.
 */
export function DefaultLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  const account = root.signedIn ? { to: "/account", label: t("nav.account") } : { to: "/login", label: t("nav.login") };
  return (
    <div className="t3" data-template="3">
      <SkipLink />
      <p className="t3-banner no-print">
        <FreeShippingNote root={root} />
      </p>
      <header className="t3-header no-print">
        <div className="t3-header__bar">
          <NavDrawer block="t3-drawer" toggleClassName="t3-icon-button" label={(text) => <span className="visually-hidden">{text}</span>}>
            <nav aria-label={t("nav.mainMenu")}>
              <MenuList menu={root.menus.header} className="t3-menu" />
            </nav>
            <div className="t3-switchers">
              {root.signedIn ? <LogoutButton /> : null}
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>
          </NavDrawer>
          <StoreHomeLink root={root} className="t3-brand" />
          <SearchForm />
          <nav className="t3-actions" aria-label={t("nav.account")}>
            <SmartLink to={account.to} className="t3-icon-button" aria-label={account.label}>
              <UserIcon />
              <span className="t3-label">{account.label}</span>
            </SmartLink>
            <CartLink className="t3-icon-button t3-cart" icon={<CartIcon />} />
          </nav>
        </div>
        <CurrencyNotice root={root} />
      </header>
      <LayoutMain className="t3-main">{children}</LayoutMain>
      <footer className="t3-footer no-print">
        <NewsletterForm />
        <nav aria-label={t("footer.links")}>
          <MenuList menu={root.menus.footer} className="t3-footer__menu" />
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
