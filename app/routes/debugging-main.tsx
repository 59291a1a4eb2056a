import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/debugging-main";
import { bootstrapContext, currencyContext, languageContext, sessionContext } from "~/server/context.server";
import { getEnv } from "~/server/env.server";
import { publicSettings } from "~/server/operator/public-settings.server";
import { requireOperator } from "~/server/operator/require-operator.server";

/** Settings as loaded (no secrets), this request's language and currency, and the session without its tokens. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(request);
  const { lang } = context.get(languageContext);
  const { settings } = context.get(bootstrapContext);
  const currency = context.get(currencyContext);
  const session = context.get(sessionContext);
  return {
    settings: publicSettings(settings),
    lang,
    currency: currency.selected?.currency_code ?? null,
    currencyError: currency.error,
    session: {
      signedIn: session.signedIn,
      tokenExpiresIn: session.signedIn ? session.secondsLeft : null,
      guestCart: session.guestCredential !== null,
    },
    process: { uptime: Math.round(process.uptime()), node: process.version, demo: getEnv().demo },
  };
}

export default function DebuggingMain({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => t(v ? "operator.yes" : "operator.no");
  const { session } = loaderData;
  return (
    <>
      <h2>{t("operator.main")}</h2>
      <section aria-labelledby="op-request">
        <h3 id="op-request">{t("operator.request")}</h3>
        <dl>
          <dt>{t("operator.language")}</dt>
          <dd data-testid="op-language">{loaderData.lang}</dd>
          <dt>{t("operator.currency")}</dt>
          <dd>
            {loaderData.currency ?? t("operator.none")}
            {loaderData.currencyError ? ` (${t("operator.currencyError")})` : ""}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="op-session">
        <h3 id="op-session">{t("operator.session")}</h3>
        <dl>
          <dt>{t("operator.signedIn")}</dt>
          <dd data-testid="op-signed-in">{yesNo(session.signedIn)}</dd>
          <dt>{t("operator.tokenExpiry")}</dt>
          <dd>{session.tokenExpiresIn ?? t("operator.none")}</dd>
          <dt>{t("operator.guestCart")}</dt>
          <dd>{yesNo(session.guestCart)}</dd>
        </dl>
      </section>
      <section aria-labelledby="op-process">
        <h3 id="op-process">{t("operator.process")}</h3>
        <dl>
          <dt>{t("operator.uptime")}</dt>
          <dd>{loaderData.process.uptime}</dd>
          <dt>Node.js</dt>
          <dd dir="ltr">{loaderData.process.node}</dd>
          <dt>{t("operator.mode")}</dt>
          <dd>{t(loaderData.process.demo ? "operator.demo" : "operator.external")}</dd>
        </dl>
      </section>
      <section aria-labelledby="op-settings">
        <h3 id="op-settings">{t("operator.settings")}</h3>
        <div className="operator-table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("operator.setting")}</th>
                <th scope="col">{t("operator.value")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.settings.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row" dir="ltr">
                    {name}
                  </th>
                  <td dir="auto">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
