import { Link, NavLink, useLoaderData } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-orders";
import { parseOrderFilter } from "~/lib/schemas/forms/orders";
import { orderStage, statusText, type OrderGroup } from "~/lib/checkout/order-status";
import { dayMonthYear, formatDay } from "~/lib/text/dates";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext } from "~/server/context.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { mintAgainKey } from "~/server/actions/buy-again.server";
import { BuyAgain } from "~/components/checkout/buy-again";
import { Price } from "~/components/money/price";
import { Code } from "~/components/text/isolated";
import { ShopDate } from "~/components/text/shop-date";
import { OrderRow, orderGlance } from "~/components/account/order-row";
import { useFocusOnRefusal } from "~/components/forms/use-focus-on-refusal";

export const handle = { i18n: ["orders", "cart"] };

const TITLES: Record<OrderGroup, string> = {
  pending: "account.titles.orders",
  delivered: "account.titles.delivered",
  closed: "account.titles.closed",
};

/** One module for orders (pending), orders/delivered and orders/closed; the group comes from the path. */
function groupOf(pathname: string): OrderGroup {
  if (pathname.endsWith("/delivered")) return "delivered";
  if (pathname.endsWith("/closed")) return "closed";
  return "pending";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const url = new URL(request.url);
  const group = groupOf(url.pathname.replace(/\/$/, ""));
  // A refused filter (a bound that is not a day, or a "from" after the "to") is not applied at all: the
  // fields say why and the page lists nothing, rather than a list that is not what was asked for.
  const { range, errors, applied } = parseOrderFilter(url.searchParams);
  const orders = applied ? await ordersApi(context).list(group, range) : [];
  const typed = { start_date: url.searchParams.get("start_date") ?? "", end_date: url.searchParams.get("end_date") ?? "" };
  return {
    title: i18n.t(TITLES[group]),
    group,
    range,
    typed,
    errors,
    applied,
    lang,
    // One per render for every order's buy-again form: the action adds the order to it, and the render
    // memo gives each response its own key, so a repeat view of an unchanged list is not rendered again.
    againKey: mintAgainKey(),
    orders: orders.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      created_at: o.created_at,
      status: statusText(o, (key, options) => i18n.t(key, options)),
      stage: orderStage(o),
      quantity: o.quantity,
      total: o.net_total,
      // What the row shows of the order's items, as Noon and Amazon do: the first one's picture and
      // name, and how many more; they come with the list (one call a page, not one an order).
      glance: orderGlance(o),
    })),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group, range, errors, applied, orders, againKey } = loaderData;
  // Folded away until the shopper asks (it took the phone's first screen); open while a filter is set or refused.
  const filtered = Boolean(
    range.start_date || range.end_date || errors.start_date || errors.end_date || loaderData.typed.start_date || loaderData.typed.end_date,
  );
  return (
    <section>
      <h1>{loaderData.title}</h1>
      <nav aria-label={t("orders.listNav")} className="tabs">
        <NavLink to="/account/orders" end>
          {t("orders.pending")}
        </NavLink>
        <NavLink to="/account/orders/delivered">{t("orders.delivered")}</NavLink>
        <NavLink to="/account/orders/closed">{t("orders.closed")}</NavLink>
      </nav>
      <details className="orders-filter" open={filtered}>
        <summary>{t("orders.filterByDate")}</summary>
        <form method="get" className="filters">
          <DateFilter name="start_date" label={t("orders.from")} />
          <DateFilter name="end_date" label={t("orders.to")} />
          <button type="submit">{t("orders.filter")}</button>
          {filtered ? <Link to={group === "pending" ? "/account/orders" : `/account/orders/${group}`}>{t("orders.clear")}</Link> : null}
        </form>
      </details>
      {!applied ? (
        <p className="notice notice--warning" role="status">
          {t("orders.notApplied")}
        </p>
      ) : orders.length === 0 ? (
        <p>{t("orders.none")}</p>
      ) : (
        <div className="line-table-box">
          <table className="orders-table line-table">
            <thead>
              <tr>
                <th scope="col">{t("orders.order")}</th>
                <th scope="col">{t("orders.placed")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.quantity")}</th>
                <th scope="col">{t("orders.total")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("orders.again.column")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} data-order={o.id}>
                  <td className="line-table__title">
                    <OrderRow glance={o.glance}>
                      <Link to={`/account/orders/${o.id}`} className="order-row__number" aria-label={t("orders.view", { number: o.order_number })}>
                        {t("orders.order")} <Code>{o.order_number}</Code>
                      </Link>
                    </OrderRow>
                  </td>
                  <td data-label={t("orders.placed")}>
                    <ShopDate iso={o.created_at} />
                  </td>
                  <td data-label={t("orders.status")}>
                    <span className="status-chip" data-stage={o.stage}>
                      {o.status}
                    </span>
                  </td>
                  <td data-label={t("orders.quantity")}>
                    {/* The number for the wide table's column, the words on a phone's card (no label there). */}
                    <span className="orders-table__qty">{o.quantity}</span>
                    <span className="orders-table__items">{t("orders.itemCount", { count: o.quantity })}</span>
                  </td>
                  <td data-label={t("orders.total")}>
                    <Price value={o.total} />
                  </td>
                  <td>
                    <BuyAgain orderId={o.id} formKey={againKey} orderNumber={o.order_number} compact />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * A date bound typed as day/month/year with the format written beside it in the page's language, and
 * the chosen day echoed in that language: `<input type="date">` shows the browser's own format
 * ("mm/dd/yyyy" on an Arabic page), whatever the page's language (issue 21). Works without JavaScript.
 */
function DateFilter({ name, label }: { name: "start_date" | "end_date"; label: string }) {
  const { t } = useTranslation();
  const { range, typed, errors, lang } = useLoaderData<typeof loader>();
  const day = range[name];
  const error = errors[name];
  // Without JavaScript the first refused bound takes the focus, so a phone opens on its message (decision 047).
  const first = errors.start_date ? "start_date" : "end_date";
  const focus = useFocusOnRefusal(name === first && error ? [error] : undefined);
  const describedBy = [`${name}-hint`, day ? `${name}-chosen` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type="text"
        dir="ltr"
        autoComplete="off"
        defaultValue={day ? dayMonthYear(day) : typed[name]}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="date-field"
        {...focus}
      />
      <p id={`${name}-hint`} className="field__hint">
        {t("orders.dateHint")}
      </p>
      {day ? (
        <p id={`${name}-chosen`} className="field__hint">
          {t("orders.dateChosen", { date: formatDay(day, lang) })}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field__errors">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
