import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";
import { hasDiscount, priceAfterDiscount, shownLineTotal, shownOrderLineTotal, shownUnitPrice, unitTax, withTax } from "./pricing";

describe("discount arithmetic", () => {
  it("is price − price × discount / 100", () => {
    expect(priceAfterDiscount(309, 25)).toBe(231.75);
    expect(priceAfterDiscount(699, 30)).toBe(489.3);
    expect(priceAfterDiscount("1,000", 10)).toBe(900);
  });

  it("rounds half-up to 2 decimals without float noise", () => {
    // 5589 × 0.85 = 4750.65 exactly; 0.1 + 0.2-style noise must not move it.
    expect(priceAfterDiscount(5589, 15)).toBe(4750.65);
    expect(priceAfterDiscount(0.15, 50)).toBe(0.08);
    expect(priceAfterDiscount(10.01, 12.5)).toBe(8.76);
  });

  it("leaves the price alone without a discount, and caps at 100 %", () => {
    expect(priceAfterDiscount(679, 0)).toBe(679);
    expect(priceAfterDiscount(679, -5)).toBe(679);
    expect(priceAfterDiscount(679, Number.NaN)).toBe(679);
    expect(priceAfterDiscount(679, 150)).toBe(0);
  });

  it("hasDiscount only when the percent is above zero", () => {
    expect(hasDiscount(25)).toBe(true);
    expect(hasDiscount(0)).toBe(false);
    expect(hasDiscount(-1)).toBe(false);
    expect(hasDiscount(Number.NaN)).toBe(false);
  });
});

describe("prices with their tax (decision 075)", () => {
  it("rounds one unit's tax half-up to the piastre", () => {
    expect(unitTax(1369.86, 14)).toBe(191.78); // 191.7804
    expect(unitTax(0.05, 14)).toBe(0.01); // 0.007
    expect(unitTax(12.5, 15)).toBe(1.88); // 1.875
    expect(unitTax(1.07, 5)).toBe(0.05); // 0.0535
    expect(unitTax("1,000", 14)).toBe(140);
    expect(unitTax(679, 0)).toBe(0);
    expect(unitTax(679, Number.NaN)).toBe(0);
  });

  it("withTax is the unit's price plus its tax, without float noise", () => {
    expect(withTax(1369.86, 14)).toBe(1561.64);
    expect(withTax(0.1, 14)).toBe(0.11);
    expect(withTax(231.75, 14)).toBe(264.2); // 231.75 + 32.445 → 32.45
    expect(withTax(1561.6, 0)).toBe(1561.6);
  });

  it("shows a unit with its tax only when prices are shown inclusive", () => {
    expect(shownUnitPrice(1369.86, 14, "inclusive")).toBe(1561.64);
    expect(shownUnitPrice(1369.86, 14, "exclusive")).toBe(1369.86);
  });

  it("a line shown inclusive is the shown unit × quantity, where rounding the line would differ", () => {
    // 0.05 × 14 % × 3 = 0.021 → 0.02 for the line, but 3 × 0.01 for three units: the shelf says 0.06 each.
    const line = { price: 0.05, discount: 0, tax: 14, qty: 3, line_total: 0.15 };
    expect(shownLineTotal(line, "inclusive")).toBe(0.18);
    expect(shownLineTotal(line, "exclusive")).toBe(0.15);
    // A quantity being changed (the stepper's optimistic total).
    expect(shownLineTotal(line, "inclusive", 11)).toBe(0.66);
    expect(shownLineTotal(line, "exclusive", 11)).toBe(0.55);
    const discounted = { price: 309, discount: 25, tax: 14, qty: 7, line_total: 1622.25 };
    expect(shownLineTotal(discounted, "inclusive")).toBe(1849.4); // 7 × 264.20
  });

  it("converts the price with tax like any amount: the shown currency's unit × quantity agrees with the line", () => {
    const usd = { currency_code: "USD", exchange_rate: 48.5 };
    const unit = withTax(1369.86, 14);
    expect(formatPrice(unit, usd)).toBe("32.20 USD"); // 1561.64 / 48.5 = 32.1988
    const sar = { currency_code: "SAR", exchange_rate: 12.9 };
    expect(formatPrice(withTax(309, 14), sar)).toBe("27.31 SAR"); // 352.26 / 12.9 = 27.307
  });
});

describe("an invoice's line totals (decision 098)", () => {
  // Two lines as the Store API prices them: each unit's tax rounded, the line quantity × that.
  const items = [
    { price: 1_369.9, price_after_discount: 1_301.41, tax: 14, quantity: 3 },
    { price: 89.99, price_after_discount: 89.99, tax: 0, quantity: 2 },
  ];
  // The order's total: the items after their discounts with tax, before the coupon (3 × (1301.41 + 182.20) + 2 × 89.99).
  const total = 4_630.81;

  it("shown with tax, the lines add up to the order's total to the piastre", () => {
    expect(shownOrderLineTotal(items[0]!, "inclusive")).toBe(4_450.83);
    const cents = items.reduce((n, i) => n + Math.round(shownOrderLineTotal(i, "inclusive") * 100), 0);
    expect(cents).toBe(Math.round(total * 100));
  });

  it("shown before tax, each line is its price after discount × the quantity; no rate, no tax", () => {
    expect(shownOrderLineTotal(items[0]!, "exclusive")).toBe(3_904.23);
    expect(shownOrderLineTotal({ price_after_discount: 10.1, quantity: 3 }, "inclusive")).toBe(30.3);
  });
});
