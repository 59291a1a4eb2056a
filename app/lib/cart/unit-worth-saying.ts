import type { CartLine } from "../schemas/cart";

/**
 * The names stores give the unit a product is counted in by default, one of it: a line in that unit
 * says nothing by naming it ("Unit: piece"). Compared letters only, lower-cased.
 */
const PLAIN_UNITS = new Set(["قطعة", "قطعه", "حبة", "حبه", "piece", "pieces", "pc", "pcs", "each", "unit", "item"]);

/**
 * Whether naming a unit tells the shopper anything: a pack, a box or a kilo does; the plain "piece",
 * or no name, does not. The one rule for the cart's lines and the product page's single unit.
 */
export function unitSaysSomething(name: string | null | undefined): boolean {
  return !!name?.trim() && !PLAIN_UNITS.has(name.toLocaleLowerCase().replace(/[^\p{L}]/gu, ""));
}

/**
 * Whether a cart line names its unit: always when the same product is in the cart in another unit,
 * otherwise unless the unit is the plain "piece" (a pack, a box or a kilo is worth saying).
 */
export function unitWorthSaying(line: Pick<CartLine, "item_id" | "unit_id" | "unit">, lines: ReadonlyArray<Pick<CartLine, "item_id" | "unit_id">>): boolean {
  if (!line.unit?.name?.trim()) return false;
  return lines.some((l) => l.item_id === line.item_id && l.unit_id !== line.unit_id) || unitSaysSomething(line.unit.name);
}
