import { describe, expect, it } from "vitest";
import { StockLimitError, roomFor } from "./stock-limit.server";

describe("an add above the stock (decision 089)", () => {
  it("adds what is left when fewer than asked are in stock", () => {
    expect(roomFor(99, { balance: 5, inCart: 0 })).toBe(5);
    expect(roomFor(99, { balance: 5, inCart: 2 })).toBe(3);
  });
  it("refuses naming the stock when the cart already holds all of it", () => {
    expect(() => roomFor(1, { balance: 5, inCart: 5 })).toThrow(StockLimitError);
    try {
      roomFor(3, { balance: 4, inCart: 4 });
    } catch (error) {
      expect((error as StockLimitError).count).toBe(4);
    }
  });
  it("leaves the refusal as it was when the stock is unknown or would have fitted (a stale answer)", () => {
    expect(roomFor(3, null)).toBeNull();
    expect(roomFor(3, { balance: 9, inCart: 0 })).toBeNull();
  });
});
