import { Link, data, redirect } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/payments-paymob-return";
import { pageTitle, withRootMeta } from "~/lib/shell/meta";
import { bootstrapContext, languageContext, sessionContext } from "~/server/context.server";
import { readPaymentReturn, returnedOrder } from "~/server/payments/callbacks.server";
import { orderPayable } from "~/server/payments/paymob.server";
import { Code } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";

// The end of a card or wallet checkout: still the checkout's frame (its layout route, decision 074).
// The order is placed and the cart emptied before the shopper pays: the frame's way back is to the shop (decision 107).
export const handle = { i18n: ["checkout"], orderPlaced: true };

type Outcome = "success" | "failed" | "mismatch" | "processing";

/**
 * Paymob sends the shopper's browser here (GET, flat query with hmac). A forged or broken
 * query shows "payment failed". Otherwise the order is read (the processed callback updates
 * it; this page only shows it), which needs the shopper signed in: without a session they go
 * to /login and come back here. A paid order goes on to the order-placed page, with the result as its message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const base = { title: i18n.t("checkout.titles.result"), storeName: context.get(bootstrapContext).settings.name ?? "" };
  const result = readPaymentReturn(request, context);
  // Unsigned or forged: nothing here says what happened, so the page says so rather than "nothing was charged".
  if (!result.valid) return data({ ...base, outcome: "failed" as Outcome, verified: false, order: null }, { status: 400 });
  // Not this shopper's order, gone, or not the one the signed provider order was registered for: the result is still shown, without the order.
  const order = await returnedOrder(context, result);
  let outcome: Outcome = result.success ? "processing" : result.pending ? "processing" : "failed";
  if (result.success && order?.payment.status === "paid") outcome = "success";
  if (order?.payment.status === "mismatch") outcome = "mismatch";
  if (outcome === "success" && order) {
    // A settled payment lands where a cash order does: the thanks, the arrival, what happens next (the seventh tester found a bare result).
    context.get(sessionContext).flash({ type: "success", key: "checkout.result.success" });
    throw redirect(`/checkout/placed?order=${order.id}`, 303);
  }
  return {
    ...base,
    outcome,
    verified: true,
    order: order ? { id: order.id, number: order.order_number, payable: orderPayable(order) } : null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ title: pageTitle(data?.title, data?.storeName) }, { name: "robots", content: "noindex" }]);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome, order, verified } = loaderData;
  const bad = outcome === "failed" || outcome === "mismatch";
  return (
    <section className="checkout-step payment-result" data-outcome={outcome}>
      <h1>{loaderData.title}</h1>
      <p className={`notice notice--${bad ? "error" : outcome === "success" ? "success" : "warning"}`} role={bad ? "alert" : "status"}>
        {t(`checkout.result.${outcome}`)}
      </p>
      {outcome === "failed" && verified ? <p>{t("checkout.result.failedHint")}</p> : null}
      {/* The callback gives a mismatched payment back through Paymob (callbacks.server.ts); a failed refund the shop makes by hand. */}
      {outcome === "mismatch" ? <p>{t("checkout.result.refundHint")}</p> : null}
      {verified ? null : (
        <p>
          {t("checkout.result.unverifiedHint")} <Link to="/account/orders">{t("checkout.result.myOrders")}</Link>
        </p>
      )}
      {order ? (
        <>
          <p>
            <Sentence k="checkout.result.order" slots={{ number: <Code>{order.number}</Code> }} />
          </p>
          <p>
            <Link to={`/account/orders/${order.id}`} className={order.payable ? "button" : undefined}>
              {order.payable ? t("checkout.result.payAgain") : t("checkout.result.viewOrder")}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
