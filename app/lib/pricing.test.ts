import { describe, expect, it } from "vitest";
import { hasDiscount, priceAfterDiscount } from "./pricing";

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
