/**
 * The translation of a delivery time: one number when both ends agree, else the range, with
 * the noun agreeing with the larger number (Arabic plural forms via i18next's `count`).
 */
export function deliveryDays(days: { min: number | null; max: number | null } | null): [string, Record<string, number>?] {
  if (!days || days.min === null || days.max === null) return ["checkout.shipping.daysDefault"];
  if (days.min === days.max) return ["checkout.shipping.daysExact", { count: days.max }];
  return ["checkout.shipping.days", { min: days.min, count: days.max }];
}
