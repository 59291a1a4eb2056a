/** Money arrives in the store's local currency; these helpers keep arithmetic in integer minor units. */

/** Parses "1,234.50" or 1234.5 into a number, stripping commas as the spec asks. */
export function parseAmount(value: string | number | null | undefined): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (value == null) return 0;
  const n = Number(String(value).replace(/,/g, "").trim());
  return Number.isFinite(n) ? n : 0;
}

/** Whole minor units (cents), rounded half-up away from floating-point noise. */
export function toMinor(amount: string | number): number {
  const n = parseAmount(amount);
  const sign = n < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(n) * 100 + 0.5 + 1e-7);
}

/** amount ÷ exchange_rate, rounded half-up to 2 decimals. A missing or bad rate leaves the amount as is. */
export function convert(amount: string | number, exchangeRate: number | null | undefined): number {
  const minor = toMinor(amount);
  const rate = exchangeRate && Number.isFinite(exchangeRate) && exchangeRate > 0 ? exchangeRate : 1;
  const converted = minor / rate;
  const sign = converted < 0 ? -1 : 1;
  return (sign * Math.floor(Math.abs(converted) + 0.5 + 1e-7)) / 100;
}

/**
 * Latin digits in both languages, two decimals, thousands grouped by commas; the currency code is
 * appended by the caller as text. Written out rather than an `Intl.NumberFormat("en-US")`: making the
 * browser's first number formatter loads ICU's number data, 25–70 ms of one main-thread task on the
 * page's start-up (decision 087). Rounds as that formatter does, half up on the number's shortest
 * decimal form (money.test.ts compares the two).
 */
export function formatAmount(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value < 0 ? "-∞" : "∞";
  const [whole = "0", fraction = ""] = String(Math.abs(value)).split(".");
  let minor: bigint;
  if (whole.includes("e")) minor = Math.abs(value) < 1 ? 0n : BigInt(Math.abs(value)) * 100n;
  else {
    const digits = fraction.padEnd(3, "0");
    minor = BigInt(whole) * 100n + BigInt(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1n : 0n);
  }
  const grouped = (minor / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ",");
  const cents = (minor % 100n).toString().padStart(2, "0");
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}${grouped}.${cents}`;
}

export interface SelectedCurrency {
  currency_code: string;
  exchange_rate: number;
  /** How the currency is written in the page's language (lib/currency-label.ts); the code when absent. */
  label?: string;
}

/** The real minus sign: a hyphen or an en dash after the amount reads as punctuation, not as "less". */
export const MINUS = "\u2212";

/**
 * What a shopper sees: "1,234.50 USD", or the bare amount when no currency is known or it is
 * hidden. A deduction is written with the minus before the amount ("−639.38 EGP"); callers
 * isolate the result as one bidi unit so right-to-left text never reorders it.
 */
export function formatPrice(amount: string | number, currency: SelectedCurrency | null, options: { hideCurrency?: boolean; deduction?: boolean } = {}): string {
  const converted = convert(amount, currency?.exchange_rate);
  const sign = converted < 0 || (options.deduction && converted > 0) ? MINUS : "";
  const value = sign + formatAmount(Math.abs(converted));
  if (!currency || options.hideCurrency) return value;
  return `${value} ${currency.label || currency.currency_code}`;
}

/**
 * The local amount a price bound typed in the shown currency stands for: the lowest local price shown
 * at or above `min`, the highest shown at or below `max` (a shown price is the local cents ÷ the rate,
 * half-up: `convert`). Rounding the bound itself dropped an item shown exactly at it (1.42 USD) and,
 * where one local cent is many shown units, let in one shown above it (the attacker helper, in USD and AFN).
 */
export function localBound(shown: string | number, exchangeRate: number | null | undefined, side: "min" | "max"): number {
  const rate = exchangeRate && Number.isFinite(exchangeRate) && exchangeRate > 0 ? exchangeRate : 1;
  const cents = toMinor(shown);
  // shown ≥ min ⇔ local ≥ (min − ½ cent) × rate; shown ≤ max ⇔ local < (max + ½ cent) × rate. The 1e-6 absorbs float noise.
  const local = side === "min" ? Math.ceil((cents - 0.5) * rate - 1e-6) : Math.ceil((cents + 0.5) * rate - 1e-6) - 1;
  return Math.max(0, local) / 100;
}
