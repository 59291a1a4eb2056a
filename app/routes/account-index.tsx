import { Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-index";
import type { loader as accountLoader } from "./account-layout";
import { languageContext } from "~/server/context.server";
import { addressesApi } from "~/server/store-api/addresses.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { withinOrNull } from "~/server/store-api/request.server";
import { transportContext } from "~/server/context.server";
import { orderStage, statusText } from "~/lib/checkout/order-status";
import { formatDate } from "~/lib/text/dates";
import { titleMeta } from "~/lib/shell/meta";
import { Price } from "~/components/money/price";
import { AddressLine } from "~/components/address/address-summary";
import { Isolated, Code, Ltr } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { OrderRow, orderGlance } from "~/components/account/order-row";

export const handle = { i18n: ["orders", "favourites", "address"] };

const RECENT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const { requestId } = context.get(transportContext);
  // The overview lives without either list: each gives up quietly rather than failing the page.
  const [orders, addresses] = await Promise.all([
    withinOrNull(ordersApi(context).list("pending"), "recent orders", requestId),
    withinOrNull(addressesApi(context).list(), "addresses", requestId),
  ]);
  return {
    title: i18n.t("account.titles.account"),
    lang,
    recent: (orders ?? []).slice(0, RECENT).map((o) => ({
      id: o.id,
      number: o.order_number,
      created_at: o.created_at,
      status: statusText(o, (key, options) => i18n.t(key, options)),
      stage: orderStage(o),
      quantity: o.quantity,
      total: o.net_total,
      // The orders list's glance (decision 102): the items come with the list, no call more.
      glance: orderGlance(o),
    })),
    defaultAddress: (addresses ?? []).find((a) => a.default_setting === 1) ?? null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export default function AccountIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<typeof accountLoader>("routes/account-layout")?.user;
  const { recent, defaultAddress, lang } = loaderData;
  return (
    <section>
      <h1>{t("account.titles.account")}</h1>
      {user ? (
        <>
          <p>
            <Sentence k="account.hello" slots={{ name: <Isolated>{`${user.first_name} ${user.last_name}`.trim()}</Isolated> }} />
          </p>
          <p>
            <Ltr className="email">{user.email}</Ltr> · <Ltr className="phone">{user.mobile}</Ltr> ·{" "}
            {user.mobile_verified ? t("account.mobileVerified") : <Link to="/account/details#verify-phone">{t("account.mobileNotVerified")}</Link>}
          </p>
          {user.rates != null ? <p>{t("account.ratings", { count: user.rates })}</p> : null}
        </>
      ) : null}
      <div className="card-grid">
        <section className="card" aria-labelledby="recent-orders">
          <h2 id="recent-orders">{t("account.recentOrders")}</h2>
          {recent.length === 0 ? (
            <p>{t("account.noOrders")}</p>
          ) : (
            // One compact card an order: what was bought and the number (its link covers the card), status, date, items, total.
            <ul className="order-cards">
              {recent.map((o) => (
                <li key={o.id} className="order-card" data-order={o.id}>
                  <OrderRow glance={o.glance}>
                    <Link to={`/account/orders/${o.id}`} className="order-card__number" aria-label={t("orders.view", { number: o.number })}>
                      <Code>{o.number}</Code>
                    </Link>
                  </OrderRow>
                  <span className="status-chip" data-stage={o.stage}>
                    {o.status}
                  </span>
                  <span className="order-card__meta">
                    {formatDate(o.created_at, lang)} · {t("orders.itemCount", { count: o.quantity })}
                  </span>
                  <strong className="order-card__total">
                    <Price value={o.total} />
                  </strong>
                </li>
              ))}
            </ul>
          )}
          <Link to="/account/orders">{t("account.allOrders")}</Link>
        </section>
        <section className="card" aria-labelledby="default-address">
          <h2 id="default-address">{t("account.defaultAddress")}</h2>
          {defaultAddress ? (
            <p>
              {/* The name on its own line, as the address's parts are (decision 107): a colon between two right-to-left texts on an English page read as one backwards line. */}
              <strong>
                <Isolated>{defaultAddress.address_name}</Isolated>
              </strong>
              <br />
              <AddressLine address={{ ...defaultAddress, country: undefined }} />
            </p>
          ) : (
            <p>{t("account.noDefaultAddress")}</p>
          )}
          <Link to="/account/addresses">{t("account.manageAddresses")}</Link>
        </section>
        <section className="card" aria-labelledby="favourites">
          <h2 id="favourites">{t("account.titles.favourites")}</h2>
          <p>{t("favourites.intro")}</p>
          <Link to="/account/favourites">{t("favourites.link")}</Link>
        </section>
      </div>
    </section>
  );
}
