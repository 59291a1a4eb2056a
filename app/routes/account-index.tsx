import { Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-index";
import type { loader as accountLoader } from "./account-layout";
import { bootstrapContext, languageContext } from "~/server/context.server";
import { pageTitle, withRootMeta } from "~/lib/meta";

export function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("account.titles.account"), storeName: context.get(bootstrapContext).settings.name ?? "" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ title: pageTitle(data?.title, data?.storeName) }, { name: "robots", content: "noindex" }]);
}

export default function AccountIndex() {
  const { t } = useTranslation();
  const account = useRouteLoaderData<typeof accountLoader>("routes/account-layout");
  const user = account?.user;
  return (
    <section>
      <h1>{t("account.titles.account")}</h1>
      {user ? (
        <>
          <p>{t("account.hello", { name: `${user.first_name} ${user.last_name}`.trim() })}</p>
          <p>
            <bdi dir="ltr">{user.email}</bdi> · <bdi dir="ltr">{user.mobile}</bdi> ·{" "}
            {user.mobile_verified ? t("account.mobileVerified") : <Link to="/account/details#verify-phone">{t("account.mobileNotVerified")}</Link>}
          </p>
        </>
      ) : null}
    </section>
  );
}
