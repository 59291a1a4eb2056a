import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-orders";
import { OrderFilterSchema } from "~/lib/schemas/forms/orders";
import { orderStage, type OrderGroup } from "~/lib/order-status";
import { formatDate } from "~/lib/dates";
import { titleMeta } from "~/lib/meta";
import { languageContext } from "~/server/context.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { Price } from "~/components/price";
import { Code } from "~/components/isolated";

export const handle = { i18n: ["orders"] };

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
  const range = OrderFilterSchema.parse(Object.fromEntries(url.searchParams));
  const orders = await ordersApi(context).list(group, range);
  return {
    title: i18n.t(TITLES[group]),
    group,
    range,
    lang,
    orders: orders.map((o) => ({
      id: o.id,
      order_number: o.order_number,
      created_at: o.created_at,
      stage: orderStage(o),
      quantity: o.quantity,
      total: o.net_total,
    })),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group, range, orders, lang } = loaderData;
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
      <form method="get" className="filters">
        <div className="field">
          <label htmlFor="start_date">{t("orders.from")}</label>
          <input id="start_date" name="start_date" type="date" defaultValue={range.start_date ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="end_date">{t("orders.to")}</label>
          <input id="end_date" name="end_date" type="date" defaultValue={range.end_date ?? ""} />
        </div>
        <button type="submit">{t("orders.filter")}</button>
        {range.start_date || range.end_date ? <Link to={group === "pending" ? "/account/orders" : `/account/orders/${group}`}>{t("orders.clear")}</Link> : null}
      </form>
      {orders.length === 0 ? (
        <p>{t("orders.none")}</p>
      ) : (
        <div className="line-table-box">
          <table className="orders-table line-table">
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.placed")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.quantity")}</th>
                <th scope="col">{t("orders.total")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id} data-order={o.id}>
                  <td className="line-table__title">
                    <Link to={`/account/orders/${o.id}`} aria-label={t("orders.view", { number: o.order_number })}>
                      <Code>{o.order_number}</Code>
                    </Link>
                  </td>
                  <td data-label={t("orders.placed")}>{formatDate(o.created_at, lang)}</td>
                  <td data-label={t("orders.status")}>{t(`orders.progress.${o.stage}`)}</td>
                  <td data-label={t("orders.quantity")}>{o.quantity}</td>
                  <td data-label={t("orders.total")}>
                    <Price value={o.total} />
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
