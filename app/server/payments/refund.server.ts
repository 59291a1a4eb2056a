/**
 * Money given back through Paymob's refund call (decision 109): a payment that paid nothing (a
 * mismatch) and a paid order its customer cancelled. Counted per outcome in
 * `storefront_payment_refunds_total`; a refund Paymob refuses is logged at error for the shop to
 * make from Paymob's dashboard. Paymob gives back no more than a transaction took, so asking twice
 * cannot refund twice.
 */
import type { RouterContextProvider } from "react-router";
import { transportContext } from "../context.server";
import { log } from "../observe/log.server";
import { recordPaymentRefund } from "../observe/metrics.server";
import { configuredClient, PaymobError } from "./paymob.server";

export async function refundPayment(
  context: Readonly<RouterContextProvider>,
  refund: { order: number | undefined; transaction: string; amountCents: number; why: string },
): Promise<"refunded" | "failed"> {
  const { requestId } = context.get(transportContext);
  const facts = { order: refund.order, transaction: refund.transaction, amount_cents: refund.amountCents, requestId };
  try {
    const client = configuredClient(context);
    await client.refund(await client.authenticate(), refund.transaction, refund.amountCents);
    recordPaymentRefund("refunded");
    log("warn", `Paymob payment refunded: ${refund.why}`, facts);
    return "refunded";
  } catch (error) {
    recordPaymentRefund("failed");
    log("error", "Paymob refund failed: refund it from Paymob's dashboard", {
      ...facts,
      status: error instanceof PaymobError ? error.status : undefined,
      error: String(error),
    });
    return "failed";
  }
}
