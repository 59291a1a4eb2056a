import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import type { CartLine } from "~/lib/schemas/cart";
import { CartLinesTable } from "../cart/cart-lines-table";
import { Price } from "../money/price";

/**
 * The order on every checkout step, folded to one line ("Show order summary · total") so the step's own
 * choice comes first on a phone; a <details>, so it opens without JavaScript too (decision 074). `children`
 * are the step's money lines (the cart's, or the quote's once there is one).
 */
export function CheckoutSummary({
  lines,
  total,
  open = false,
  beside = true,
  head,
  children,
}: {
  lines: CartLine[];
  total: number;
  open?: boolean;
  /** On a laptop, beside the step's choice; false where the summary is the step itself (the cart's review). */
  beside?: boolean;
  /** Above the lines when open: the review step's heading with its change link. */
  head?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <details className={`checkout-summary card${beside ? " checkout-summary--beside" : ""}`} open={open}>
      <summary className="checkout-summary__toggle">
        <span className="checkout-summary__show">{t("checkout.summary.show")}</span>
        <span className="checkout-summary__hide">{t("checkout.summary.hide")}</span>
        <strong className="checkout-summary__total">
          <Price value={total} />
        </strong>
      </summary>
      <div className="checkout-summary__body stack">
        {/* Where the summary stands open beside the step (a laptop), its toggle goes and this says what it is. */}
        {beside ? (
          <h2 className="checkout-summary__heading">
            <span>{t("checkout.summary.title")}</span>
            <Price value={total} />
          </h2>
        ) : null}
        {head}
        <CartLinesTable lines={lines} />
        {children}
      </div>
    </details>
  );
}
