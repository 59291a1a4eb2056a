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
