import { formatPrice } from "~/lib/money";
import { useRootData } from "./use-root-data";

/** A price in the shopper's currency; the amount always arrives in the store's local currency. */
export function Price({ value, hideCurrency = false, className }: { value: number | string; hideCurrency?: boolean; className?: string }) {
  const selected = useRootData()?.currency.selected ?? null;
  return (
    <bdi className={className ? `price ${className}` : "price"} dir="ltr" data-price={String(value)}>
      {formatPrice(value, selected, { hideCurrency })}
    </bdi>
  );
}
