import { Outlet, redirect } from "react-router";
import { SmartNavLink } from "~/components/smart-link";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-layout";
import { sessionContext } from "~/server/context.server";
import { authApi } from "~/server/account/auth.server";
import { loginPath } from "~/server/store.server";

/** Every /account page requires sign-in; the customer is loaded once here for all of them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(sessionContext).signedIn) throw redirect(loginPath(request));
  const user = await authApi(context).me();
  return { user };
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
