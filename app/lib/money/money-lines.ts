/**
 * The money lines the cart, every checkout step's summary, the order placed and the invoice show,
 * worked out by one rule and labelled the same everywhere (decisions 038, 075, 089):
 *
 *   subtotal           the items at their prices before product discounts ("Subtotal incl. VAT" when
 *                      prices are shown with their tax, "Subtotal" when shown before it)
 *   savings            product discounts, taken off: written "−57.00 EGP"
 *   coupon             taken off: written "−639.38 EGP"
 *   tax                shown inclusive, a note of what the amounts above include; shown exclusive, added
 *   shipping           "free" when it costs nothing
 *   paymentFee         only once a payment method is chosen
 *   total              what the label says it sums
 *
 * so subtotal − savings − coupon (+ tax when exclusive) + shipping + fee is the total to the piastre:
 * the subtotal is worked out as the Store API's amount after discounts plus the savings shown.
 */
import type { Cart } from "../schemas/cart";
import type { Quote } from "../schemas/checkout";
import type { Order } from "../schemas/order";
import { toMinor } from "./money";
import { type PriceDisplay, priceAfterDiscount, withTax } from "./pricing";

export type MoneyLineId = "subtotal" | "savings" | "coupon" | "tax" | "shipping" | "paymentFee" | "total";

export interface MoneyLine {
  id: MoneyLineId;
  /** Translation key of the label. */
  label: string;
  amount: number;
  /** deduction: written with a minus; included: already counted above; free: "free" instead of 0. */
  kind: "amount" | "deduction" | "included" | "free";
  /** Words added to the label (the payment method's name). */
  detail?: string;
}

const fromMinor = (minor: number) => minor / 100;
const plus = (a: number, b: number) => fromMinor(toMinor(a) + toMinor(b));

/**
 * `m.afterDiscounts`: the items after their product discounts, with tax when shown inclusive;
 * `m.savings`: those discounts as shown (with tax when inclusive). The subtotal is the two added.
 */
function basket(m: { afterDiscounts: number; savings: number; coupon: number; tax: number }, display: PriceDisplay): MoneyLine[] {
  const inclusive = display === "inclusive";
  const lines: MoneyLine[] = [
    { id: "subtotal", label: inclusive ? "money.subtotalWithTax" : "money.subtotal", amount: plus(m.afterDiscounts, m.savings), kind: "amount" },
  ];
  if (m.savings > 0) lines.push({ id: "savings", label: "money.savings", amount: m.savings, kind: "deduction" });
  // A coupon's rate is a percent of the items before tax (the contract's money rule): where the amounts above
  // include tax, the label says so, or "10%" would read as a tenth of the subtotal shown.
  if (m.coupon > 0) lines.push({ id: "coupon", label: inclusive ? "money.couponBeforeTax" : "money.coupon", amount: m.coupon, kind: "deduction" });
  lines.push(
    inclusive ? { id: "tax", label: "money.taxIncluded", amount: m.tax, kind: "included" } : { id: "tax", label: "money.tax", amount: m.tax, kind: "amount" },
  );
  return lines;
}

/** One line's product discount: its unit price and price after the discount (both before tax), its tax rate, its quantity. */
export interface SavedLine {
  price: number;
  after: number;
  tax: number;
  qty: number;
}

/**
 * "You saved", by the same rule as the prices shown (decision 081): inclusive, the struck prices with tax
 * less the paid ones with tax; exclusive, the same before tax. The cart, the checkout summary, the order
 * placed and the invoice all ask this, so one basket says one amount wherever it is shown.
 */
export function productSavings(lines: ReadonlyArray<SavedLine>, display: PriceDisplay): number {
  const unit = (l: SavedLine) =>
    display === "inclusive" ? toMinor(withTax(l.price, l.tax)) - toMinor(withTax(l.after, l.tax)) : toMinor(l.price) - toMinor(l.after);
  return fromMinor(lines.reduce((n, l) => n + unit(l) * l.qty, 0));
}

type CartSavingsLine = Pick<Cart["items"][number], "price" | "discount" | "tax" | "qty">;
/** A cart line (a percentage off its price) as the savings read it. */
export const cartSavedLines = (items: ReadonlyArray<CartSavingsLine>): SavedLine[] =>
  items.map((i) => ({ price: i.price, after: priceAfterDiscount(i.price, i.discount), tax: i.tax, qty: i.qty }));

const shipping = (fee: number): MoneyLine => ({ id: "shipping", label: "money.shipping", amount: fee, kind: fee > 0 ? "amount" : "free" });

