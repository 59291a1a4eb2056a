import { formatPrice } from "~/lib/money/money";
import { type PriceDisplay, withTax } from "~/lib/money/pricing";
import { Amount } from "../text/isolated";
import { useRootData } from "../hooks/use-root-data";

/** PRICE_DISPLAY (decision 075); inclusive, the default, where the root's data is missing. */
export function usePriceDisplay(): PriceDisplay {
  return useRootData()?.store.priceDisplay ?? "inclusive";
}

/**
 * A price in the shopper's currency; the amount always arrives in the store's local currency.
 * One isolated left-to-right unit, so "−639.38 ج.م." keeps its order inside Arabic text.
 * `tax`: the amount is one unit's price before tax, at this percent; it is shown with its tax
 * when prices are shown inclusive (the unit's tax rounded, as the Store API charges it).
 */
export function Price({
  value,
  tax,
  hideCurrency = false,
  deduction = false,
  className,
}: {
  value: number | string;
  tax?: number;
  hideCurrency?: boolean;
  /** Written as an amount taken off: "−639.38 EGP". */
  deduction?: boolean;
  className?: string;
}) {
  const root = useRootData();
  const selected = root?.currency.selected ?? null;
  const shown = tax && (root?.store.priceDisplay ?? "inclusive") === "inclusive" ? withTax(value, tax) : value;
  return <Amount className={className}>{formatPrice(shown, selected, { hideCurrency, deduction })}</Amount>;
}
