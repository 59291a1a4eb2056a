import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/password-forget";
import { ForgotPasswordSchema } from "~/lib/schemas/forms/auth";
import { titleMeta, NOINDEX } from "~/lib/meta";
import { languageContext, sessionContext, transportContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { refusedAsSpam, tooManyAttempts } from "~/server/actions/replies.server";
import { isSpam } from "~/server/actions/honeypot.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { log } from "~/server/observe/log.server";
import { FormErrors, Honeypot, TextField } from "~/components/form-fields";
import { withRetryAfter } from "~/lib/headers";
import { safeRedirect } from "~/lib/safe-redirect";

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("auth.forgotTitle"), redirectTo: new URL(request.url).searchParams.get("redirectTo") ?? "" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (await isSpam(formData)) return refusedAsSpam(submission);
  const { clientIp } = context.get(transportContext);
  const limited = await consumeLimits([
    ["forgotPerAddress", clientIp],
    ["forgot", `${clientIp}:${submission.value.login}`],
    ["forgotPerAccount", submission.value.login],
  ]);
  if (!limited.allowed) return tooManyAttempts(submission, limited.retryAfterSeconds);
  try {
    // The Store API builds the link from its own configuration: a link is never the caller's to choose.
    await authApi(context).forgot({ login: submission.value.login });
  } catch (error) {
    // The answer is the same whether or not the account exists, or the call failed.
    log("warn", "Password reset request failed", { error: String(error) });
  }
  const session = context.get(sessionContext);
  // The reset link comes from the Store API and carries no "where to": this browser keeps it for the sign-in after the reset.
  const back = safeRedirect(formData.get("redirectTo"), "");
  if (back) session.setResetReturn(back, RESET_RETURN_SECONDS);
  session.flash({ type: "success", key: "auth.forgotSent" });
  throw redirect("/password/forget", 303);
}

/** About as long as a reset link stays usable. */
const RESET_RETURN_SECONDS = 3600;

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(ForgotPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className="form-page">
      <h1>{t("auth.forgotTitle")}</h1>
      <p>{t("auth.forgotIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.login} label={t("auth.loginLabel")} autoComplete="username" dir="auto" />
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <Honeypot />
        <button type="submit" disabled={busy}>
          {t("auth.submitForgot")}
        </button>
      </Form>
      <p>
        <Link to="/login">{t("auth.backToLogin")}</Link>
      </p>
    </section>
  );
}
