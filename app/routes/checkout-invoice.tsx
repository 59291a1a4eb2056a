import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-invoice";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext } from "~/server/context.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { foundId } from "~/server/http/errors.server";
import { OrderFacts, OrderInvoice } from "~/components/checkout/order-invoice";
import { useHydrated } from "remix-utils/use-hydrated";
import { PayNow } from "~/components/checkout/pay-now";
import { payOffer } from "~/server/payments/pay-offer.server";
import { orderGroup, statusName } from "~/lib/checkout/order-status";

export const handle = { i18n: ["orders", "address"], orderPlaced: true };

/** After the order: the invoice with every field of the order, printable. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const id = foundId(new URL(request.url).searchParams.get("order"));
  const order = await ordersApi(context).get(id);
  return { title: i18n.t("checkout.titles.invoice"), lang, order, pay: payOffer(order, context) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data ? `${data.title} ${data.order.invoice_number}` : undefined);
}

export default function CheckoutInvoice({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, lang } = loaderData;
  const hydrated = useHydrated();
  return (
    <article className="checkout-step order invoice-page">
      {/* The invoice as a document: the thank-you moment is the order-placed page's (decision 074), printing sits by the title. */}
      <header className="invoice-page__head">
        <h1 id="invoice-title">{loaderData.title}</h1>
        {/* Printing needs JavaScript; without it the browser's own print command uses the same print styles. */}
        {hydrated ? (
          <button type="button" className="button button--secondary no-print" onClick={() => window.print()}>
            {t("checkout.invoice.print")}
          </button>
        ) : null}
      </header>
      <OrderFacts order={order} lang={lang} withNumber />
      {/* A cancelled or rejected order's invoice keeps its figures as a record; what it no longer is, is a bill. */}
      {orderGroup(order.status) === "closed" ? (
        <p className="notice notice--warning">{t(statusName(order.status) === "rejected" ? "checkout.invoice.rejected" : "checkout.invoice.cancelled")}</p>
      ) : null}
      {/* An unpaid card or wallet order: the order page's action starts a new attempt. */}
      {loaderData.pay ? <PayNow order={order} walletPhone={loaderData.pay.walletPhone} action={`/account/orders/${order.id}`} /> : null}
      <OrderInvoice order={order} titledBy="invoice-title" />
      <div className="checkout-actions no-print">
        <Link to={`/account/orders/${order.id}`}>{t("checkout.invoice.viewOrder")}</Link>
        <Link to="/">{t("checkout.invoice.continueShopping")}</Link>
      </div>
    </article>
  );
}
