import { GENERAL_ERROR, paymentProblemKey } from "~/lib/shell/messages";
import { useRootData } from "~/components/hooks/use-root-data";
import { Form, Link, data, redirect, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useEffect } from "react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-confirmation";
import { titleMeta } from "~/lib/shell/meta";
import { formatAmount } from "~/lib/money/money";
import { deliveryDays } from "~/lib/checkout/delivery-days";
import { PlaceOrderSchema, walletPhoneOf } from "~/lib/schemas/forms/checkout";
import { languageContext, sessionContext } from "~/server/context.server";
import { checkoutApi } from "~/server/store-api/checkout-api.server";
import { checkoutRefusal, enterStep, mintIdempotencyKey, offeredPaymentMethods, quoteOrRedirect } from "~/server/store-api/checkout.server";
import { orderPayable, PaymentProblemError, startPayment } from "~/server/payments/paymob.server";
import { isStoreApiError } from "~/server/store-api/client.server";
import { log } from "~/server/observe/log.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { CheckoutTotals } from "~/components/checkout/checkout-totals";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { FieldErrors, FormErrors, useFocusOnRefusal } from "~/components/forms/form-fields";
import { WalletPhoneField } from "~/components/checkout/wallet-phone-field";
import { AddressLine, Receiver } from "~/components/address/address-summary";
import { Amount, Isolated, Ltr } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { CheckoutBar } from "~/components/checkout/checkout-bar";

export const handle = { i18n: ["address"] };

/** How long a second press of "place order" is shown the order the first one placed. */
const PLACED_ORDER_SECONDS = 15 * 60;

