import { useTranslation } from "~/i18n/translate";
import type { OrderItem } from "~/lib/schemas/order";
import { shownOrderLineTotal } from "~/lib/money/pricing";
import { ProductImage } from "../catalogue/product-image";
import { Price, usePriceDisplay } from "../money/price";
import { ItemLabel } from "./item-label";

/** Pictures the folded summary shows. */
const PEEK = 3;

type PlacedItem = Pick<OrderItem, "uuid" | "name" | "color" | "size" | "image" | "quantity" | "price_after_discount" | "tax">;

/**
 * What was ordered, on the order-placed page (issue 37, decision 098): folded to one line with the count,
 * so the thanks and what happens next stay on a phone's first screen; each line its picture, name and
 * variant, quantity and total as the shop shows prices. Works without JavaScript (`<details>`).
 */
export function PlacedItems({ items, quantity }: { items: PlacedItem[]; quantity: number }) {
  const { t } = useTranslation();
  const display = usePriceDisplay();
  if (items.length === 0) return null;
  return (
    <details className="card placed-items">
      <summary>
        <span>
          {t("checkout.placed.items")} · {t("orders.itemCount", { count: quantity })}
        </span>
        {/* A glance at what was bought while folded (the second outside tester looked for the products on the first screen). */}
        <span className="placed-items__peek" aria-hidden="true">
          {items.slice(0, PEEK).map((item) => (
            <ProductImage key={item.uuid || item.name} file={item.image ?? null} layout="thumb" alt="" eager className="placed-items__peek-img" />
          ))}
        </span>
      </summary>
      <ul className="placed-items__list">
        {items.map((item) => (
          <li key={item.uuid || item.name} className="placed-items__line">
            <ProductImage file={item.image ?? null} layout="thumb" alt="" className="placed-items__thumb" />
            <span className="placed-items__name">
              <ItemLabel item={item} />
            </span>
            <span className="placed-items__qty">{t("checkout.placed.quantity", { qty: item.quantity })}</span>
            <strong className="placed-items__total">
              <Price value={shownOrderLineTotal(item, display)} />
            </strong>
          </li>
        ))}
      </ul>
    </details>
  );
}
