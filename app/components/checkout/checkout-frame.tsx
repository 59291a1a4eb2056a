import { Link, useMatches } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { type LayoutProps, type TemplateId, templateId } from "~/templates";
import { LayoutMain, SkipLink, StoreHomeLink } from "../shell/layout-parts";
import { LanguageSwitcher } from "../shell/language-switcher";
import { CartIcon } from "../shell/line-icons";
import { MenuList } from "../shell/menu-list";
import { ContactLines, CopyrightLine, CurrencyNotice } from "../shell/store-notices";

/** A matched route's `handle` says `orderPlaced` (the order placed, its invoice, the payment's return): the cart was emptied. */
function useOrderPlaced() {
  return useMatches().some((m) => (m.handle as { orderPlaced?: boolean } | undefined)?.orderPlaced === true);
}

/**
 * The checkout's frame in every template: the logo, a lock with "secure checkout" and the way back to the
 * cart; no search, menu or newsletter to wander off to (docs/decisions/074). The footer keeps what a
 * shopper about to pay may need: the store's contact and its policy pages. The template's own root class
 * keeps its page colour and theme.
 */
export function CheckoutFrame({ root, children }: LayoutProps) {
  const { t } = useTranslation();
  const id: TemplateId = templateId(root.template);
  const placed = useOrderPlaced();
  return (
    <div className={`t${id} checkout-frame`} data-template={id} data-frame="checkout">
      <SkipLink />
      <header className="checkout-frame__header no-print">
        <StoreHomeLink root={root} className="checkout-frame__brand" />
        <p className="checkout-frame__secure">
          <LockIcon />
          {t("nav.secureCheckout")}
        </p>
        <Link to={placed ? "/" : "/cart"} className="checkout-frame__back">
          <span aria-hidden="true" className="checkout-frame__arrow">
            ‹
          </span>
          {placed ? null : <CartIcon size={22} />}
          <span className="checkout-frame__back-text">{t(placed ? "nav.backToShop" : "nav.backToCart")}</span>
        </Link>
      </header>
      <CurrencyNotice root={root} />
      <LayoutMain className="checkout-frame__main">{children}</LayoutMain>
      <footer className="checkout-frame__footer no-print">
        <address className="checkout-frame__contact">
          <ContactLines root={root} />
        </address>
        <nav aria-label={t("footer.links")}>
          <MenuList menu={root.menus.footer} className="checkout-frame__menu" />
        </nav>
        <LanguageSwitcher />
        <p className="checkout-frame__legal">
          <CopyrightLine root={root} />
        </p>
      </footer>
    </div>
  );
}

function LockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
