import { useRef } from "react";
import { useTranslation } from "~/i18n/translate";
import type { LayoutProps } from "../types";
import { LayoutMain, SkipLink, StoreHomeLink } from "~/components/shell/layout-parts";
import { AccountLinks } from "~/components/account/account-links";
import { CartLink } from "~/components/cart/cart-link";
import { CurrencySwitcher } from "~/components/shell/currency-switcher";
import { LanguageSwitcher } from "~/components/shell/language-switcher";
import { MenuList } from "~/components/shell/menu-list";
import { useBackCloses } from "~/components/shell/nav-drawer";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { SearchForm } from "~/components/shell/search-form";
import { ContactLines, CopyrightLine, CurrencyNotice, FreeShippingNote } from "~/components/shell/store-notices";

/**
 * Classic: a utility bar (offer line, language, currency), the logo with a wide search and the account and
 * cart, a full-width category row whose sub-menus open on hover or keyboard focus (CSS only), and a
 * four-column footer. On a phone the category row, account entries, language and currency fold into a menu
 * beside the logo, and the utility bar keeps only its offer line.
 */
export function DefaultLayout({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  const more = useRef<HTMLDetailsElement>(null);
  useBackCloses(more);
  return (
    <div className="t1" data-template="1">
      <SkipLink />
      <div className="t1-topbar no-print">
        <p className="t1-topbar__note">
          <FreeShippingNote root={root} />
        </p>
        <div className="t1-topbar__tools">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
      </div>
      <header className="t1-header no-print">
        <div className="t1-header__main">
          {/* Phones: the category row and account entries fold into this menu so the header stays two short rows. */}
          <details ref={more} className="t1-more">
            <summary className="t1-more__toggle">
              <span className="t1-more__label">{t("templates.menu")}</span>
            </summary>
            <div className="t1-more__panel">
              <nav aria-label={t("nav.mainMenu")}>
                <MenuList menu={root.menus.header} className="t1-more__menu" />
              </nav>
              <div className="t1-more__account">
                <AccountLinks root={root} />
              </div>
              {/* Phones: the language and currency live here, so the bar above the header is one thin line (decision 076). */}
              <div className="t1-more__tools">
                <LanguageSwitcher />
                <CurrencySwitcher />
              </div>
            </div>
          </details>
          <StoreHomeLink root={root} className="t1-brand" />
          <SearchForm />
          <nav className="t1-account" aria-label={t("nav.account")}>
            <span className="t1-account__links">
              <AccountLinks root={root} />
            </span>
            <CartLink className="t1-cart" />
          </nav>
        </div>
        <nav className="t1-categories" aria-label={t("nav.mainMenu")}>
          <MenuList menu={root.menus.header} className="t1-menu" />
        </nav>
        <CurrencyNotice root={root} />
      </header>
      <LayoutMain className="t1-main">{children}</LayoutMain>
      <footer className="t1-footer no-print">
        <div className="t1-footer__columns">
          <section className="t1-footer__column" aria-labelledby="t1-footer-about">
            <h2 id="t1-footer-about">{t("templates.aboutStore")}</h2>
            <p>
              <strong>{root.store.name}</strong>
            </p>
            <p>{t("templates.aboutIntro")}</p>
          </section>
          <nav className="t1-footer__column" aria-labelledby="t1-footer-links">
            <h2 id="t1-footer-links">{t("footer.links")}</h2>
            <MenuList menu={root.menus.footer} className="t1-footer__menu" />
          </nav>
          <section className="t1-footer__column" aria-labelledby="t1-footer-contact">
            <h2 id="t1-footer-contact">{t("footer.contact")}</h2>
            <address className="t1-footer__contact">
              <ContactLines root={root} />
            </address>
          </section>
          <div className="t1-footer__column">
            <NewsletterForm />
          </div>
        </div>
        <p className="t1-footer__bottom">
          <CopyrightLine root={root} />
        </p>
      </footer>
    </div>
  );
}
