import { formatPrice } from "~/lib/money";
import { Amount } from "./isolated";
import { useRootData } from "./use-root-data";

/**
 * A price in the shopper's currency; the amount always arrives in the store's local currency.
 * One isolated left-to-right unit, so "−639.38 ج.م." keeps its order inside Arabic text.
 */
export function Price({
  value,
  hideCurrency = false,
  deduction = false,
  className,
}: {
  value: number | string;
  hideCurrency?: boolean;
  /** Written as an amount taken off: "−639.38 EGP". */
  deduction?: boolean;
  className?: string;
}) {
  const selected = useRootData()?.currency.selected ?? null;
  return <Amount className={className}>{formatPrice(value, selected, { hideCurrency, deduction })}</Amount>;
}
