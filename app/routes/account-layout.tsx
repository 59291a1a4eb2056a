import { Outlet } from "react-router";
import { SmartNavLink } from "~/components/smart-link";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-layout";
import { authApi } from "~/server/store-api/auth.server";
import { privateNoStore, requireCustomer } from "~/server/http/require-customer.server";
import { NOINDEX, withRootMeta } from "~/lib/meta";

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

const SECTIONS = [
  ["/account", "account.titles.account", true],
  ["/account/details", "account.titles.details", false],
  ["/account/password", "account.titles.password", false],
  ["/account/orders", "account.titles.orders", false],
  ["/account/favourites", "account.titles.favourites", false],
  ["/account/addresses", "account.titles.addresses", false],
] as const;

export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="account">
      <nav aria-label={t("account.nav")} className="account__nav">
        <ul>
          {SECTIONS.map(([to, key, end]) => (
            <li key={to}>
              <SmartNavLink to={to} end={end}>
                {t(key)}
              </SmartNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__body">
        <Outlet />
      </div>
    </div>
  );
}
