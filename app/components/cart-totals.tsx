import { useTranslation } from "react-i18next";
import type { Cart } from "~/lib/schemas/cart";
import { Price } from "./price";
import { totalQty } from "~/lib/cart";

/** The cart's money, as the cart page and the checkout summary show it. */
export function CartTotals({ cart, showItemDiscounts = true, showQty = false }: { cart: Cart; showItemDiscounts?: boolean; showQty?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="totals">
      {showQty ? (
        <>
          <dt>{t("cart.totalQty")}</dt>
          <dd>{totalQty(cart.items)}</dd>
        </>
      ) : null}
      <dt>{t("cart.subtotal")}</dt>
      <dd>
        <Price value={cart.subtotal} />
      </dd>
      {showItemDiscounts && cart.discount_total > 0 ? (
        <>
          <dt>{t("cart.itemDiscounts")}</dt>
          <dd>
            <Price value={cart.discount_total} />
          </dd>
        </>
      ) : null}
      {cart.coupon_discount > 0 ? (
        <>
          <dt>{t("cart.couponDiscount")}</dt>
          <dd>
            − <Price value={cart.coupon_discount} />
          </dd>
        </>
      ) : null}
      <dt>{t("cart.taxTotal")}</dt>
      <dd>
        <Price value={cart.tax_total} />
      </dd>
      <dt className="totals__grand">{t("cart.total")}</dt>
      <dd className="totals__grand">
        <Price value={cart.total} />
      </dd>
    </dl>
  );
}
