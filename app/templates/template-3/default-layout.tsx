import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/server/root-data.server";
import { AccountLinks } from "~/components/account-links";
import { CurrencySwitcher } from "~/components/currency-switcher";
import { LanguageSwitcher } from "~/components/language-switcher";
import { MenuList } from "~/components/menu-list";
import { SearchForm } from "~/components/search-form";
import { StoreLogo } from "~/components/store-logo";
import { FlashMessage } from "~/components/flash-message";
import { CartLink } from "~/components/cart-link";
import { NewsletterForm } from "~/components/newsletter-form";
import { ContactLines, CurrencyNotice, FreeShippingNote } from "~/components/store-notices";

export function DefaultLayout({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="t3" data-template="3">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <p className="t3-banner no-print">
        <FreeShippingNote root={root} />
      </p>
      <header className="t3-header no-print">
        <div className="t3-header__top">
          <Link to="/" className="t3-brand" aria-label={root.store.name || t("nav.home")}>
            <StoreLogo logo={root.store.logo} name={root.store.name} />
          </Link>
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
      <main id="main" className="t3-main" tabIndex={-1}>
        <FlashMessage />
        {children}
      </main>
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
          © {root.store.name} · {t("footer.rights")} · {t("footer.poweredBy")}
        </p>
      </footer>
    </div>
  );
}
