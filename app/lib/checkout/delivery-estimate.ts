import type { ShippingCompany } from "~/lib/schemas/checkout";

/** What the product page says about delivering to a signed-in shopper's default address (decision 084). */
export interface DeliveryEstimate {
  town: string;
  /** The cheapest option's fee, in the Store API's currency (the page converts it): "from". */
  fee: number;
  /** The fastest option's days_min to the slowest's days_max; null when no option gives days. */
  days: { min: number; max: number } | null;
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
