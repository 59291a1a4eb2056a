import { Form, redirect } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/errors";
import { clearErrors, listErrors } from "~/server/observe/error-log.server";
import { requireOperator } from "~/server/operator/require-operator.server";

/** The spec's error-log viewer: recent server and browser errors, newest first, with clear-all. */
export function loader({ request }: Route.LoaderArgs) {
  requireOperator(request);
  return { errors: listErrors() };
}

/** Clears what the operator was looking at; errors that arrived since stay. */
export async function action({ request }: Route.ActionArgs) {
  requireOperator(request);
  const form = await request.formData();
  if (form.get("intent") === "clear") {
    const upTo = Number(form.get("upTo"));
    clearErrors(Number.isInteger(upTo) && upTo > 0 ? upTo : undefined);
  }
  throw redirect("/errors", 303);
}

export default function Errors({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors } = loaderData;
  return (
    <>
      <h2>{t("operator.errors")}</h2>
      <p>{t("operator.errorsIntro")}</p>
      <Form method="post">
        <input type="hidden" name="upTo" value={errors[0]?.id ?? ""} />
        <button type="submit" name="intent" value="clear" disabled={errors.length === 0}>
          {t("operator.clearAll")}
        </button>
      </Form>
      {errors.length === 0 ? (
        <p data-testid="no-errors">{t("operator.noErrors")}</p>
      ) : (
        <div className="operator-table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("operator.at")}</th>
                <th scope="col">{t("operator.source")}</th>
                <th scope="col">{t("operator.kind")}</th>
                <th scope="col">{t("operator.status")}</th>
                <th scope="col">{t("operator.page")}</th>
                <th scope="col">{t("operator.message")}</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e) => (
                <tr key={e.id} data-error-id={e.id}>
                  <td dir="ltr">{e.at}</td>
                  <td>{t(e.source === "server" ? "operator.server" : "operator.client")}</td>
                  <td dir="ltr">{e.kind}</td>
                  <td className="num">{e.status ?? ""}</td>
                  <td dir="ltr">{e.path}</td>
                  <td dir="ltr">
                    {e.message}
                    {e.requestId ? (
                      <div>
                        {t("operator.requestId")}: <code>{e.requestId}</code>
                      </div>
                    ) : null}
                    {e.stack ? (
                      <details>
                        <summary>{t("operator.stack")}</summary>
                        <pre>{e.stack}</pre>
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
