import { formatPrice } from "../money/money";
/** Cart arithmetic the screens show (spec §3): the Store API's totals are authoritative; these explain a line. */
export interface CartLineLike {
  price: number;
  discount: number;
  qty: number;
  balance: number;
}

export const hasDis = (line: Pick<CartLineLike, "discount">) => line.discount > 0;

/** price − price × discount / 100, rounded half-up to 2 decimals. */
export function priceAfterDis(line: Pick<CartLineLike, "price" | "discount">): number {
  if (!hasDis(line)) return line.price;
  const cents = Math.round(line.price * 100);
  return Math.floor(cents - (cents * line.discount) / 100 + 0.5 + 1e-7) / 100;
}

export const totalQty = (lines: ReadonlyArray<Pick<CartLineLike, "qty">>) => lines.reduce((n, l) => n + l.qty, 0);

/** A line the store cannot sell: nothing left. */
export const lineInvalid = (line: Pick<CartLineLike, "balance">) => line.balance <= 0;

/** The cart is invalid if any line has balance ≤ 0 (spec §4). */
export const cartValid = (lines: ReadonlyArray<Pick<CartLineLike, "balance">>) => lines.every((l) => !lineInvalid(l));

/** Quantity goes down only while above 1, and up only while the new total stays within the balance. */
export const canDecrease = (line: Pick<CartLineLike, "qty">) => line.qty > 1;
export const canIncrease = (line: Pick<CartLineLike, "qty" | "balance">, by = 1) => line.qty + by <= line.balance;

/**
 * The amount of the spec's "It is not allowed to purchase less than {0} {1}", written with its
 * currency as one string ("20.00 USD") so the page renders it as one isolated unit; null when the cart is above it.
 */
export function minPurchaseNotice(
  minPurchase: { amount: number } | null | undefined,
  selected: { currency_code: string; exchange_rate: number; label?: string } | null,
): { amount: string } | null {
  if (!minPurchase) return null;
  return { amount: formatPrice(minPurchase.amount, selected) };
}
