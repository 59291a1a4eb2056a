import { Form, Link, useActionData, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/register";
import { RegisterSchema } from "~/lib/schemas/forms/auth";
import { safeRedirect } from "~/lib/security/safe-redirect";
import { loginUrl } from "~/lib/security/sign-in-urls";
import { titleMeta, NOINDEX } from "~/lib/shell/meta";
import { completeSignIn } from "~/server/actions/complete-sign-in.server";
import { languageContext, transportContext } from "~/server/context.server";
import { profileApi } from "~/server/store-api/profile.server";
import { log } from "~/server/observe/log.server";
import { authApi } from "~/server/store-api/auth.server";
import { replyWithStoreError } from "~/server/actions/replies.server";
import { openForm } from "~/server/actions/open-form.server";
import { registrationChecks } from "~/server/actions/rate-limit.server";
import { GenderField } from "~/components/account/gender-field";
import { CurrencyField } from "~/components/account/currency-field";
import { OptionalFold } from "~/components/forms/optional-fold";
import { CheckboxField, FormErrors, Honeypot, TextField } from "~/components/forms/form-fields";
import { withRetryAfter } from "~/lib/shell/headers";
import { fromCheckout } from "~/lib/checkout/checkout";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";

// The optional details: the labels of the account area.
export const handle = { i18n: ["account"] };

const FIELDS = ["first_name", "last_name", "username", "email", "mobile", "password", "password_confirmation", "gender"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  // Only a path on this site is carried on (a hostile one is not even echoed into the form).
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  return { title: i18n.t("auth.registerTitle"), redirectTo, inCheckout: fromCheckout(redirectTo) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export const headers = withRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  // A refusal gives back everything typed, the passwords too (decision 047: the answer is never stored).
  const { submission, reply } = await openForm(formData, context, RegisterSchema, {
    honeypot: true,
    limits: ({ email }, clientIp) => registrationChecks(clientIp, email),
  });
  if (reply) return reply;
  const { redirectTo, newsletter, additional_phone, currency, ...fields } = submission.value;
  let auth;
  try {
    auth = await authApi(context).register({ ...fields, newsletter: newsletter ? 1 : 0 });
  } catch (error) {
    return replyWithStoreError(submission, error, FIELDS);
  }
  // The contract's register call takes neither: the new session saves them, only when given (decision 102).
  const details = { ...(additional_phone ? { additional_phone } : {}), ...(currency ? { currency } : {}) };
  // A new account has no cart of its own: the guest's moves without a question.
  return completeSignIn(context, auth, {
    remember: false,
    afterSignIn: Object.keys(details).length ? () => saveOptionalDetails(context, details) : undefined,
    // A new account verifies its mobile first, unless a checkout is waiting for it.
    to: redirectTo ? safeRedirect(redirectTo) : "/account/details#verify-phone",
    welcome: ({ guestCart }) => (guestCart === "moved" ? "auth.registeredCartKept" : "auth.registered"),
  });
}

/** The account exists already: a refusal of its optional details is logged, and the shopper can set them on the details page. */
async function saveOptionalDetails(context: Route.ActionArgs["context"], details: Record<string, string>) {
  try {
    await profileApi(context).update(details);
  } catch (error) {
    log("warn", "Registration's optional details not saved", { requestId: context.get(transportContext).requestId, error: String(error) });
  }
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(RegisterSchema, {
    lastResult,
    // Without JavaScript the browser stops a form sent without a gender (decision 047).
    defaultNoValidate: false,
  });
  const redirectTo = loaderData.redirectTo;
  return (
    <section className="form-page">
      <h1>{t("auth.registerTitle")}</h1>
      {loaderData.inCheckout ? <CheckoutSteps current="register" reached="register" signedIn={false} /> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="field-row field-row--pair">
          <TextField field={fields.first_name} label={t("auth.firstName")} autoComplete="given-name" />
          <TextField field={fields.last_name} label={t("auth.lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.username} label={t("auth.username")} autoComplete="username" dir="ltr" />
        <TextField field={fields.email} label={t("auth.email")} type="email" autoComplete="email" dir="ltr" />
        <TextField field={fields.mobile} label={t("auth.mobile")} type="tel" hint={t("auth.mobileHint")} autoComplete="tel" dir="ltr" inputMode="tel" />
        <TextField field={fields.password} label={t("auth.password")} type="password" hint={t("auth.passwordHint")} autoComplete="new-password" />
        <TextField field={fields.password_confirmation} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
        <GenderField field={fields.gender} idPrefix="gender" />
        {/* The spec's optional details, folded so a phone sees the required ones and the button (decision 102). */}
        <OptionalFold
          summary={t("auth.moreDetails")}
          filled={Boolean(fields.additional_phone.value || fields.currency.value)}
          refused={Boolean(fields.additional_phone.errors?.length || fields.currency.errors?.length)}
        >
          <TextField field={fields.additional_phone} label={t("account.additionalPhone")} type="tel" dir="ltr" inputMode="tel" />
          <CurrencyField field={fields.currency} />
        </OptionalFold>
        <CheckboxField field={fields.newsletter} label={t("auth.newsletter")} />
        <Honeypot />
        <button type="submit" disabled={busy}>
          {t("auth.submitRegister")}
        </button>
      </Form>
      <p>
        {t("auth.haveAccount")} <Link to={loginUrl(redirectTo)}>{t("auth.loginTitle")}</Link>
      </p>
    </section>
  );
}
