import type { ReactNode } from "react";
import { Link } from "react-router";
import { SmartLink } from "~/components/smart-link";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/server/root-data.server";
import { CurrencySwitcher } from "~/components/currency-switcher";
import { LanguageSwitcher } from "~/components/language-switcher";
import { MenuList } from "~/components/menu-list";
import { SearchForm } from "~/components/search-form";
import { StoreLogo } from "~/components/store-logo";
import { Price } from "~/components/price";
import { FlashMessage } from "~/components/flash-message";
import { LogoutButton } from "~/components/logout-button";
import { CartLink } from "~/components/cart-link";
import { NewsletterForm } from "~/components/newsletter-form";

export function DefaultLayout({ root, children }: { root: RootData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="t3">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <p className="t3-banner">
        {root.store.freeShippingOver != null ? (
          <>
            {t("home.freeShipping")} <Price value={root.store.freeShippingOver} />
          </>
        ) : (
          t("home.freeShippingLabel")
        )}
      </p>
      <header className="t3-header">
        <div className="t3-header__top">
          <Link to="/" className="t3-brand" aria-label={root.store.name || t("nav.home")}>
            <StoreLogo logo={root.store.logo} name={root.store.name} />
          </Link>
          <SearchForm />
          <nav className="t3-actions" aria-label={t("nav.account")}>
            {root.signedIn ? (
              <>
                <SmartLink to="/account">{t("nav.account")}</SmartLink>
                <LogoutButton />
              </>
            ) : (
              <SmartLink to="/login">{t("nav.login")}</SmartLink>
            )}
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
        {root.currency.error ? (
          <p className="notice notice--warning" role="status">
            {t("currency.unavailable")}
          </p>
        ) : null}
      </header>
      <main id="main" className="t3-main" tabIndex={-1}>
        <FlashMessage />
        {children}
      </main>
      <footer className="t3-footer">
        <NewsletterForm />
        <nav aria-label={t("footer.links")}>
          <MenuList items={root.menus.footer} className="t3-footer__menu" />
        </nav>
        <address className="t3-footer__contact">
          <strong>{t("footer.contact")}</strong>
          {root.store.contactPhone ? (
            <span>
              {t("footer.contactPhone")}: <a href={`tel:${root.store.contactPhone}`} dir="ltr">{root.store.contactPhone}</a>
            </span>
          ) : null}
          {root.store.contactEmail ? (
            <span>
              {t("footer.contactEmail")}: <a href={`mailto:${root.store.contactEmail}`} dir="ltr">{root.store.contactEmail}</a>
            </span>
          ) : null}
        </address>
        <p className="t3-footer__powered">
          © {root.store.name} · {t("footer.rights")} · {t("footer.poweredBy")}
        </p>
      </footer>
    </div>
  );
}
