import { describe, expect, it } from "vitest";
import { priceRead } from "./handlers/cart.ts";
import type { CartRead, LineRow } from "./handlers/cart-read.ts";
import type { CartRow } from "./db/types.ts";
import { priceAfterDiscount, withTax } from "../app/lib/money/pricing.ts";

/**
 * The storefront shows a unit's price with its tax (app/lib/pricing.ts, decision 075); what the Store
 * API charges for a line must be that price × the quantity, and the cart's total the lines' sum.
 */
const line = (id: number, price: number | string, discount: number, tax: number, qty: number): LineRow => ({
  id,
  qty,
  product_id: id,
  slug: `p${id}`,
  name_ar: "منتج",
  name_en: "Item",
  image: "x.jpg",
  discount,
  tax,
  category_slug: "c",
  unit_id: id,
  unit_ar: "قطعة",
  unit_en: "Piece",
  price,
  balance: 100,
  variants: [],
});

const read = (lines: LineRow[]): CartRead => ({ cart: { id: 1 } as CartRow, lines, coupon: null, couponUses: 0, minPurchase: null });
const cents = (n: number) => Math.round(n * 100);

describe("tax per unit: the shelf's price × quantity is the line's charge", () => {
  // Amounts whose tax lands near half a piastre, where rounding the line and the unit part.
  const awkward: Array<[price: number | string, discount: number, tax: number]> = [
    [0.05, 0, 14],
    [10.01, 0, 14],
    [1369.86, 0, 14],
    [309, 25, 14],
    [999.99, 12.5, 14],
    [0.15, 50, 14],
    [1.07, 0, 5],
    [12.5, 0, 15],
    [2.63, 3, 14],
    [679, 0, 0],
  ];
  for (const [price, discount, rate] of awkward) {
    for (const qty of [1, 3, 7, 11]) {
      it(`${price} −${discount}% +${rate}% × ${qty}`, () => {
        const { cart, cents: c } = priceRead(read([line(1, price, discount, rate, qty)]), "en", null, new Date());
        const shelf = withTax(priceAfterDiscount(price, discount), rate);
        expect(c.subtotal + c.tax).toBe(cents(shelf) * qty);
        expect(cents(cart.total)).toBe(cents(shelf) * qty);
      });
    }
  }

  it("a cart of several awkward lines totals the sum of shelf price × quantity", () => {
    const lines = awkward.map(([price, discount, rate], i) => line(i + 1, price, discount, rate, (i % 4) + 2));
    const { cart } = priceRead(read(lines), "ar", null, new Date());
    const shown = lines.reduce((n, l) => n + cents(withTax(priceAfterDiscount(l.price, Number(l.discount)), Number(l.tax))) * l.qty, 0);
    expect(cents(cart.total)).toBe(shown);
    expect(cents(cart.subtotal) + cents(cart.tax_total)).toBe(shown);
  });
});
