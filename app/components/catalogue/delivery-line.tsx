import { useTranslation } from "~/i18n/translate";
import type { DeliveryEstimate } from "~/lib/checkout/delivery-estimate";
import { Price } from "../money/price";
import { Sentence } from "../text/sentence";

/** "Delivery to <town>: <n–m> days, from <fee>" (or "free") for a signed-in shopper's default address (decision 084). */
export function DeliveryLine({ estimate }: { estimate: DeliveryEstimate | null }) {
  const { t } = useTranslation();
  if (!estimate) return null;
  const { town, fee, days, free } = estimate;
  const span = days
    ? days.min === days.max
      ? t("catalogue.product.delivery.exact", { count: days.max })
      : t("catalogue.product.delivery.range", { min: days.min, count: days.max })
    : null;
  return (
    <p className="product__delivery">
      <Sentence
        k={`catalogue.product.delivery.${free ? "lineFree" : "line"}${span ? "" : "NoDays"}`}
        slots={{ town: <bdi>{town}</bdi>, fee: <Price value={fee} /> }}
        values={{ days: span }}
      />
    </p>
  );
}
