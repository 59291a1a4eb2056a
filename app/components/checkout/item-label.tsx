import { useTranslation } from "~/i18n/translate";
import { lineDetails } from "~/lib/cart/line-details";
import type { OrderItem } from "~/lib/schemas/order";
import { Isolated } from "../text/isolated";

/** The item's name, then its colour and size unless the name already says them. */
export function ItemLabel({ item }: { item: Pick<OrderItem, "name" | "color" | "size"> }) {
  const { t } = useTranslation();
  const color = lineDetails(item.name, [item.color]).map((c) => `${t("orders.color")}: ${c}`);
  const size = lineDetails(item.name, [item.size]).map((s) => `${t("orders.size")}: ${s}`);
  return (
    <>
      <Isolated>{item.name}</Isolated>
      {[...color, ...size].map((detail) => ` · ${detail}`).join("")}
    </>
  );
}
