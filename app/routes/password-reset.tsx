import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/password-reset";
import { ResetPasswordSchema } from "~/lib/schemas/forms/auth";
import { titleMeta, NOINDEX } from "~/lib/shell/meta";
import { loginUrl } from "~/lib/security/sign-in-urls";
import { languageContext, sessionContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { replyWithStoreError } from "~/server/actions/replies.server";
import { openForm } from "~/server/actions/open-form.server";
import { FormErrors, TextField } from "~/components/forms/form-fields";
import { withRetryAfter } from "~/lib/shell/headers";

export function loader({ params, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("auth.resetTitle"), token: params.token ?? "" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const { submission, reply } = await openForm(await request.formData(), context, ResetPasswordSchema, {
    limits: (_value, clientIp) => [["reset", clientIp]],
  });
  if (reply) return reply;
  try {
    await authApi(context).reset(submission.value);
  } catch (error) {
    return replyWithStoreError(submission, error, ["token", "password", "password_confirmation"]);
  }
  const session = context.get(sessionContext);
  session.flash({ type: "success", key: "auth.resetDone" });
  const back = session.takeResetReturn();
  throw redirect(loginUrl(back), 303);
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    lastResult,
    defaultValue: { token: loaderData.token },
  });
  return (
    <section className="form-page">
      <h1>{t("auth.resetTitle")}</h1>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        {loaderData.token ? (
          <input type="hidden" name="token" value={loaderData.token} />
        ) : (
          <TextField field={fields.token} label={t("auth.resetToken")} autoComplete="one-time-code" dir="ltr" />
        )}
        {loaderData.token ? <FormErrors id={fields.token.errorId} errors={fields.token.errors} /> : null}
        <TextField field={fields.password} label={t("auth.newPassword")} type="password" hint={t("auth.passwordHint")} autoComplete="new-password" />
        <TextField field={fields.password_confirmation} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
        <button type="submit" disabled={busy}>
          {t("auth.submitReset")}
        </button>
      </Form>
      <p>
        <Link to="/login">{t("auth.backToLogin")}</Link>
      </p>
    </section>
  );
}
