import { useTranslation } from "react-i18next";
import { lineInvalid, priceAfterDis } from "~/lib/cart";
import { lineDetails, variantName } from "~/lib/line-details";
import type { CartLine } from "~/lib/schemas/cart";
import { Price } from "./price";

/** The cart's lines, read-only, as the checkout steps show them. */
export function CartLinesTable({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="checkout-lines">
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
            <tr key={`${line.item_id}-${line.unit_id}`} className={lineInvalid(line) ? "checkout-lines__invalid" : undefined}>
              <td>
                {[line.name, ...lineDetails(line.name, [line.unit?.name, ...line.variants.map(variantName)])].join(" · ")}
                {lineInvalid(line) ? <strong> · {t("cart.outOfStock")}</strong> : null}
              </td>
              <td>{line.qty}</td>
              <td>
                <Price value={priceAfterDis(line)} />
              </td>
              <td>
                <Price value={line.line_total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
