import { Form, data, redirect, useActionData, useRouteLoaderData } from "react-router";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-details";
import type { loader as accountLoader } from "./account-layout";
import { OtpSendSchema, OtpVerifySchema } from "~/lib/schemas/forms/auth";
import { pageTitle, withRootMeta } from "~/lib/meta";
import { bootstrapContext, languageContext, sessionContext, transportContext } from "~/server/context.server";
import { authApi } from "~/server/account/auth.server";
import { replyWithStoreError, tooManyAttempts } from "~/server/forms.server";
import { LIMITS, hit } from "~/server/rate-limit.server";
import { FormErrors, TextField } from "~/components/form-fields";

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return {
    title: i18n.t("account.titles.details"),
    storeName: context.get(bootstrapContext).settings.name ?? "",
    otpSent: new URL(request.url).searchParams.get("otp") === "sent",
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ title: pageTitle(data?.title, data?.storeName) }, { name: "robots", content: "noindex" }]);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const api = authApi(context);
  const session = context.get(sessionContext);
  const { clientIp } = context.get(transportContext);
  const user = await api.me();
  if (formData.get("intent") === "send") {
    const submission = parseWithZod(formData, { schema: OtpSendSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    if (!hit(`otp:${clientIp}:${user.id}`, LIMITS.otp)) return tooManyAttempts(submission);
    try {
      await api.sendOtp(user.mobile);
    } catch (error) {
      return replyWithStoreError(submission, error, []);
    }
    throw redirect("/account/details?otp=sent#verify-phone", 303);
  }
  const submission = parseWithZod(formData, { schema: OtpVerifySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!hit(`otp:${clientIp}:${user.id}`, LIMITS.otp)) return tooManyAttempts(submission);
  try {
    await api.verifyOtp(user.mobile, submission.value.code);
  } catch (error) {
    return replyWithStoreError(submission, error, ["code"]);
  }
  session.flash({ type: "success", key: "auth.otpVerified" });
  throw redirect("/account/details", 303);
}

export default function AccountDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<typeof accountLoader>("routes/account-layout")?.user;
  return (
    <section>
      <h1>{t("account.titles.details")}</h1>
      {user ? <PhoneVerification mobile={user.mobile} verified={user.mobile_verified === 1} sent={loaderData.otpSent} /> : null}
    </section>
  );
}

/** initial → verify → verified (spec §4); a changed number starts again at initial. */
function PhoneVerification({ mobile, verified, sent }: { mobile: string; verified: boolean; sent: boolean }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "verify-phone-form",
    lastResult,
    constraint: getZodConstraint(OtpVerifySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "send" ? OtpSendSchema : OtpVerifySchema }),
    shouldValidate: "onSubmit",
  });
  const number = <bdi dir="ltr">{mobile}</bdi>;
  return (
    <section id="verify-phone" aria-labelledby="verify-phone-title" className="card">
      <h2 id="verify-phone-title">{t("auth.otpTitle")}</h2>
      {verified ? (
        <p className="notice notice--success">{t("auth.otpVerified")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="stack">
          <FormErrors id={form.errorId} errors={form.errors} />
          {sent ? (
            <>
              <p>
                {t("auth.otpSent")} {number}
              </p>
              <TextField field={fields.code} label={t("auth.otpCode")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" />
              <div className="form-links">
                <button type="submit" name="intent" value="verify">
                  {t("auth.otpVerify")}
                </button>
                <button type="submit" name="intent" value="send" className="button--secondary" formNoValidate>
                  {t("auth.otpResend")}
                </button>
              </div>
            </>
          ) : (
            <>
              <p>
                {t("auth.otpInitial")} {number}
              </p>
              <button type="submit" name="intent" value="send">
                {t("auth.otpSend")}
              </button>
            </>
          )}
        </Form>
      )}
    </section>
  );
}
