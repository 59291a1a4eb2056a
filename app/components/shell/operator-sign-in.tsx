import { Form, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { operatorReturnPath } from "~/lib/shell/operator";

/** Shown (with status 404) on an operator page when OPERATOR_SECRET is set but was not presented. */
export function OperatorSignIn({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main id="main" className="operator operator-login">
      <h1>{t("operator.signInTitle")}</h1>
      <p>{t("operator.signInIntro")}</p>
      {failed ? (
        <p className="notice notice--error" role="alert">
          {t("operator.signInFailed")}
        </p>
      ) : null}
      {/* A full post: the answer is a redirect with the cookie, nothing for the router to keep. */}
      <Form method="post" action="/debugging/login" reloadDocument className="stack">
        <input type="hidden" name="redirectTo" value={operatorReturnPath(pathname)} />
        <div className="field">
          <label htmlFor="operator-secret">{t("operator.secret")}</label>
          <input id="operator-secret" name="secret" type="password" autoComplete="current-password" required minLength={32} dir="ltr" />
        </div>
        <button type="submit">{t("operator.signIn")}</button>
      </Form>
    </main>
  );
}
