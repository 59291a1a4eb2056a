import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-register";
import { titleMeta } from "~/lib/shell/meta";
import { loginUrl, registerUrl } from "~/lib/security/sign-in-urls";
import { languageContext } from "~/server/context.server";
import { enterStep } from "~/server/store-api/checkout.server";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { CartTotals } from "~/components/cart/cart-totals";

/** Where the checkout goes on after signing in or registering. */
const NEXT = "/checkout/shipping";

/** Guests sign in or register here and come back to the checkout; a signed-in shopper goes on. */
export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const { cart } = await enterStep(context, "register");
  return { title: i18n.t("checkout.titles.register"), cart };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function CheckoutRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="checkout-step">
      <h1>{loaderData.title}</h1>
      <CheckoutSteps current="register" reached="register" signedIn={false} />
      <CheckoutSummary lines={loaderData.cart.items} total={loaderData.cart.total}>
        <CartTotals cart={loaderData.cart} />
      </CheckoutSummary>
      <p>{t("checkout.register.intro")}</p>
      <p className="field__hint">{t("checkout.register.kept")}</p>
      <div className="checkout-actions">
        <Link to={loginUrl(NEXT)} className="button">
          {t("checkout.register.signIn")}
        </Link>
        <Link to={registerUrl(NEXT)} className="button button--secondary">
          {t("checkout.register.createAccount")}
        </Link>
      </div>
    </section>
  );
}
