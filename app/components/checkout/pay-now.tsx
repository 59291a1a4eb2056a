import { Form, useNavigation } from "react-router";
import { useRootData } from "../hooks/use-root-data";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/translate";
import type { Order } from "~/lib/schemas/order";
import { formatAmount } from "~/lib/money/money";
import { FormErrors } from "../forms/form-fields";
import { WalletPhoneField } from "./wallet-phone-field";
import { Amount } from "../text/isolated";
import { Sentence } from "../text/sentence";
import { ShopDate } from "../text/shop-date";

/**
 * Starts a new Paymob attempt for an unpaid order. The order page's action handles it; the
 * invoice posts to that page (`action`), which shows any refusal beside this same form.
 */
export function PayNow({
  order,
  walletPhone,
  action,
  lastResult,
}: {
  order: Order;
  walletPhone: string | null;
  action?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const localLabel = useRootData()?.currency.local?.label ?? "";
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "pay-now",
    lastResult,
    defaultValue: { payment_phone: walletPhone ?? "" },
    shouldValidate: "onBlur",
  });
  return (
    <section aria-labelledby="pay-title" className="card">
      <h2 id="pay-title">{t("checkout.payNow.title")}</h2>
      <p>
        <Sentence k="checkout.payNow.intro" slots={{ amount: <Amount>{`${formatAmount(order.amount_due)} ${localLabel}`.trim()}</Amount> }} />
      </p>
      <p className="field__hint">
        {order.payment.cancel_at ? (
          <Sentence k="checkout.payNow.cancelAt" slots={{ time: <ShopDate iso={order.payment.cancel_at} withTime /> }} />
        ) : (
          t("checkout.payNow.expiry")
        )}
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="pay" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {walletPhone !== null ? <WalletPhoneField field={fields.payment_phone} /> : null}
        <button type="submit" disabled={busy}>
          {t("checkout.payNow.button")}
        </button>
      </Form>
    </section>
  );
}
