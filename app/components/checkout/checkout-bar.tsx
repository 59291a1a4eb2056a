import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Price } from "../money/price";

type BarLabel = "total" | "beforeShipping" | "beforeFee";

/**
 * A step's primary action beside the step's total. On a phone it sticks to the bottom of the screen
 * (CSS `position: sticky`, so without JavaScript too) while its form is on screen (decision 081).
 * `byMethod`: the payment step's total with each method's fee, one shown by CSS while that method's
 * radio is checked (`:has`), the fee-less `total` while none is.
 */
export function CheckoutBar({
  total,
  label = "total",
  byMethod,
  children,
}: {
  total: number;
  label?: BarLabel;
  byMethod?: ReadonlyArray<{ id: number; total: number }>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="checkout-bar">
      <p className="checkout-bar__total">
        <span className="checkout-bar__amount checkout-bar__amount--none">
          <span className="checkout-bar__label">{t(`checkout.bar.${label}`)}</span> <Price value={total} />
        </span>
        {byMethod?.map((m) => (
          <span key={m.id} className="checkout-bar__amount" data-pay={m.id}>
            <span className="checkout-bar__label">{t("checkout.bar.total")}</span> <Price value={m.total} />
          </span>
        ))}
      </p>
      {children}
    </div>
  );
}
