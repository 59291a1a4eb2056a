import { describe, expect, it } from "vitest";
import { convert, formatAmount, formatPrice, localBound, parseAmount, toMinor } from "./money";

describe("money", () => {
  it("strips commas from input", () => {
    expect(parseAmount("1,234.50")).toBe(1234.5);
    expect(parseAmount("abc")).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
  });

  it("works in minor units without float noise", () => {
    expect(toMinor("0.1")).toBe(10);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor("199.50")).toBe(19950);
  });

  it("divides by the exchange rate and rounds half-up to 2 decimals", () => {
    expect(convert(100, 48.5)).toBe(2.06);
    expect(convert("1,000", 4)).toBe(250);
    expect(convert(0.05, 2)).toBe(0.03);
    expect(convert(10, 0)).toBe(10);
  });

  it("writes an amount as Intl.NumberFormat(en-US) with two decimals would, without making one", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    const edges = [0, -0, 0.004, 0.005, 1.005, 2.675, 999.995, 1234.5, 999999.999, 1e9 + 0.125, 9_999_999_999.99, -0.001, -1234.567];
    const values = [...edges, NaN, Infinity, -Infinity];
    // A fixed walk through cents, tenths of cents and magnitudes (no randomness: a failure repeats).
    for (let i = 1; i < 4000; i++) values.push((i * 7919.137) % 10 ** (i % 11), -((i * 13.0017) % 5000));
    for (const value of values) expect(formatAmount(value), String(value)).toBe(intl.format(value));
  });

  it("formats with Latin digits and the code as text", () => {
    expect(formatPrice(1234.5, { currency_code: "EGP", exchange_rate: 1 })).toBe("1,234.50 EGP");
    expect(formatPrice(970, { currency_code: "USD", exchange_rate: 48.5 })).toBe("20.00 USD");
    expect(formatPrice(970, { currency_code: "AFN4", exchange_rate: 1 })).toBe("970.00 AFN4");
    expect(formatPrice(5, { currency_code: "EGP", exchange_rate: 1 }, { hideCurrency: true })).toBe("5.00");
    expect(formatPrice(5, null)).toBe("5.00");
  });

  it("writes the currency's label when it has one (one way per language)", () => {
    expect(formatPrice(1234.5, { currency_code: "EGP", exchange_rate: 1, label: "ج.م" })).toBe("1,234.50 ج.م");
    expect(formatPrice(970, { currency_code: "AFN4", exchange_rate: 1, label: "Afghan afghani (old)" })).toBe("970.00 Afghan afghani (old)");
  });

  it("writes a deduction with the real minus sign before the amount, never a dash after it", () => {
    const egp = { currency_code: "EGP", exchange_rate: 1 };
    expect(formatPrice(639.38, egp, { deduction: true })).toBe("\u2212639.38 EGP");
    expect(formatPrice(-639.38, egp)).toBe("\u2212639.38 EGP");
    expect(formatPrice(0, egp, { deduction: true })).toBe("0.00 EGP");
    expect(formatPrice(639.38, egp, { deduction: true })).not.toMatch(/[-\u2013]/);
  });

  it("turns a bound typed in the shown currency into the local bound that lists exactly the prices shown within it", () => {
    expect(localBound("1,000", 1, "min")).toBe(1000);
    expect(localBound("1,000", 1, "max")).toBe(1000);
    expect(localBound("0", 48.5, "min")).toBe(0);
    // Every local price from 0 to 20,000.00 in steps of 0.37, against bounds around its own shown price, in
    // currencies worth more (USD, KWD) and far less (AFN-like) than the local one.
    for (const rate of [1, 48.5, 13.1, 158.77, 0.75, 0.0123, 0.00105]) {
      for (let cents = 0; cents <= 2_000_000; cents += 37 * 101) {
        const local = cents / 100;
        const shown = convert(local, rate);
        for (const bound of [shown - 0.01, shown, shown + 0.01].filter((b) => b >= 0).map((b) => Math.round(b * 100) / 100)) {
          const within = (side: "min" | "max") => (side === "min" ? local >= localBound(bound, rate, "min") : local <= localBound(bound, rate, "max"));
          expect(within("min"), `${local} at ${rate}: shown ${shown} ≥ ${bound}`).toBe(shown >= bound);
          expect(within("max"), `${local} at ${rate}: shown ${shown} ≤ ${bound}`).toBe(shown <= bound);
        }
      }
    }
  });
});
