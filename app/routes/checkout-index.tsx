import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-index";
import { cartValid, minPurchaseNotice } from "~/lib/cart/cart";
import { stepAfterCart } from "~/lib/checkout/checkout";
import { titleMeta } from "~/lib/shell/meta";
import { currencyContext, languageContext, sessionContext } from "~/server/context.server";
import { cartApi } from "~/server/store-api/cart.server";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { CartTotals } from "~/components/cart/cart-totals";
import { CartNotices } from "~/components/cart/cart-notices";
import { CheckoutBar } from "~/components/checkout/checkout-bar";

/** The cart step: what is being ordered; blocked while the cart is invalid or below the minimum purchase. */
export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const cart = await cartApi(context).get();
  const selected = context.get(currencyContext).selected;
  const signedIn = context.get(sessionContext).signedIn;
  return {
    title: i18n.t("checkout.titles.cart"),
    cart,
    signedIn,
    valid: cartValid(cart.items),
    minPurchase: minPurchaseNotice(cart.min_purchase, selected),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, signedIn, valid, minPurchase } = loaderData;
  const ready = cart.items.length > 0 && valid && !minPurchase;
  return (
    <section className="checkout-step">
      <h1>{loaderData.title}</h1>
      <CheckoutSteps current="cart" reached={ready ? (signedIn ? "shipping" : "register") : "cart"} signedIn={signedIn} />
      {cart.items.length === 0 ? (
        <p className="notice notice--warning">{t("checkout.emptyCart")}</p>
      ) : (
        <>
          <CartNotices valid={valid} minPurchase={minPurchase} />
          {/* The step is the review of the order: its summary starts open, and is the page on a laptop too (decision 074). */}
          <CheckoutSummary lines={cart.items} total={cart.total} open beside={false}>
            <CartTotals cart={cart} />
          </CheckoutSummary>
        </>
      )}
      <div className="checkout-actions">
        <Link to="/cart">{cart.items.length ? t("checkout.editCart") : t("checkout.backToCart")}</Link>
        {ready ? (
          <CheckoutBar total={cart.total} label="beforeShipping">
            <Link to={stepAfterCart(signedIn)} className="button">
              {t("checkout.continue")}
            </Link>
          </CheckoutBar>
        ) : cart.items.length ? (
          <p className="notice notice--error">{t("checkout.blocked")}</p>
        ) : null}
      </div>
    </section>
  );
}
