import { Form, redirect, useActionData, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-password";
import { PasswordChangeSchema } from "~/lib/schemas/forms/account";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext, sessionContext } from "~/server/context.server";
import { profileApi } from "~/server/store-api/profile.server";
import { replyWithStoreError } from "~/server/actions/replies.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { FormErrors, TextField } from "~/components/forms/form-fields";
import { usePageFlash } from "~/components/hooks/use-page-flash";
import { useEffect, useRef } from "react";

const CHANGED = "account.passwordChanged";

export const handle = { i18n: ["auth", "address", "checkout"] };

export function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  return { title: i18n.t("account.titles.password") };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: PasswordChangeSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await profileApi(context).changePassword(submission.value);
  } catch (error) {
    return replyWithStoreError(submission, error, ["current_password", "password", "password_confirmation"]);
  }
  context.get(sessionContext).flash({ type: "success", key: CHANGED });
  throw redirect("/account/password", 303);
}

export default function AccountPassword() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(PasswordChangeSchema, {
    lastResult,
  });
  // Changed: the boxes empty, as the page drawn after the change is without JavaScript (an outside tester found the
  // three passwords left in them). A refusal keeps what was typed, as every form does.
  const flash = usePageFlash();
  const changed = flash?.key === CHANGED ? flash : null;
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (changed) box.current?.reset();
  }, [changed]);
  return (
    <section className="form-page form-page--start">
      <h1>{t("account.titles.password")}</h1>
      <Form method="post" {...getFormProps(form)} ref={box} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.current_password} label={t("account.currentPassword")} type="password" autoComplete="current-password" />
        <TextField field={fields.password} label={t("auth.newPassword")} type="password" hint={t("auth.passwordHint")} autoComplete="new-password" />
        <TextField field={fields.password_confirmation} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
        <button type="submit" disabled={busy}>
          {t("account.savePassword")}
        </button>
      </Form>
    </section>
  );
}
