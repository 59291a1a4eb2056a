import { Link, redirect } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-placed";
import { titleMeta } from "~/lib/shell/meta";
import { formatDate } from "~/lib/text/dates";
import { languageContext } from "~/server/context.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { foundId } from "~/server/http/errors.server";
import { orderPayable } from "~/server/payments/paymob.server";
import { orderGroup } from "~/lib/checkout/order-status";
import { Code, Isolated } from "~/components/text/isolated";
import { Price } from "~/components/money/price";
import { Sentence } from "~/components/text/sentence";
import { PlacedItems } from "~/components/checkout/placed-items";

/** orderPlaced: the cart is empty now, so the checkout frame leads back to the shop. */
export const handle = { i18n: ["orders"], orderPlaced: true };

/**
 * Where placing an order lands (cash on delivery, or a card or wallet order already settled): the thanks,
 * the number, when it should arrive, what happens next and the ways on. The invoice is its own page,
 * linked from here (decision 074). Another customer's order, or none, is a 404 (the Store API's answer).
 * An order cancelled or rejected since has no thanks or "have the cash ready" left to say: its order page says
 * where it stands (an outside tester came back to the thanks after cancelling).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const id = foundId(new URL(request.url).searchParams.get("order"));
  const order = await ordersApi(context).get(id);
  if (orderGroup(order.status) === "closed") throw redirect(`/account/orders/${order.id}`);
  return {
    title: i18n.t("checkout.titles.placed"),
    order: {
      id: order.id,
      number: order.order_number,
      method: order.payment_method,
      cash: order.payment_method.payment_method_Id === 1,
      paid: order.payment.status === "paid",
      payable: orderPayable(order),
      // The invoice's total payable: what the courier collects for cash on delivery (whose amount_due is 0 online).
      total: order.total_after_discount,
      expected: order.expected_shipping_date ? formatDate(order.expected_shipping_date, lang) : null,
      quantity: order.quantity,
      items: order.items.map((i) => ({
        uuid: i.uuid,
        name: i.name,
        color: i.color,
        size: i.size,
        image: i.image ?? null,
        quantity: i.quantity,
        price_after_discount: i.price_after_discount,
        tax: i.tax,
      })),
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data ? `${data.title} ${data.order.number}` : undefined);
}

export default function CheckoutPlaced({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  return (
    <article className="checkout-step order-placed" aria-labelledby="placed-title">
      <header className="order-placed__head">
        <CheckMark />
        <h1 id="placed-title">{t("checkout.placed.title")}</h1>
        <p className="order-placed__number">
          <Sentence k="checkout.placed.number" slots={{ number: <Code>{order.number}</Code> }} />
        </p>
      </header>
      <dl className="card order__facts order-placed__facts">
        <dt>{t("checkout.placed.delivery")}</dt>
        <dd>{order.expected ? t("checkout.placed.deliveryOn", { date: order.expected }) : t("checkout.shipping.daysDefault")}</dd>
        <dt>{t("orders.payment")}</dt>
        <dd>
          <Isolated>{order.method.name}</Isolated>
        </dd>
        {/* The amount in the first card, as the shops shoppers know say it (the second outside tester found it only in the cash tip). */}
        <dt>{t("checkout.placed.total")}</dt>
        <dd className="order-placed__total">
          <Price value={order.total} />
        </dd>
      </dl>
      <PlacedItems items={order.items} quantity={order.quantity} />
      <section className="card order-placed__next" aria-labelledby="next-title">
        <h2 id="next-title">{t("checkout.placed.next")}</h2>
        <ul>
          {order.cash && order.total > 0 ? (
            <li>
              <Sentence k="checkout.placed.cash" slots={{ amount: <Price value={order.total} /> }} />
            </li>
          ) : order.paid ? (
            <li>{t("checkout.placed.paid")}</li>
          ) : order.payable ? (
            <li>{t("checkout.placed.unpaid")}</li>
          ) : null}
          <li>{t("checkout.placed.messages")}</li>
        </ul>
      </section>
      <div className="order-placed__actions no-print">
        <Link to={`/account/orders/${order.id}`} className="button">
          {t("checkout.placed.track")}
        </Link>
        <Link to="/" className="button button--secondary">
          {t("checkout.invoice.continueShopping")}
        </Link>
        <Link to={`/checkout/invoice?order=${order.id}`}>{t("checkout.placed.invoice")}</Link>
      </div>
    </article>
  );
}

function CheckMark() {
  return (
    <svg className="order-placed__mark" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="currentColor" />
      <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
