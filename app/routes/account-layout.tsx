import { Form, Outlet } from "react-router";
import { AccountIcon, type AccountIconName } from "~/components/account/account-icons";
import { SmartNavLink } from "~/components/shell/smart-link";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-layout";
import { authApi } from "~/server/store-api/auth.server";
import { privateNoStore, requireCustomer } from "~/server/http/require-customer.server";
import { NOINDEX, withRootMeta } from "~/lib/shell/meta";

export const handle = { i18n: ["account"] };

/** Every /account page and form requires sign-in, and no cache keeps any of them. */
export const middleware: Route.MiddlewareFunction[] = [privateNoStore, requireCustomer];

/** The customer, loaded once here for all the account pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await authApi(context).me();
  return { user };
}

/** No account page is indexed: each page's titleMeta keeps this tag. */
export function meta({ matches }: Route.MetaArgs) {
  return withRootMeta(matches, [NOINDEX]);
}

/** The account's pages in the order a shopper looks for them: their orders first (decision 076). */
const SECTIONS = [
  ["/account", "account.titles.account", true, "overview"],
  ["/account/orders", "account.titles.orders", false, "orders"],
  ["/account/addresses", "account.titles.addresses", false, "addresses"],
  ["/account/favourites", "account.titles.favourites", false, "favourites"],
  ["/account/details", "account.titles.details", false, "details"],
  ["/account/password", "account.titles.password", false, "password"],
] as const satisfies ReadonlyArray<readonly [string, string, boolean, AccountIconName]>;

/**
 * The page first, then the account's list of pages: one row an icon and a name, a side list from 48rem
 * (decision 076). On a phone the list follows the page, so what was asked for is the first screen.
 */
export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="account">
      <div className="account__body">
        <Outlet />
      </div>
      <nav aria-label={t("account.nav")} className="account__nav">
        <ul className="account-menu">
          {SECTIONS.map(([to, key, end, icon]) => (
            <li key={to}>
              <SmartNavLink to={to} end={end} className="account-menu__item">
                <AccountIcon name={icon} />
                <span className="account-menu__name">{t(key)}</span>
              </SmartNavLink>
            </li>
          ))}
          <li>
            <Form method="post" action="/logout" className="account-menu__form">
              <button type="submit" className="account-menu__item">
                <AccountIcon name="logout" />
                <span className="account-menu__name">{t("nav.logout")}</span>
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </div>
  );
}
