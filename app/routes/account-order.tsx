import { STALE_FORM, paymentProblemKey } from "~/lib/shell/messages";
import { cancelRefusal, refundCancelled } from "~/server/actions/order-cancel.server";
import { Form, Link, data, redirect, useActionData } from "react-router";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-order";
import { CancelOrderSchema } from "~/lib/schemas/forms/orders";
import { orderTrack, statusName } from "~/lib/checkout/order-status";
import type { Order } from "~/lib/schemas/order";
import { titleMeta } from "~/lib/shell/meta";
import { bootstrapContext, languageContext, sessionContext } from "~/server/context.server";
import { ordersApi } from "~/server/store-api/orders.server";
import { foundId } from "~/server/http/errors.server";
import { FieldErrors, FormErrors, useFocusOnRefusal } from "~/components/forms/form-fields";
import { OrderFacts, OrderInvoice } from "~/components/checkout/order-invoice";
import { PayNowSchema } from "~/lib/schemas/forms/checkout";
import { PaymentProblemError, startPayment } from "~/server/payments/paymob.server";
import { payOffer } from "~/server/payments/pay-offer.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { PayNow } from "~/components/checkout/pay-now";
import { Isolated, Code } from "~/components/text/isolated";
import { BuyAgain } from "~/components/checkout/buy-again";
import { AGAIN_KEY, buyAgain, mintAgainKey } from "~/server/actions/buy-again.server";

