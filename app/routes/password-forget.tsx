import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/password-forget";
import { ForgotPasswordSchema } from "~/lib/schemas/forms/auth";
import { titleMeta, NOINDEX } from "~/lib/shell/meta";
import { languageContext, sessionContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { openForm } from "~/server/actions/open-form.server";
import { log } from "~/server/observe/log.server";
import { FormErrors, Honeypot, TextField } from "~/components/forms/form-fields";
import { withRetryAfter } from "~/lib/shell/headers";
import { safeRedirect } from "~/lib/security/safe-redirect";

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("auth.forgotTitle"), redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "") };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { submission, reply } = await openForm(formData, context, ForgotPasswordSchema, {
    honeypot: true,
    limits: ({ login }, clientIp) => [
      ["forgotPerAddress", clientIp],
      ["forgotPerAccount", login],
    ],
  });
  if (reply) return reply;
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
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    lastResult,
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
