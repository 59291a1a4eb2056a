import { Form, data, redirect, useActionData, useNavigation } from "react-router";
import { useRootData } from "~/components/hooks/use-root-data";
import { getFormProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-payment";
import { firstIncompleteStep } from "~/lib/checkout/checkout";
import { formatAmount, toMinor } from "~/lib/money/money";
import { titleMeta } from "~/lib/shell/meta";
import { PaymentSchema, walletPhoneOf } from "~/lib/schemas/forms/checkout";
import { languageContext, sessionContext } from "~/server/context.server";
import { authApi } from "~/server/store-api/auth.server";
import { enterStep, offeredPaymentMethods, quoteOrRedirect } from "~/server/store-api/checkout.server";
import { walletIdentifier } from "~/server/payments/paymob.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { CheckoutTotals } from "~/components/checkout/checkout-totals";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { barChoice, CheckoutBar } from "~/components/checkout/checkout-bar";
import { PaymentMark } from "~/components/checkout/payment-marks";
import { FieldErrors, FormErrors, useFocusOnRefusal } from "~/components/forms/form-fields";
import { WalletPhoneField } from "~/components/checkout/wallet-phone-field";
import { Price } from "~/components/money/price";
import { Amount, Isolated } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";

/** Cash on delivery, card or wallet, with the quote for the chosen method. */
export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const state = await enterStep(context, "payment");
  const methods = await offeredPaymentMethods(context);
  const firstAvailable = methods.find((m) => m.available);
  // A method saved earlier that this cart may no longer use (cash on delivery above its ceiling,
  // decision 104) gives way to the first one it may: the shopper had chosen, so one stays chosen.
  const saved = state.choices.pay ? (methods.find((m) => m.payment_method_Id === state.choices.pay && m.available) ?? firstAvailable) : undefined;
  const chosen = saved?.payment_method_Id ?? firstAvailable?.payment_method_Id ?? 1;
  const [quote, profile] = await Promise.all([
    quoteOrRedirect(context, {
      address_id: state.address!.id,
      shipping_company_id: state.choices.company!,
      shipping_type_id: state.choices.type!,
      payment_method_Id: chosen,
    }),
    authApi(context).me(),
  ]);
  // What Paymob would charge for each method: the quote with that method's fee instead (EGP cents).
  const withoutFee = toMinor(quote.total) - toMinor(quote.payment_method_fee);
  return {
    title: i18n.t("checkout.titles.payment"),
    reached: firstIncompleteStep(state.facts),
    methods: methods.map((m) => {
      const total = (withoutFee + toMinor(m.fee)) / 100;
      return { ...m, total, charged: formatAmount(total) };
    }),
    chosen: saved ? chosen : null,
    // Before a method is chosen no method's fee is in the total (the quote had to name one).
    total: saved ? quote.total : withoutFee / 100,
    quote,
    quantity: state.cart.items.reduce((n, l) => n + l.qty, 0),
    lines: state.cart.items,
    walletPhone: walletIdentifier(state.choices.phone) ?? walletIdentifier(profile.mobile) ?? "",
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: PaymentSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const pay = submission.value.payment_method_Id;
  const phone = walletPhoneOf(submission.value);
  const method = (await offeredPaymentMethods(context)).find((m) => m.payment_method_Id === pay);
  if (!method?.available) {
    // Cash on delivery sent above its ceiling (a form from before the cart grew, or forged): say why.
    const reason = method?.payment_method_Id === 1 && method.max_total ? "checkout.problems.overCeiling" : "checkout.problems.not_available";
    return data(submission.reply({ fieldErrors: { payment_method_Id: [reason] } }), { status: 422 });
  }
  session.setCheckout({ ...session.checkout, pay: pay as 1 | 2 | 3, phone: pay === 3 ? phone : undefined });
  throw redirect("/checkout/confirmation", 303);
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { methods, chosen } = loaderData;
  const [form, fields] = useSchemaForm(PaymentSchema, {
    id: "payment",
    lastResult,
    defaultValue: { payment_method_Id: chosen ? String(chosen) : undefined, payment_phone: loaderData.walletPhone },
    // Without JavaScript the browser stops a form sent without a method (decision 047).
    defaultNoValidate: false,
  });
  const selected = fields.payment_method_Id.initialValue;
  const methodFocus = useFocusOnRefusal(fields.payment_method_Id.errors);
  // The first method that can be chosen takes the focus of a refusal without JavaScript.
  const firstAvailable = methods.find((m) => m.available)?.payment_method_Id;
  return (
    <section className="checkout-step">
      <h1>{loaderData.title}</h1>
      <CheckoutSteps current="payment" reached={loaderData.reached} signedIn />
      <CheckoutSummary lines={loaderData.lines} total={loaderData.total}>
        <CheckoutTotals quote={loaderData.quote} lines={loaderData.lines} quantity={loaderData.quantity} methodChosen={loaderData.chosen !== null} />
      </CheckoutSummary>
      <Form method="post" {...getFormProps(form)} className="card stack payment-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset className="choices" aria-describedby={fields.payment_method_Id.errorId}>
          <legend>
            <h2>{t("checkout.payment.title")}</h2>
          </legend>
          {methods.map((m, i) => {
            const id = `pay-${m.payment_method_Id}`;
            return (
              <div key={m.payment_method_Id} className={`choice${m.available ? "" : " choice--disabled"}`}>
                <input
                  type="radio"
                  id={id}
                  name={fields.payment_method_Id.name}
                  value={m.payment_method_Id}
                  defaultChecked={selected === String(m.payment_method_Id) && m.available === 1}
                  disabled={!m.available}
                  required={fields.payment_method_Id.required}
                  {...barChoice(i)}
                  {...(m.payment_method_Id === firstAvailable ? methodFocus : {})}
                />
                <label htmlFor={id} className="choice__label--marked">
                  <PaymentMark method={m.payment_method_Id} />
                  <strong>
                    <Isolated>{m.name}</Isolated>
                  </strong>
                  {/* A method that cannot be used says why instead of what it would cost. */}
                  {m.available ? (
                    <>
                      <span className="choice__detail">
                        {m.fee > 0 ? (
                          <>
                            {t("checkout.payment.fee")} <Price value={m.fee} />
                          </>
                        ) : (
                          t("checkout.payment.noFee")
                        )}
                      </span>
                      <span className="choice__detail">
                        <Sentence
                          k={m.payment_method_Id === 1 ? "checkout.payment.dueOnDelivery" : "checkout.payment.charged"}
                          slots={{ amount: <Amount>{`${m.charged} ${root?.currency.local?.label ?? ""}`.trim()}</Amount> }}
                        />
                      </span>
                    </>
                  ) : (
                    <span className="choice__detail choice__reason">
                      {m.max_total ? (
                        <Sentence
                          k={m.payment_method_Id === 1 ? "checkout.payment.codUpTo" : "checkout.payment.upTo"}
                          slots={{ amount: <Price value={m.max_total} /> }}
                        />
                      ) : (
                        t("checkout.problems.not_available")
                      )}
                    </span>
                  )}
                </label>
              </div>
            );
          })}
          <FieldErrors id={fields.payment_method_Id.errorId} errors={fields.payment_method_Id.errors} />
        </fieldset>
        {/* Shown (by CSS, so also without JavaScript) only while the wallet is the chosen method. */}
        {methods.some((m) => m.payment_method_Id === 3 && m.available) ? (
          <div className="payment-form__wallet">
            <WalletPhoneField field={fields.payment_phone} />
          </div>
        ) : null}
        <p className="checkout-secure">
          <ShieldIcon />
          {t("checkout.payment.secure")}
        </p>
        <CheckoutBar
          total={loaderData.total}
          label={loaderData.chosen === null ? "beforeFee" : "total"}
          choices={methods.map((m) => (m.available ? m.total : null))}
        >
          <button type="submit" disabled={busy}>
            {t("checkout.payment.continue")}
          </button>
        </CheckoutBar>
      </Form>
    </section>
  );
}

function ShieldIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}
