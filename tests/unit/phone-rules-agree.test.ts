import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePhone } from "../../app/lib/checkout/phone";
import { normalizeMobile } from "../../store-api/lib/phone";

// The storefront validates and rate-limits by app/lib/phone.ts; the reference Store API looks
// accounts up by store-api/lib/phone.ts. The walls between app/ and store-api/ keep them two
// files, so this test keeps them one rule.
const storefront = (s: string) => parsePhone(s)?.e164 ?? null;

const spellings = [
  "01012345678",
  "0101-234-5678",
  "+20 101 234 5678",
  "00201012345678",
  "+201012345678",
  "201012345678",
  "٠١٠١٢٣٤٥٦٧٨",
  "۰۱۰۱۲۳۴۵۶۷۸",
  "(010) 1234 5678",
  "010.1234.5678",
  "\u200e01012345678\u200f",
  "0512345678",
  "+966512345678",
  "00966512345678",
  "966512345678",
  "05 1234 5678",
  "٠٥١٢٣٤٥٦٧٨",
  "01312345678",
  "0101234567",
  "010123456789",
  "+2001012345678",
  "+96605123456789",
  "0412345678",
  "",
  "+",
  "abc",
];

describe("one phone rule for the storefront and the Store API", () => {
  it.each(spellings)("%j gives the same answer on both sides", (s) => {
    expect(normalizeMobile(s)).toBe(storefront(s));
  });

  it("agrees on random strings made of digits, signs and separators", () => {
    const chars = fc.constantFrom(..."0123456789+-(). ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹".split(""), "\u200e");
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 18 }).map((a) => a.join("")),
        (s) => normalizeMobile(s) === storefront(s),
      ),
      { numRuns: 2000 },
    );
    // And on well-formed numbers with random separators.
    const digits = fc.array(fc.constantFrom(..."0123456789"), { minLength: 8, maxLength: 8 }).map((a) => a.join(""));
    fc.assert(
      fc.property(fc.constantFrom("010", "011", "012", "015", "05", "+2010", "00966 5"), digits, fc.constantFrom("", " ", "-"), (p, d, sep) => {
        const s = `${p}${sep}${d.slice(0, 4)}${sep}${d.slice(4)}`;
        return normalizeMobile(s) === storefront(s);
      }),
    );
  });
});
