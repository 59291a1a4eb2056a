import { describe, expect, it } from "vitest";
import { cartMoneyLines, orderMoneyLines, quoteMoneyLines, type MoneyLine } from "./money-lines";
import { toMinor } from "./money";

const byId = (lines: MoneyLine[]) => Object.fromEntries(lines.map((l) => [l.id, l]));
const amounts = (lines: MoneyLine[]) => Object.fromEntries(lines.map((l) => [l.id, l.amount]));

// One order as the Store API prices it: 2 × 250 at 10 % off (450), tax 0, coupon 10 % (45), Express 85, cash on delivery 15.
const cart = { items: [{ price: 250, discount: 10, tax: 0, qty: 2 }], subtotal: 450, discount_total: 50, coupon_discount: 45, tax_total: 0, total: 405 };
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
  it("takes product discounts off a subtotal at the prices before them, with a minus (decision 089)", () => {
    const lines = byId(cartMoneyLines(cart));
    expect(lines.subtotal).toMatchObject({ amount: 500, label: "money.subtotal" });
    expect(lines.savings).toMatchObject({ amount: 50, kind: "deduction" });
    expect(lines.subtotal!.amount - lines.savings!.amount - lines.coupon!.amount + lines.tax!.amount).toBe(lines.total!.amount);
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
    expect(lines.subtotal?.amount).toBe(0.8);
  });
});

describe("free shipping", () => {
  it("applies when the goods as paid for (the cart's total before shipping, with tax) reach the threshold", async () => {
    const { shippingIsFree } = await import("./money-lines");
    // 463.50 before tax is 528.39 with 14 %: over a 500 the shelf and the banner show with tax.
    expect(shippingIsFree({ total: 528.39 }, 500)).toBe(true);
    expect(shippingIsFree({ total: 500 }, 500)).toBe(true);
    expect(shippingIsFree({ total: 499.99 }, 500)).toBe(false);
    expect(shippingIsFree({ total: 600 }, null)).toBe(false);
  });

  it("says how far a cart is from it by the same comparison, to the piastre at the boundary (decision 096)", async () => {
    const { freeShippingProgress, shippingIsFree } = await import("./money-lines");
    // The kettle alone: 495.73 paid, the banner's 500.00: 4.27 to go, whatever its price before discounts.
    expect(freeShippingProgress({ total: 495.73 }, 500)).toEqual({ reached: false, remaining: 4.27, share: 0.99146 });
    expect(freeShippingProgress({ total: 499.99 }, 500)).toMatchObject({ reached: false, remaining: 0.01 });
    expect(freeShippingProgress({ total: 500 }, 500)).toEqual({ reached: true, share: 1 });
    expect(freeShippingProgress({ total: 500.01 }, 500)).toEqual({ reached: true, share: 1 });
    // Float sums that land a hair under the threshold are compared in minor units, as the Store API does.
    expect(freeShippingProgress({ total: 0.1 + 0.2 + 499.7 }, 500)?.reached).toBe(true);
    expect(freeShippingProgress({ total: 0 }, 500)).toEqual({ reached: false, remaining: 500, share: 0 });
    expect(freeShippingProgress({ total: 600 }, null)).toBeNull();
    expect(freeShippingProgress({ total: 600 }, 0)).toBeNull();
    for (const total of [0, 4.27, 499.99, 500, 500.01, 763]) {
      expect(shippingIsFree({ total }, 500)).toBe(freeShippingProgress({ total }, 500)?.reached ?? false);
    }
  });
});

