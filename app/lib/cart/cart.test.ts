import { describe, expect, it } from "vitest";
import { canDecrease, canIncrease, cartValid, hasDis, minPurchaseNotice, priceAfterDis, totalQty } from "./cart";

describe("cart arithmetic", () => {
  it("derives the discounted price only when there is a discount", () => {
    expect(hasDis({ discount: 0 })).toBe(false);
    expect(priceAfterDis({ price: 199.5, discount: 0 })).toBe(199.5);
    expect(priceAfterDis({ price: 200, discount: 15 })).toBe(170);
    expect(priceAfterDis({ price: 99.99, discount: 10 })).toBe(89.99);
    expect(priceAfterDis({ price: 0.05, discount: 50 })).toBe(0.03);
  });

  it("sums quantities", () => {
    expect(totalQty([{ qty: 2 }, { qty: 3 }])).toBe(5);
    expect(totalQty([])).toBe(0);
  });

  it("is invalid when any line has nothing left", () => {
    expect(cartValid([{ balance: 3 }, { balance: 1 }])).toBe(true);
    expect(cartValid([{ balance: 3 }, { balance: 0 }])).toBe(false);
    expect(cartValid([{ balance: -1 }])).toBe(false);
    expect(cartValid([])).toBe(true);
  });

  it("bounds quantity changes", () => {
    expect(canDecrease({ qty: 1 })).toBe(false);
    expect(canDecrease({ qty: 2 })).toBe(true);
    expect(canIncrease({ qty: 4, balance: 5 })).toBe(true);
    expect(canIncrease({ qty: 5, balance: 5 })).toBe(false);
    expect(canIncrease({ qty: 1, balance: 5 }, 5)).toBe(false);
  });
});

describe("minimum purchase notice", () => {
  it("shows the minimum in the shopper's currency, or nothing", () => {
    expect(minPurchaseNotice({ amount: 970 }, { currency_code: "USD", exchange_rate: 48.5 })).toEqual({ amount: "20.00 USD" });
    expect(minPurchaseNotice({ amount: 100 }, null)).toEqual({ amount: "100.00" });
    expect(minPurchaseNotice(null, null)).toBeNull();
  });
});