/** The full summary and the one form that places the order. */
export async function loader({ context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const session = context.get(sessionContext);
  const state = await enterStep(context, "confirmation");
  const address = state.address!;
  const { company: companyId, type: typeId, pay, phone } = state.choices;
  const choice = { address_id: address.id, shipping_company_id: companyId!, shipping_type_id: typeId!, payment_method_Id: pay! };
  const [quote, companies, methods] = await Promise.all([
    quoteOrRedirect(context, choice),
    checkoutApi(context).shippingCompanies(address.town.id),
    offeredPaymentMethods(context),
  ]);
  const company = companies.find((c) => c.id === companyId);
  const type = company?.types.find((t) => t.id === typeId);
  if (!company || !type) {
    session.setCheckout({ ...state.choices, company: undefined, type: undefined });
    session.flash({ type: "error", key: "checkout.chooseShipping" });
    throw redirect("/checkout/shipping");
  }
  return {
    title: i18n.t("checkout.titles.confirmation"),
    lines: state.cart.items,
    quantity: state.cart.items.reduce((n, l) => n + l.qty, 0),
    address,
    shipping: {
      company: company.name,
      type: type.name,
      days: type.days_min !== null && type.days_max !== null ? { min: type.days_min, max: type.days_max } : null,
    },
    method: { id: choice.payment_method_Id, name: methods.find((m) => m.payment_method_Id === pay)?.name ?? "" },
    walletPhone: pay === 3 ? (phone ?? null) : null,
    quote,
    // Paymob charges EGP, whatever currency the prices are shown in.
    charged: formatAmount(quote.total),
    choice,
    // One key per rendered form: posting this form twice places one order.
    key: mintIdempotencyKey(),
  };
}

/** A plain revalidation (the session keep-alive) must not swap the key under a form about to be posted. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: PlaceOrderSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  // The choices come from the form the shopper confirmed, not from the session: the order is what was shown,
  // and a second post of the same form (same key) finds its order even after the first one cleared the session.
  const { key, customer_notes, payment_phone: _typed, ...choice } = submission.value;
  const payment_phone = walletPhoneOf(submission.value);
  let order;
  try {
    order = await checkoutApi(context).place({ ...choice, ...(payment_phone ? { payment_phone } : {}), ...(customer_notes ? { customer_notes } : {}) }, key);
  } catch (error) {
    const refusal = checkoutRefusal(error);
    if (refusal?.field === "payment_phone") return data(submission.reply({ fieldErrors: { payment_phone: [refusal.key] } }), { status: 422 });
    if (refusal) return data(submission.reply({ formErrors: [refusal.key] }), { status: 422 });
    if (isStoreApiError(error) && error.status < 500) return data(submission.reply({ formErrors: [error.message || GENERAL_ERROR] }), { status: error.status });
    log("error", "Checkout failed", { error: String(error) });
    return data(submission.reply({ formErrors: [GENERAL_ERROR] }), { status: 502 });
  }
  // The Store API emptied the cart: the checkout choices go with it (spec §4).
  session.setCheckout(undefined);
  session.setCartCount(0);
  session.setPlacedOrder(order.id, PLACED_ORDER_SECONDS);
  if (!orderPayable(order)) {
    // No flash: the order-placed page thanks the shopper itself, with the order's number (decision 074).
    throw redirect(`/checkout/placed?order=${order.id}`, 303);
  }
  let to: string;
  try {
    to = await startPayment(context, order, { walletPhone: payment_phone });
  } catch (error) {
    if (!(error instanceof PaymentProblemError)) throw error;
    session.flash({ type: "error", key: paymentProblemKey(error.problem) });
    throw redirect(`/account/orders/${order.id}`, 303);
  }
  // Paymob's hosted page (another origin: CSP form-action allows it).
  throw redirect(to, 303);
}

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { address, shipping, method, quote, choice } = loaderData;
  const [form, fields] = useSchemaForm(PlaceOrderSchema, {
    id: "place-order",
    lastResult,
    // The wallet field shown for a refused number starts from the number sent (the answer's), else the one chosen.
    defaultValue: { payment_phone: loaderData.walletPhone ?? undefined },
  });
  const notesFocus = useFocusOnRefusal(fields.customer_notes.errors);
  // With JavaScript the refused wallet number appears in place; its button sits in the bar outside the
  // form (on a phone at the screen's foot), so the page is taken to the field, as without it autofocus does.
  const walletRefused = fields.payment_phone.errors;
  const walletId = fields.payment_phone.id;
  useEffect(() => {
    if (walletRefused?.length) document.getElementById(walletId)?.focus();
  }, [walletRefused, walletId]);
  const change = (to: string, what: string) => (
    <Link to={to} aria-label={t("checkout.confirm.changeLabel", { what })} className="checkout-change">
      {t("checkout.confirm.change")}
    </Link>
  );
  return (
    <section className="checkout-step">
      <h1>{loaderData.title}</h1>
      <CheckoutSteps current="confirmation" reached="confirmation" signedIn />
      {/* The review step opens its summary: the items and the money are part of what is confirmed (decision 074). */}
      <CheckoutSummary
        lines={loaderData.lines}
        total={quote.total}
        open
        head={
          <div className="checkout-review__head">
            <h2 id="items-title">{t("checkout.summary.items")}</h2>
            {change("/cart", t("checkout.summary.items"))}
          </div>
        }
      >
        <CheckoutTotals quote={quote} lines={loaderData.lines} quantity={loaderData.quantity} />
        {method.id !== 1 ? (
          <p className="field__hint">
            <Sentence k="checkout.payment.charged" slots={{ amount: <Amount>{`${loaderData.charged} ${root?.currency.local?.label ?? ""}`.trim()}</Amount> }} />
          </p>
        ) : null}
      </CheckoutSummary>
      <dl className="card order__facts checkout-review">
        <dt>{t("checkout.confirm.deliverTo")}</dt>
        {/* Each choice, then its change link at the row's inline end, on the first line's baseline. */}
        <dd>
          <span>
            <strong>
              <Isolated>{address.address_name}</Isolated>
            </strong>{" "}
            · <Receiver name={address.receiver_name} phone={address.receiver_phone} />
            <br />
            <AddressLine address={address} />
          </span>
          {change("/checkout/shipping", t("checkout.confirm.deliverTo"))}
        </dd>
        <dt>{t("checkout.confirm.shipVia")}</dt>
        <dd>
          <span>
            <Sentence k="checkout.shipping.option" slots={{ company: <Isolated>{shipping.company}</Isolated>, type: <Isolated>{shipping.type}</Isolated> }} /> ·{" "}
            {t(...deliveryDays(shipping.days))}
          </span>
          {change("/checkout/shipping", t("checkout.confirm.shipVia"))}
        </dd>
        <dt>{t("checkout.confirm.payWith")}</dt>
        <dd>
          <span>
            <Isolated>{method.name}</Isolated>
            {loaderData.walletPhone ? (
              <>
                {" "}
                · <Ltr className="phone">{loaderData.walletPhone}</Ltr>
              </>
            ) : null}
          </span>
          {change("/checkout/payment", t("checkout.confirm.payWith"))}
        </dd>
      </dl>
      <Form method="post" {...getFormProps(form)} className="card stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="key" value={loaderData.key} />
        <input type="hidden" name="address_id" value={choice.address_id} />
        <input type="hidden" name="shipping_company_id" value={choice.shipping_company_id} />
        <input type="hidden" name="shipping_type_id" value={choice.shipping_type_id} />
        <input type="hidden" name="payment_method_Id" value={choice.payment_method_Id} />
        {/* A wallet number the Store API refuses is typed again here, a field like any other: its message is
            tied to it (aria-describedby) and, without JavaScript, it takes the focus (decision 047). */}
        {fields.payment_phone.errors ? (
          <WalletPhoneField field={fields.payment_phone} />
        ) : loaderData.walletPhone ? (
          <input type="hidden" name="payment_phone" value={loaderData.walletPhone} />
        ) : null}
        <div className="field">
          <label htmlFor={fields.customer_notes.id}>{t("checkout.confirm.notes")}</label>
          <textarea
            {...getTextareaProps(fields.customer_notes, { ariaDescribedBy: `${fields.customer_notes.id}-hint` })}
            key={fields.customer_notes.key}
            {...notesFocus}
            rows={3}
            maxLength={1000}
          />
          <p id={`${fields.customer_notes.id}-hint`} className="field__hint">
            {t("checkout.confirm.notesHint")}
          </p>
          <FieldErrors id={fields.customer_notes.errorId} errors={fields.customer_notes.errors} />
        </div>
      </Form>
      {/* Outside the form (its button names it), so on a phone the bar sticks from the top of the step. */}
      <CheckoutBar total={quote.total}>
        <button type="submit" form={form.id} disabled={busy}>
          {method.id === 1 ? t("checkout.confirm.place") : t("checkout.confirm.placeAndPay")}
        </button>
      </CheckoutBar>
    </section>
  );
}
