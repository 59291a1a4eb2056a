import { describe, expect, it } from "vitest";
import { cartMoneyLines, orderMoneyLines, quoteMoneyLines, type MoneyLine } from "./money-lines";

const byId = (lines: MoneyLine[]) => Object.fromEntries(lines.map((l) => [l.id, l]));
const amounts = (lines: MoneyLine[]) => Object.fromEntries(lines.map((l) => [l.id, l.amount]));

// One order as the Store API prices it: 2 × 250 at 10 % off (450), tax 0, coupon 10 % (45), Express 85, cash on delivery 15.
const cart = { subtotal: 450, discount_total: 50, coupon_discount: 45, tax_total: 0, total: 405 };
const quote = { ...cart, shipping_fee: 85, payment_method_fee: 15, total: 505 };
const order = {
  items: [{ name: "x", quantity: 2, price: 250, price_after_discount: 225, barcode: "", unit: "", uuid: "" }],
  total: 450,
  tax_total: 0,
  discount_total: 45,
  shipping_fee: 85,
  payment_method_fee: 15,
  total_after_discount: 505,
  payment_method: { payment_method_Id: 1, name: "الدفع عند الاستلام" },
};

describe("money lines", () => {
  it("shows product discounts as savings inside the subtotal, not as one more deduction", () => {
    const lines = byId(cartMoneyLines(cart));
    expect(lines.savings).toMatchObject({ amount: 50, kind: "included" });
    expect(lines.subtotal!.amount - lines.coupon!.amount + lines.tax!.amount).toBe(lines.total!.amount);
  });

  it("writes the coupon as a deduction", () => {
    expect(byId(cartMoneyLines(cart)).coupon).toMatchObject({ amount: 45, kind: "deduction" });
    expect(byId(cartMoneyLines({ ...cart, coupon_discount: 0 })).coupon).toBeUndefined();
  });

  it("shows the payment fee only once a method is chosen, and says what the total leaves out", () => {
    const before = byId(quoteMoneyLines(quote, false));
    expect(before.paymentFee).toBeUndefined();
    expect(before.total).toMatchObject({ amount: 490, label: "money.totalBeforeFee" });
    const after = byId(quoteMoneyLines(quote, true));
    expect(after.paymentFee?.amount).toBe(15);
    expect(after.total).toMatchObject({ amount: 505, label: "money.totalPayable" });
  });

  it("writes free shipping as free, not as a price due", () => {
    expect(byId(quoteMoneyLines({ ...quote, shipping_fee: 0 }, true)).shipping).toMatchObject({ amount: 0, kind: "free" });
    expect(byId(quoteMoneyLines(quote, true)).shipping?.kind).toBe("amount");
  });

  it("labels the invoice's totals by what they sum", () => {
    const lines = byId(orderMoneyLines(order));
    expect(lines.total).toMatchObject({ amount: 505, label: "money.totalPayable" });
    expect(lines.paymentFee?.detail).toBe("الدفع عند الاستلام");
  });

  it("gives the invoice the same lines and amounts as the checkout summary of the same order", () => {
    expect(amounts(orderMoneyLines(order))).toEqual(amounts(quoteMoneyLines(quote, true)));
    expect(orderMoneyLines(order).map((l) => l.label)).toEqual(quoteMoneyLines(quote, true).map((l) => l.label));
  });

  it("works in minor units: no float noise in derived lines", () => {
    const o = { ...order, items: [{ ...order.items[0]!, quantity: 3, price: 0.3, price_after_discount: 0.1 }], total: 0.3, tax_total: 0.1 };
    const lines = byId(orderMoneyLines(o));
    expect(lines.savings?.amount).toBe(0.6);
    expect(lines.subtotal?.amount).toBe(0.2);
  });
});

describe("free shipping", () => {
  it("applies when the subtotal less the coupon reaches the threshold", async () => {
    const { shippingIsFree } = await import("./money-lines");
    expect(shippingIsFree({ subtotal: 600, coupon_discount: 100 }, 500)).toBe(true);
    expect(shippingIsFree({ subtotal: 600, coupon_discount: 100.01 }, 500)).toBe(false);
    expect(shippingIsFree({ subtotal: 600, coupon_discount: 0 }, null)).toBe(false);
  });
});
