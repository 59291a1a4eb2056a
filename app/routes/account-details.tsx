import { Form, redirect, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { getFormProps, type Submission } from "@conform-to/react";
import type { z } from "~/lib/zod";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-details";
import type { loader as accountLoader } from "./account-layout";
import { OtpSendSchema, OtpVerifySchema } from "~/lib/schemas/forms/auth";
import { ProfileSchema } from "~/lib/schemas/forms/account";
import type { User } from "~/lib/schemas/account";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext, sessionContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { profileApi } from "~/server/store-api/profile.server";
import { replyWithStoreError } from "~/server/actions/replies.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { openForm } from "~/server/actions/open-form.server";
import { GenderField } from "~/components/account/gender-field";
import { CheckboxField, FormErrors, TextField } from "~/components/forms/form-fields";
import { CurrencyField } from "~/components/account/currency-field";
import { withRetryAfter } from "~/lib/shell/headers";
import { Ltr } from "~/components/text/isolated";

export const handle = { i18n: ["auth", "address", "checkout"] };

const PROFILE_FIELDS = ["first_name", "last_name", "username", "email", "mobile", "additional_phone", "gender", "currency", "newsletter"];

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return {
    title: i18n.t("account.titles.details"),
    otpSent: new URL(request.url).searchParams.get("otp") === "sent",
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const session = context.get(sessionContext);
  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: ProfileSchema });
    if (submission.status !== "success") return replyInvalid(submission);
    const before = await authApi(context).me();
    const { newsletter, additional_phone, currency, ...rest } = submission.value;
    try {
      await profileApi(context).update({ ...rest, additional_phone: additional_phone ?? null, currency: currency ?? null, newsletter: newsletter ? 1 : 0 });
    } catch (error) {
      return replyWithStoreError(submission, error, PROFILE_FIELDS);
    }
    const mobileChanged = before.mobile !== rest.mobile;
    session.flash({ type: "success", key: mobileChanged ? "account.mobileChanged" : "account.profileSaved" });
    throw redirect(mobileChanged ? "/account/details#verify-phone" : "/account/details", 303);
  }
  return verifyPhoneAction(formData, context);
}

async function verifyPhoneAction(formData: FormData, context: Route.ActionArgs["context"]) {
  const api = authApi(context);
  const user = await api.me();
  const schema = formData.get("intent") === "send" ? OtpSendSchema : OtpVerifySchema;
  const { submission, reply } = await openForm(formData, context, schema, { limits: (_value, clientIp) => [["otp", `${clientIp}:${user.id}`]] });
  if (reply) return reply;
  try {
    if (submission.value.intent === "send") await api.sendOtp(user.mobile);
    else await api.verifyOtp(user.mobile, submission.value.code);
  } catch (error) {
    return replyWithStoreError(submission, error, ["code"]);
  }
  if (submission.value.intent === "send") throw redirect("/account/details?otp=sent#verify-phone", 303);
  context.get(sessionContext).flash({ type: "success", key: "auth.otpVerified" });
  throw redirect("/account/details", 303);
}

export default function AccountDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<typeof accountLoader>("routes/account-layout")?.user;
  return (
    <section>
      <h1>{t("account.titles.details")}</h1>
      {user ? (
        <>
          <PhoneVerification mobile={user.mobile} verified={user.mobile_verified === 1} sent={loaderData.otpSent} />
          {/* Saved details re-key the form, so it shows what the Store API stored (e.g. numbers in E.164). */}
          <ProfileForm key={JSON.stringify(user)} user={user} />
        </>
      ) : null}
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(ProfileSchema, {
    id: "profile-form",
    lastResult: lastResult && "initialValue" in lastResult && lastResult.initialValue?.intent === "profile" ? lastResult : undefined,
    defaultValue: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      additional_phone: user.additional_phone ?? "",
      gender: user.gender ?? undefined,
      currency: user.currency ?? "",
      newsletter: user.newsletter === 1 ? "on" : undefined,
    },
    // Without JavaScript the browser stops a form sent without a gender (decision 047).
    defaultNoValidate: false,
  });
  return (
    <section aria-labelledby="profile-title" className="card">
      <h2 id="profile-title">{t("account.profileTitle")}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="profile" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="field-row">
          <TextField field={fields.first_name} label={t("auth.firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("auth.lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.username} label={t("auth.username")} autoComplete="username" dir="ltr" />
        <TextField field={fields.email} label={t("auth.email")} type="email" autoComplete="email" dir="ltr" />
        <div className="field-row">
          <TextField field={fields.mobile} label={t("auth.mobile")} type="tel" hint={t("auth.mobileHint")} autoComplete="tel" dir="ltr" inputMode="tel" />
          <TextField field={fields.additional_phone} label={t("account.additionalPhone")} type="tel" dir="ltr" inputMode="tel" />
        </div>
        <GenderField field={fields.gender} idPrefix="profile-gender" />
        <CurrencyField field={fields.currency} />
        <CheckboxField field={fields.newsletter} label={t("account.newsletter")} />
        <button type="submit" disabled={busy}>
          {t("account.saveProfile")}
        </button>
      </Form>
    </section>
  );
}

/** initial → verify → verified (spec §4); a changed number starts again at initial. */
function PhoneVerification({ mobile, verified, sent }: { mobile: string; verified: boolean; sent: boolean }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm(OtpVerifySchema, {
    id: "verify-phone-form",
    lastResult: lastResult && "initialValue" in lastResult && lastResult.initialValue?.intent !== "profile" ? lastResult : undefined,
    // The button pressed picks the schema; the fields (and their constraints) are the verifying one's.
    onValidate: ({ formData }) =>
      formData.get("intent") === "send"
        ? (parseWithZod(formData, { schema: OtpSendSchema }) as unknown as Submission<z.input<typeof OtpVerifySchema>>)
        : parseWithZod(formData, { schema: OtpVerifySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
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
                {t("auth.otpSent")} <Ltr className="phone">{number}</Ltr>
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
