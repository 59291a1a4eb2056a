import { latinDigits } from "../text/digits";

/**
 * Mobile numbers the store accepts (DESIGN.md "Forms"): Egyptian 01[0125] + 8 digits (or +20
 * without the 0) and Saudi 05 + 8 digits (or +966 without the 0). The prefix decides which
 * rule applies; numbers travel as E.164.
 */
export type PhoneCountry = "EG" | "SA";

/** Arabic-Indic, Persian and full-width digits to Latin; spaces, dashes, dots and brackets removed. */
export function cleanPhone(input: string): string {
  return latinDigits(input)
    .replace(/[\s\-().\u200e\u200f]/g, "")
    .replace(/^00/, "+");
}

const RULES: Array<{ country: PhoneCountry; pattern: RegExp; toE164: (m: RegExpMatchArray) => string }> = [
  { country: "EG", pattern: /^(?:\+20|0)(1[0125]\d{8})$/, toE164: (m) => `+20${m[1]}` },
  { country: "SA", pattern: /^(?:\+966|0)(5\d{8})$/, toE164: (m) => `+966${m[1]}` },
];

export function parsePhone(input: string): { country: PhoneCountry; e164: string } | null {
  const value = cleanPhone(input);
  for (const rule of RULES) {
    const match = value.match(rule.pattern);
    if (match) return { country: rule.country, e164: rule.toE164(match) };
  }
  return null;
}

export function isPhone(input: string): boolean {
  return parsePhone(input) !== null;
}

/** Wallets (Paymob) are Egyptian only. */
export function isEgyptianMobile(input: string): boolean {
  return parsePhone(input)?.country === "EG";
}

/** Same number, whatever way each was typed. */
export function samePhone(a: string, b: string): boolean {
  const pa = parsePhone(a);
  const pb = parsePhone(b);
  return pa !== null && pb !== null && pa.e164 === pb.e164;
}