describe("prices shown with their tax (decision 075)", () => {
  // As the Store API prices it, tax per unit: 3 × 1,369.86 (tax 191.78 each) and 7 × 0.05 at 20 % off
  // (0.04, tax 0.01 each), 14 %; coupon 10 % of the subtotal before tax.
  const taxed = {
    items: [
      { price: 1369.86, discount: 0, tax: 14, qty: 3 },
      { price: 0.05, discount: 20, tax: 14, qty: 7 },
    ],
    subtotal: 4109.86,
    discount_total: 0.07,
    coupon_discount: 410.99,
    tax_total: 575.41,
    total: 4274.28,
  };

  it("the cart's subtotal is the items with tax before their discounts, and the tax a note inside it", () => {
    const lines = byId(cartMoneyLines(taxed, "inclusive"));
    // 3 × 1,561.64 + 7 × 0.06 (struck, with tax)
    expect(lines.subtotal).toMatchObject({ amount: 4685.34, label: "money.subtotalWithTax", kind: "amount" });
    expect(lines.tax).toMatchObject({ amount: 575.41, label: "money.taxIncluded", kind: "included" });
    // Struck 0.06 with tax, shown 0.05: 7 × 0.01.
    expect(lines.savings).toMatchObject({ amount: 0.07, kind: "deduction" });
    expect(Math.round((lines.subtotal!.amount - lines.savings!.amount - lines.coupon!.amount) * 100)).toBe(Math.round(lines.total!.amount * 100));
  });

  it("shown inclusive, the coupon's line says its rate was taken off the price before tax; shown exclusive it needs not", () => {
    // 10 % of 4,109.86 before tax is 410.99: against the 4,685.34 shown with tax it reads as 8.8 %, so the label says why.
    expect(byId(cartMoneyLines(taxed, "inclusive")).coupon).toMatchObject({ amount: 410.99, label: "money.couponBeforeTax", kind: "deduction" });
    expect(byId(cartMoneyLines(taxed, "exclusive")).coupon).toMatchObject({ amount: 410.99, label: "money.coupon", kind: "deduction" });
  });

  it("shown exclusive, the cart's lines are as before", () => {
    expect(cartMoneyLines(taxed, "exclusive")).toEqual(cartMoneyLines(taxed));
    expect(byId(cartMoneyLines(taxed)).subtotal).toMatchObject({ amount: 4109.93, label: "money.subtotal" });
  });

  it("the checkout summary and the invoice name the subtotal as the cart does, and break the tax out of it (decision 089)", () => {
    const quote = { ...taxed, shipping_fee: 85, payment_method_fee: 15, total: 4374.28 };
    const summary = byId(quoteMoneyLines(quote, true, "inclusive", taxed.items));
    const cart = byId(cartMoneyLines(taxed, "inclusive"));
    for (const id of ["subtotal", "savings", "coupon", "tax"]) expect(summary[id], id).toEqual(cart[id]);
    expect(summary.tax).toMatchObject({ amount: 575.41, label: "money.taxIncluded", kind: "included" });
    expect(summary.total).toMatchObject({ amount: 4374.28, label: "money.totalPayable" });
    const pay = (l: Record<string, MoneyLine>) =>
      toMinor(l.subtotal!.amount) - toMinor(l.savings!.amount) - toMinor(l.coupon!.amount) + toMinor(l.shipping!.amount) + toMinor(l.paymentFee!.amount);
    expect(pay(summary)).toBe(toMinor(summary.total!.amount));
    const invoice = byId(orderMoneyLines({ ...order, total: 4685.27, tax_total: 575.41 }, "inclusive"));
    expect(invoice.subtotal?.label).toBe("money.subtotalWithTax");
    expect(invoice.tax).toMatchObject({ amount: 575.41, label: "money.taxIncluded", kind: "included" });
  });
});

describe("one savings rule wherever it is shown (decision 081)", () => {
  // 2 × 250 at 10 % off, 14 % tax: struck 285.00 with tax, paid 256.50 with tax.
  const items = [{ price: 250, discount: 10, tax: 14, qty: 2 }];
  const taxedCart = { items, subtotal: 450, discount_total: 50, coupon_discount: 0, tax_total: 63, total: 513 };
  const taxedQuote = { ...taxedCart, shipping_fee: 85, payment_method_fee: 15, total: 613 };
  const taxedOrder = {
    ...order,
    items: [{ ...order.items[0], tax: 14 }],
    total: 513,
    tax_total: 63,
    discount_total: 0,
    total_after_discount: 613,
  };

  it("shown inclusive, the cart, the checkout summary and the invoice save the same amount with tax", () => {
    const savings = (lines: MoneyLine[]) => byId(lines).savings?.amount;
    expect(savings(cartMoneyLines(taxedCart, "inclusive"))).toBe(57);
    expect(savings(quoteMoneyLines(taxedQuote, false, "inclusive", items))).toBe(57);
    expect(savings(quoteMoneyLines(taxedQuote, true, "inclusive", items))).toBe(57);
    expect(savings(orderMoneyLines(taxedOrder, "inclusive"))).toBe(57);
  });

  it("shown exclusive, all of them save the amount before tax", () => {
    const savings = (lines: MoneyLine[]) => byId(lines).savings?.amount;
    expect(savings(cartMoneyLines(taxedCart, "exclusive"))).toBe(50);
    expect(savings(quoteMoneyLines(taxedQuote, true, "exclusive", items))).toBe(50);
    expect(savings(orderMoneyLines(taxedOrder, "exclusive"))).toBe(50);
  });
});
