import type { ShippingCompany } from "~/lib/schemas/checkout";
import { freeShippingProgress } from "~/lib/money/money-lines";
import { priceAfterDiscount, withTax } from "~/lib/money/pricing";

/** What the product page says about delivering to a signed-in shopper's default address (decision 084). */
export interface DeliveryEstimate {
  town: string;
  /** The cheapest option's fee, in the Store API's currency (the page converts it): "from". */
  fee: number;
  /** The fastest option's days_min to the slowest's days_max; null when no option gives days. */
  days: { min: number; max: number } | null;
  /** One of this product, as the shopper pays for it, reaches the store's free-shipping bound: the line says free, not "from". */
  free?: boolean;
}

/** The fee and days every shipping type offered to a town spans, or null when none serves it. */
export function estimateOf(companies: ShippingCompany[]): Omit<DeliveryEstimate, "town"> | null {
  const types = companies.flatMap((c) => c.types);
  if (types.length === 0) return null;
  const fee = Math.min(...types.map((t) => t.fee));
  // A type that leaves its days out says nothing about the range; it still counts for the fee.
  const dated = types.filter((t) => t.days_min !== null && t.days_max !== null);
  const days = dated.length > 0 ? { min: Math.min(...dated.map((t) => t.days_min as number)), max: Math.max(...dated.map((t) => t.days_max as number)) } : null;
  return { fee, days: days && days.min <= days.max ? days : null };
}

/**
 * Whether one of a product ships free by itself: its price after the discount with its tax (what the
 * cart's total would be, the Store API's comparison, decision 096) reaches `free_shipping_over`.
 */
export function shipsFreeAlone(product: { price: number | string; discount: number; tax: number }, freeOver: number | null | undefined): boolean {
  return freeShippingProgress({ total: withTax(priceAfterDiscount(product.price, product.discount), product.tax) }, freeOver)?.reached ?? false;
}
