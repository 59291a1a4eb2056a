import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/password-reset";
import { ResetPasswordSchema } from "~/lib/schemas/forms/auth";
import { titleMeta, NOINDEX } from "~/lib/meta";
import { loginUrl } from "~/lib/sign-in-urls";
import { languageContext, sessionContext, transportContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { replyWithStoreError, tooManyAttempts } from "~/server/actions/replies.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { FormErrors, TextField } from "~/components/form-fields";
import { withRetryAfter } from "~/lib/headers";

export function loader({ params, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("auth.resetTitle"), token: params.token ?? "" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { clientIp } = context.get(transportContext);
  const limited = await consumeLimits([["reset", clientIp]]);
  if (!limited.allowed) return tooManyAttempts(submission, limited.retryAfterSeconds);
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
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { token: loaderData.token },
    constraint: getZodConstraint(ResetPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