export const handle = { i18n: ["orders", "address", "checkout", "cart"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const order = await ordersApi(context).get(foundId(params.order));
  const settings = context.get(bootstrapContext).settings;
  return {
    title: i18n.t("account.titles.order"),
    contact: { email: settings.contact_email ?? null, phone: settings.contact_phone ?? null },
    lang,
    order,
    pay: payOffer(order, context),
    // One per render (the render memo gives each response its own): a repeat of this buy-again form adds
    // nothing twice (the Store API replays each line's add).
    againKey: mintAgainKey(),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data ? `${data.title} ${data.order.order_number}` : undefined);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = foundId(params.order);
  const formData = await request.formData();
  if (formData.get("intent") === "pay") return payNow(formData, id, context);
  if (formData.get("intent") === "again") return again(formData, id, context);
  const submission = parseWithZod(formData, { schema: CancelOrderSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  let cancelled: Order;
  try {
    cancelled = await ordersApi(context).cancel(id, submission.value.reason);
  } catch (error) {
    const { key, status } = cancelRefusal(error);
    return data(submission.reply({ formErrors: [key] }), { status });
  }
  context.get(sessionContext).flash({ type: "success", key: await refundCancelled(context, cancelled) });
  throw redirect(`/account/orders/${id}`, 303);
}

/** Buy again (issue 42): the order's lines still sold go to the cart, and the shopper lands there with what happened. */
async function again(formData: FormData, id: number, context: Route.ActionArgs["context"]): Promise<never> {
  const session = context.get(sessionContext);
  const key = String(formData.get("key") ?? "");
  if (!AGAIN_KEY.test(key)) {
    session.flash({ type: "error", key: STALE_FORM });
    throw redirect(`/account/orders/${id}`, 303);
  }
  const order = await ordersApi(context).get(id);
  session.flash(await buyAgain(context, order, key));
  throw redirect("/cart", 303);
}

/** Starts a new Paymob attempt for this order and sends the browser to Paymob's page. */
async function payNow(formData: FormData, id: number, context: Route.ActionArgs["context"]) {
  const submission = parseWithZod(formData, { schema: PayNowSchema });
  if (submission.status !== "success") return data({ payment: submission.reply() }, { status: 400 });
  const order = await ordersApi(context).get(id);
  let to: string;
  try {
    to = await startPayment(context, order, { walletPhone: submission.value.payment_phone });
  } catch (error) {
    if (!(error instanceof PaymentProblemError)) throw error;
    const field =
      error.problem === "mobile_invalid" ? { fieldErrors: { payment_phone: ["validation.walletPhone"] } } : { formErrors: [paymentProblemKey(error.problem)] };
    return data({ payment: submission.reply(field) }, { status: error.problem === "provider_failed" ? 502 : 422 });
  }
  throw redirect(to, 303);
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, lang } = loaderData;
  const status = statusName(order.status);
  const answer = useActionData<typeof action>();
  const payResult = answer && "payment" in answer ? answer.payment : undefined;
  return (
    <article className="order">
      <p className="back-link">
        <Link to="/account/orders">{t("orders.back")}</Link>
      </p>
      <h1>
        {t("account.titles.order")} <Code>{order.order_number}</Code>
      </h1>
      <OrderFacts order={order} lang={lang} />
      {status === "rejected" && order.notes ? (
        <p className="notice notice--error">
          {t("orders.rejectionReason")}: <Isolated>{order.notes}</Isolated>
        </p>
      ) : null}
      {status === "canceled" && order.cancel_reason ? (
        <p className="notice notice--warning">
          {t("orders.cancelReason")}: <Isolated>{order.cancel_reason}</Isolated>
        </p>
      ) : null}
      <ProgressTrack order={order} />
      {loaderData.pay ? <PayNow order={order} walletPhone={loaderData.pay.walletPhone} lastResult={payResult} /> : null}
      <OrderInvoice order={order} withNotes={false} pictures />
      <BuyAgain orderId={order.id} formKey={loaderData.againKey} orderNumber={order.order_number} />
      {status === "pending" ? <CancelOrder canCancel={order.can_cancel === 1} contact={loaderData.contact} /> : null}
      {/* Delivered: nothing is wrong, so no warning about cancelling; the way to support for a question about it. */}
      {status === "delivered" ? (
        <p className="order-help">
          {t("orders.needHelp")} <ContactLink contact={loaderData.contact} />
        </p>
      ) : null}
    </article>
  );
}

function ProgressTrack({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="progress-title">
      <h2 id="progress-title">{t("orders.progressTitle")}</h2>
      <ol className="progress">
        {orderTrack(order).map(({ step, state, here }) => (
          <li key={step} className={`progress__step progress__step--${state}`} aria-current={here ? "step" : undefined}>
            {t(`orders.progress.${step}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface Contact {
  email: string | null;
  phone: string | null;
}

/** The store's email or phone from its settings; with neither, the words alone (no link to a page that may not exist). */
function ContactLink({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const href = contact.email ? `mailto:${contact.email}` : contact.phone ? `tel:${contact.phone.replace(/[^\d+]/g, "")}` : null;
  return href ? <a href={href}>{t("orders.contactSupport")}</a> : <span>{t("orders.contactSupport")}</span>;
}

function CancelOrder({ canCancel, contact }: { canCancel: boolean; contact: Contact }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const lastResult = answer && !("payment" in answer) ? answer : undefined;
  const [form, fields] = useSchemaForm(CancelOrderSchema, {
    lastResult,
  });
  const reasonFocus = useFocusOnRefusal(fields.reason.errors);
  if (!canCancel) {
    return (
      <p className="notice notice--warning">
        {t("orders.cannotCancel")} <ContactLink contact={contact} />
      </p>
    );
  }
  // Folded away until asked for, like a shop's "cancel order" link (decision 089); open again to say why the
  // server refused a reason. The action's answer, not the live check: a reason being corrected must not fold it.
  const refused = Object.values(lastResult?.error ?? {}).some((messages) => Boolean(messages?.length));
  return (
    <details className="card order-cancel" open={refused ? true : undefined}>
      <summary>
        <h2 id="cancel-title">{t("orders.cancelTitle")}</h2>
      </summary>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="field">
          <label htmlFor={fields.reason.id}>{t("orders.cancelLabel")}</label>
          <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: `${fields.reason.id}-hint` })} key={fields.reason.key} {...reasonFocus} rows={3} />
          <p id={`${fields.reason.id}-hint`} className="field__hint">
            {t("orders.cancelHint")}
          </p>
          <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        </div>
        <button type="submit" className="button--danger">
          {t("orders.cancelSubmit")}
        </button>
      </Form>
    </details>
  );
}
