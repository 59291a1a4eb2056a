import type { ShippingCompany } from "../schemas/checkout";

/**
 * The shipping option checked before the shopper picks one (decision 089), so one tap continues: the
 * cheapest, a faster one breaking a tie, the one listed first breaking the rest. The Store API marks
 * no store default (contract: ShippingCompany); the value is the form's "<company id>-<type id>".
 */
export function preselectedShipping(companies: ReadonlyArray<Pick<ShippingCompany, "id" | "types">>): string | null {
  let best: { value: string; fee: number; days: number } | null = null;
  for (const company of companies) {
    for (const type of company.types) {
      const days = type.days_max ?? type.days_min ?? Number.POSITIVE_INFINITY;
      if (!best || type.fee < best.fee || (type.fee === best.fee && days < best.days)) best = { value: `${company.id}-${type.id}`, fee: type.fee, days };
    }
  }
  return best?.value ?? null;
}