/** The cart page: before shipping and payment. Shown inclusive, the Store API's subtotal + tax is the lines' sum (it taxes each unit). */
export function cartMoneyLines(
  cart: Pick<Cart, "subtotal" | "discount_total" | "coupon_discount" | "tax_total" | "total"> & {
    items: ReadonlyArray<Pick<Cart["items"][number], "price" | "discount" | "tax" | "qty">>;
  },
  display: PriceDisplay = "exclusive",
): MoneyLine[] {
  const inclusive = display === "inclusive";
  return [
    ...basket(
      {
        afterDiscounts: inclusive ? plus(cart.subtotal, cart.tax_total) : cart.subtotal,
        savings: inclusive ? productSavings(cartSavedLines(cart.items), display) : cart.discount_total,
        coupon: cart.coupon_discount,
        tax: cart.tax_total,
      },
      display,
    ),
    { id: "total", label: "money.cartTotal", amount: cart.total, kind: "amount" },
  ];
}

/**
 * The checkout summary. Before a payment method is chosen the fee line is left out and the
 * total is the quote's without it, labelled as such. `items`, the cart's lines the quote prices:
 * shown inclusive, the savings are theirs with tax, as on the cart (without them, the quote's own).
 */
export function quoteMoneyLines(quote: Quote, methodChosen: boolean, display: PriceDisplay = "exclusive", items?: ReadonlyArray<CartSavingsLine>): MoneyLine[] {
  const inclusive = display === "inclusive";
  const savings = inclusive && items ? productSavings(cartSavedLines(items), display) : quote.discount_total;
  const afterDiscounts = inclusive ? plus(quote.subtotal, quote.tax_total) : quote.subtotal;
  const lines = [...basket({ afterDiscounts, savings, coupon: quote.coupon_discount, tax: quote.tax_total }, display), shipping(quote.shipping_fee)];
  if (!methodChosen) {
    return [
      ...lines,
      { id: "total", label: "money.totalBeforeFee", amount: fromMinor(toMinor(quote.total) - toMinor(quote.payment_method_fee)), kind: "amount" },
    ];
  }
  if (quote.payment_method_fee > 0) lines.push({ id: "paymentFee", label: "money.paymentFee", amount: quote.payment_method_fee, kind: "amount" });
  return [...lines, { id: "total", label: "money.totalPayable", amount: quote.total, kind: "amount" }];
}

/**
 * The invoice, from the order's fields (Store API contract): `total` is the items after their
 * discounts plus tax, before the order's discount (the coupon); product savings are the
 * difference between each item's price and its price after discount.
 */
export function orderMoneyLines(
  order: Pick<Order, "items" | "total" | "tax_total" | "discount_total" | "shipping_fee" | "payment_method_fee" | "total_after_discount" | "payment_method">,
  display: PriceDisplay = "exclusive",
): MoneyLine[] {
  // An order item's rate is the Store API's optional `tax`: without it (another backend) the savings are before tax.
  const savings = productSavings(
    order.items.map((i) => ({ price: i.price, after: i.price_after_discount, tax: i.tax ?? 0, qty: i.quantity })),
    display,
  );
  // The order's `total` is the items after their discounts with tax, before the coupon.
  const afterDiscounts = display === "inclusive" ? order.total : fromMinor(toMinor(order.total) - toMinor(order.tax_total));
  const lines = [...basket({ afterDiscounts, savings, coupon: order.discount_total, tax: order.tax_total }, display), shipping(order.shipping_fee)];
  if (order.payment_method_fee > 0) {
    lines.push({ id: "paymentFee", label: "money.paymentFee", amount: order.payment_method_fee, kind: "amount", detail: order.payment_method.name });
  }
  return [...lines, { id: "total", label: "money.totalPayable", amount: order.total_after_discount, kind: "amount" }];
}

/**
 * The Store API ships for free when the goods as the shopper pays for them (after discounts and the
 * coupon, with their tax: the cart's total before shipping) reach the store's `free_shipping_over`;
 * the shipping step then shows each option's fee struck through.
 */
export function shippingIsFree(cart: Pick<Cart, "total">, freeOver: number | null | undefined): boolean {
  return freeShippingProgress(cart, freeOver)?.reached ?? false;
}

/** How far a cart is from free shipping: `remaining` in the store's money (shown converted), `share` reached out of 1. */
export type FreeShippingProgress = { reached: true; share: 1 } | { reached: false; remaining: number; share: number };

/**
 * The cart's way to free shipping by the Store API's own comparison (`goods >= freeOver` on the cart's total
 * before shipping, in the store's currency and minor units): null when the store ships nothing free.
 */
export function freeShippingProgress(cart: Pick<Cart, "total">, freeOver: number | null | undefined): FreeShippingProgress | null {
  if (!freeOver || freeOver <= 0) return null;
  const goods = toMinor(cart.total);
  const over = toMinor(freeOver);
  if (goods >= over) return { reached: true, share: 1 };
  return { reached: false, remaining: fromMinor(over - goods), share: Math.max(0, goods) / over };
}
