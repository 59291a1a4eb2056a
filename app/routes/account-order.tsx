import { Form, Link, data, redirect, useActionData } from "react-router";
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-order";
import { CancelOrderSchema } from "~/lib/schemas/forms/orders";
import { progressTrack, statusName } from "~/lib/order-status";
import type { Order } from "~/lib/schemas/order";
import { formatDate } from "~/lib/dates";
import { pageTitle, withRootMeta } from "~/lib/meta";
import { bootstrapContext, languageContext, sessionContext } from "~/server/context.server";
import { ordersApi } from "~/server/account/orders.server";
import { notFound } from "~/server/errors.server";
import { isStoreApiError } from "~/server/store-api.server";
import { FieldErrors, FormErrors } from "~/components/form-fields";
import { Price } from "~/components/price";

function orderId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { i18n, lang } = context.get(languageContext);
  const order = await ordersApi(context).get(orderId(params.order));
  const settings = context.get(bootstrapContext).settings;
  return {
    title: i18n.t("account.titles.order"),
    storeName: settings.name ?? "",
    contactEmail: settings.contact_email ?? null,
    lang,
    order,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ title: pageTitle(data ? `${data.title} ${data.order.order_number}` : undefined, data?.storeName) }, { name: "robots", content: "noindex" }]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = orderId(params.order);
  const submission = parseWithZod(await request.formData(), { schema: CancelOrderSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await ordersApi(context).cancel(id, submission.value.reason);
  } catch (error) {
    if (!isStoreApiError(error) || error.status >= 500) throw error;
    const key = error.code === "cancel_not_allowed" ? "orders.cannotCancel" : error.errors?.reason?.[0] ?? "orders.cancelFailed";
    return data(submission.reply({ formErrors: [key] }), { status: error.status });
  }
  context.get(sessionContext).flash({ type: "success", key: "orders.canceled" });
  throw redirect(`/account/orders/${id}`, 303);
}

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, lang } = loaderData;
  const status = statusName(order.status);
  return (
    <article className="order">
      <p>
        <Link to="/account/orders">{t("orders.back")}</Link>
      </p>
      <h1>
        {t("account.titles.order")} <bdi dir="ltr">{order.order_number}</bdi>
      </h1>
      <dl className="order__facts">
        <dt>{t("orders.status")}</dt>
        <dd data-status={status}>{t(`orders.statusNames.${status}`)}</dd>
        <dt>{t("orders.placed")}</dt>
        <dd>{formatDate(order.created_at, lang, true)}</dd>
        <dt>{t("orders.invoice")}</dt>
        <dd>
          <bdi dir="ltr">{order.invoice_number}</bdi>
        </dd>
        {order.shipment_number ? (
          <>
            <dt>{t("orders.shipmentNumber")}</dt>
            <dd>
              <bdi dir="ltr">{order.shipment_number}</bdi>
            </dd>
          </>
        ) : null}
        {order.expected_shipping_date ? (
          <>
            <dt>{t("orders.expectedDate")}</dt>
            <dd>{formatDate(order.expected_shipping_date, lang)}</dd>
          </>
        ) : null}
        <dt>{t("orders.payment")}</dt>
        <dd>
          {order.payment_method.name} · {t(`orders.paymentStatus.${order.payment.status}`)}
        </dd>
      </dl>
      {status === "rejected" && order.notes ? (
        <p className="notice notice--error">
          {t("orders.rejectionReason")}: {order.notes}
        </p>
      ) : null}
      {status === "canceled" && order.cancel_reason ? (
        <p className="notice notice--warning">
          {t("orders.cancelReason")}: {order.cancel_reason}
        </p>
      ) : null}
      <ProgressTrack order={order} />
      <Invoice order={order} />
      {status === "pending" ? <CancelOrder canCancel={order.can_cancel === 1} contactEmail={loaderData.contactEmail} /> : null}
      {status === "delivered" ? (
        <p className="notice notice--warning">
          {t("orders.cannotCancel")} <ContactLink email={loaderData.contactEmail} />
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
        {progressTrack(order.progress).map(({ step, state }) => (
          <li key={step} className={`progress__step progress__step--${state}`} aria-current={state === "current" ? "step" : undefined}>
            {t(`orders.progress.${step}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Invoice({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invoice-title" className="invoice">
      <h2 id="invoice-title">
        {t("orders.invoice")} <bdi dir="ltr">{order.invoice_number}</bdi>
      </h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("orders.item")}</th>
              <th scope="col">{t("orders.barcode")}</th>
              <th scope="col">{t("orders.unit")}</th>
              <th scope="col">{t("orders.quantity")}</th>
              <th scope="col">{t("orders.unitPrice")}</th>
              <th scope="col">{t("orders.priceAfterDiscount")}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.uuid || item.name}>
                <td>
                  {item.name}
                  {item.color ? ` · ${t("orders.color")}: ${item.color}` : ""}
                  {item.size ? ` · ${t("orders.size")}: ${item.size}` : ""}
                </td>
                <td>
                  <bdi dir="ltr">{item.barcode}</bdi>
                </td>
                <td>
                  {item.unit}
                  {item.parent_unit ? ` (${t("orders.parentUnit")}: ${item.parent_unit})` : ""}
                </td>
                <td>{item.quantity}</td>
                <td>
                  <Price value={item.price} />
                </td>
                <td>
                  <Price value={item.price_after_discount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="totals">
        <dt>{t("orders.shippingFee")}</dt>
        <dd>
          <Price value={order.shipping_fee} />
        </dd>
        <dt>
          {t("orders.paymentFee")} ({order.payment_method.name})
        </dt>
        <dd>
          <Price value={order.payment_method_fee} />
        </dd>
        <dt>{t("orders.taxTotal")}</dt>
        <dd>
          <Price value={order.tax_total} />
        </dd>
        <dt>{t("orders.discountTotal")}</dt>
        <dd>
          <Price value={order.discount_total} />
        </dd>
        <dt className="totals__grand">{t("orders.totalAfterDiscount")}</dt>
        <dd className="totals__grand">
          <Price value={order.total_after_discount} />
        </dd>
        {order.amount_due > 0 ? (
          <>
            <dt>{t("orders.amountDue")}</dt>
            <dd>
              <Price value={order.amount_due} />
            </dd>
          </>
        ) : null}
      </dl>
      <dl className="order__facts">
        <dt>{t("orders.receiver")}</dt>
        <dd>
          {order.receiver_name} · <bdi dir="ltr">{order.receiver_phone}</bdi>
        </dd>
        {order.payment_phone ? (
          <>
            <dt>{t("orders.paymentPhone")}</dt>
            <dd>
              <bdi dir="ltr">{order.payment_phone}</bdi>
            </dd>
          </>
        ) : null}
        {order.address ? (
          <>
            <dt>{t("orders.deliveryAddress")}</dt>
            <dd>
              {order.address.detailed_address}, {order.address.town.name}, {order.address.state.name}, {order.address.country.name}
            </dd>
          </>
        ) : null}
        {order.tax_number ? (
          <>
            <dt>{t("orders.taxNumber")}</dt>
            <dd>
              <bdi dir="ltr">{order.tax_number}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function ContactLink({ email }: { email: string | null }) {
  const { t } = useTranslation();
  return <a href={email ? `mailto:${email}` : "/pages/contact"}>{t("orders.contactSupport")}</a>;
}

function CancelOrder({ canCancel, contactEmail }: { canCancel: boolean; contactEmail: string | null }) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(CancelOrderSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelOrderSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!canCancel) {
    return (
      <p className="notice notice--warning">
        {t("orders.cannotCancel")} <ContactLink email={contactEmail} />
      </p>
    );
  }
  return (
    <section aria-labelledby="cancel-title" className="card">
      <h2 id="cancel-title">{t("orders.cancelTitle")}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="field">
          <label htmlFor={fields.reason.id}>{t("orders.cancelLabel")}</label>
          <textarea {...getTextareaProps(fields.reason, { ariaDescribedBy: `${fields.reason.id}-hint` })} key={fields.reason.key} rows={3} />
          <p id={`${fields.reason.id}-hint`} className="field__hint">
            {t("orders.cancelHint")}
          </p>
          <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        </div>
        <button type="submit">{t("orders.cancelSubmit")}</button>
      </Form>
    </section>
  );
}
