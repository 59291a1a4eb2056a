import { useTranslation } from "react-i18next";
import type { Quote } from "~/lib/schemas/checkout";
import { Price } from "./price";

/** The quote's totals: the cart's, shipping, the payment method's fee and what is payable. */
export function CheckoutTotals({ quote, quantity }: { quote: Quote; quantity?: number }) {
  const { t } = useTranslation();
  return (
    <dl className="totals" aria-label={t("checkout.summary.title")}>
      {quantity !== undefined ? (
        <>
          <dt>{t("cart.totalQty")}</dt>
          <dd>{quantity}</dd>
        </>
      ) : null}
      <dt>{t("cart.subtotal")}</dt>
      <dd>
        <Price value={quote.subtotal} />
      </dd>
      {quote.discount_total > 0 ? (
        <>
          <dt>{t("cart.itemDiscounts")}</dt>
          <dd>
            <Price value={quote.discount_total} />
          </dd>
        </>
      ) : null}
      {quote.coupon_discount > 0 ? (
        <>
          <dt>{t("cart.couponDiscount")}</dt>
          <dd>
            − <Price value={quote.coupon_discount} />
          </dd>
        </>
      ) : null}
      <dt>{t("cart.taxTotal")}</dt>
      <dd>
        <Price value={quote.tax_total} />
      </dd>
      <dt>{t("checkout.summary.shippingFee")}</dt>
      <dd>{quote.shipping_fee > 0 ? <Price value={quote.shipping_fee} /> : t("checkout.shipping.free")}</dd>
      <dt>{t("checkout.summary.paymentFee")}</dt>
      <dd>
        <Price value={quote.payment_method_fee} />
      </dd>
      <dt className="totals__grand">{t("checkout.summary.total")}</dt>
      <dd className="totals__grand" data-total={quote.total}>
        <Price value={quote.total} />
      </dd>
    </dl>
  );
}
