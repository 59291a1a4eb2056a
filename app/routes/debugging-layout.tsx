import { Form, NavLink, Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/debugging-layout";
import { operatorNoStore, requireOperator } from "~/server/operator/require-operator.server";
import { languageContext } from "~/server/context.server";
import { OPERATOR_PAGES, isOperatorSignIn } from "~/lib/shell/operator";
import { withRootMeta } from "~/lib/shell/meta";
import { ErrorPage } from "~/components/errors/error-page";
import { OperatorSignIn } from "~/components/shell/operator-sign-in";

export const handle = { i18n: ["operator"] };

/** The spec's "debugging" layout: every page under it is for operators only. */
export const middleware: Route.MiddlewareFunction[] = [operatorNoStore];

export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(request);
  return { title: context.get(languageContext).i18n.t("operator.title") };
}

export function meta({ data, matches, error }: Route.MetaArgs) {
  // A plain 404 keeps the root's tags only, like any unknown address.
  if (error && !(isRouteErrorResponse(error) && isOperatorSignIn(error.data))) return withRootMeta(matches, []);
  const noindex = { name: "robots", content: "noindex, nofollow" };
  return withRootMeta(matches, data ? [{ title: data.title }, noindex] : [noindex]);
}

const LABELS = { "/debugging/main": "operator.main", "/debugging/sub": "operator.sub", "/errors": "operator.errors" } as const;

export default function DebuggingLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="operator">
      <header className="operator__header">
        <h1>{loaderData.title}</h1>
        <nav className="operator__nav" aria-label={t("operator.nav")}>
          <ul>
            {OPERATOR_PAGES.map((to) => (
              <li key={to}>
                <NavLink to={to} prefetch="none">
                  {t(LABELS[to])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/debugging/login" reloadDocument>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="button--secondary">
            {t("operator.signOut")}
          </button>
        </Form>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isOperatorSignIn(error.data)) return <OperatorSignIn failed={error.data.failed} />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} data={isRouteErrorResponse(error) ? error.data : undefined} />;
}
