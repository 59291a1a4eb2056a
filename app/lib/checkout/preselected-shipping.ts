import type { ShippingCompany } from "../schemas/checkout";

/**
 * The shipping option checked before the shopper picks one (decision 089), so one tap continues: the
 * cheapest, a faster one breaking a tie, the one listed first breaking the rest. When the order ships free
 * every option costs the shopper nothing, so the fastest is checked. The Store API marks no store default
 * (contract: ShippingCompany); the value is the form's "<company id>-<type id>".
 */
export function preselectedShipping(companies: ReadonlyArray<Pick<ShippingCompany, "id" | "types">>, free = false): string | null {
  let best: { value: string; fee: number; days: number } | null = null;
  for (const company of companies) {
    for (const type of company.types) {
      const fee = free ? 0 : type.fee;
      const days = type.days_max ?? type.days_min ?? Number.POSITIVE_INFINITY;
      if (!best || fee < best.fee || (fee === best.fee && days < best.days)) best = { value: `${company.id}-${type.id}`, fee, days };
    }
  }
  return best?.value ?? null;
}
