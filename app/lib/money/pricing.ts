import { toMinor } from "./money";

/** A discount is a percent of the price; anything outside 0..100 (or not a number) is treated as no discount or a full one. */
function clampPercent(discount: number): number {
  if (!Number.isFinite(discount) || discount <= 0) return 0;
  return Math.min(discount, 100);
}

/** The spec's hasDis: the price carries a discount. */
export function hasDiscount(discount: number): boolean {
  return clampPercent(discount) > 0;
}

/**
 * The spec's priceAfterDis = price − price × discount / 100 (when discount > 0), in the
 * local currency, rounded half-up to 2 decimals as the Store API rounds each line.
 * Worked in integer minor units so 0.1-style float noise never shifts a cent.
 */
export function priceAfterDiscount(price: number | string, discount: number): number {
  const minor = toMinor(price);
  const percent = clampPercent(discount);
  if (percent === 0) return minor / 100;
  const after = (minor * (100 - percent)) / 100;
  const sign = after < 0 ? -1 : 1;
  return (sign * Math.floor(Math.abs(after) + 0.5 + 1e-7)) / 100;
}

/** 25 → "25%", 12.5 → "12.5%": Latin digits like every amount, the sign after the number in both languages (drawn by <Percent>). */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100) / 100}%`;
}

/**
 * How prices are shown (decision 075): `inclusive` writes every price with its tax, the amount the
 * shopper pays; `exclusive` writes the Store API's prices before tax, the tax added at checkout.
 */
export type PriceDisplay = "inclusive" | "exclusive";

/**
 * One unit's tax: `rate` percent of its price after the discount, half-up to the piastre. The unit
 * is rounded, not the line, so the price on the shelf × the quantity is what a line costs; the Store
 * API charges each line as quantity × this (store-api/handlers/cart.ts), as it already did the discount.
 */
export function unitTax(net: number | string, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  const minor = toMinor(net);
  const tax = (minor * rate) / 100;
  const sign = tax < 0 ? -1 : 1;
  return (sign * Math.floor(Math.abs(tax) + 0.5 + 1e-7)) / 100;
}

/** A unit's price with its tax: the price the shopper pays for one. */
export function withTax(net: number | string, rate: number): number {
  return (toMinor(net) + toMinor(unitTax(net, rate))) / 100;
}

/** A unit's price as the shop shows it: with its tax when prices are shown inclusive. */
export function shownUnitPrice(net: number | string, rate: number, display: PriceDisplay): number {
  return display === "inclusive" ? withTax(net, rate) : toMinor(net) / 100;
}

/**
 * An order line's total as shown: its unit price after discount (with the unit's tax when inclusive) ×
 * the quantity, as the Store API charged it, so an invoice's lines add up to its subtotal to the piastre.
 * An item without a rate (another backend) is shown as the order holds it.
 */
export function shownOrderLineTotal(item: { price_after_discount: number; tax?: number; quantity: number }, display: PriceDisplay): number {
  return (toMinor(shownUnitPrice(item.price_after_discount, item.tax ?? 0, display)) * item.quantity) / 100;
}

/**
 * A cart line's total as shown: the shown unit price × the quantity when inclusive (what the Store API
 * charges for the line, its items and their tax); the Store API's `line_total` (before tax) when not.
 */
export function shownLineTotal(
  line: { price: number; discount: number; tax: number; qty: number; line_total: number },
  display: PriceDisplay,
  qty: number = line.qty,
): number {
  const unit = priceAfterDiscount(line.price, line.discount);
  if (display === "inclusive") return (toMinor(withTax(unit, line.tax)) * qty) / 100;
  return qty === line.qty ? line.line_total : (toMinor(unit) * qty) / 100;
}
