import { useTranslation } from "~/i18n/translate";
import { lineInvalid, priceAfterDis } from "~/lib/cart/cart";
import { lineDetails, variantName } from "~/lib/cart/line-details";
import type { CartLine } from "~/lib/schemas/cart";
import { shownLineTotal } from "~/lib/money/pricing";
import { unitWorthSaying } from "~/lib/cart/unit-worth-saying";
import { Isolated } from "../text/isolated";
import { Price, usePriceDisplay } from "../money/price";

/** The cart's lines, read-only, as the checkout steps show them; on a narrow screen each line is a card (app.css, .line-table). */
export function CartLinesTable({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const display = usePriceDisplay();
  return (
    <div className="line-table-box">
      <table className="line-table checkout-lines">
        <caption className="visually-hidden">{t("checkout.summary.items")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("cart.product")}</th>
            <th scope="col">{t("cart.quantity")}</th>
            <th scope="col">{t("cart.price")}</th>
            <th scope="col">{t("cart.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.item_id}-${line.unit_id}`} className={lineInvalid(line) ? "line-table__invalid" : undefined}>
              <td className="line-table__title">
                <Isolated>{line.name}</Isolated>
                {lineDetails(line.name, [unitWorthSaying(line, lines) ? line.unit?.name : null, ...line.variants.map(variantName)])
                  .map((detail) => ` · ${detail}`)
                  .join("")}
                {lineInvalid(line) ? <strong> · {t("cart.outOfStock")}</strong> : null}
              </td>
              <td data-label={t("cart.quantity")}>{line.qty}</td>
              <td data-label={t("cart.price")}>
                <Price value={priceAfterDis(line)} tax={line.tax} />
              </td>
              <td data-label={t("cart.lineTotal")}>
                <Price value={shownLineTotal(line, display)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
