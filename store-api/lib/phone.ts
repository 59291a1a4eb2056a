/**
 * Phone rules (DESIGN.md §4 Forms): Egyptian mobile `01[0125]` + 8 digits (or +20 without
 * the 0), Saudi mobile `05` + 8 digits (or +966 without the 0). Stored and answered as E.164.
 */

/** E.164 of an Egyptian or Saudi mobile number in any of the accepted forms, else null. */
export function normalizeMobile(input: string): string | null {
  // The storefront's rule (app/lib/phone.ts), character for character; tests/unit/phone-rules-agree.test.ts holds them together.
  const s = input
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\s\-().\u200e\u200f]/g, "")
    .replace(/^00/, "+");
  let m: RegExpExecArray | null;
  if ((m = /^(?:\+20|0)(1[0125]\d{8})$/.exec(s))) return `+20${m[1]}`;
  if ((m = /^(?:\+966|0)(5\d{8})$/.exec(s))) return `+966${m[1]}`;
  return null;
}

/** Egyptian mobiles only (wallet numbers). */
export function isEgyptianMobile(e164: string): boolean {
  return /^\+201[0125]\d{8}$/.test(e164);
}

/** The local form (01…, 05…) of an E.164 Egyptian or Saudi mobile. */
export function localMobile(e164: string): string {
  if (e164.startsWith("+20")) return `0${e164.slice(3)}`;
  if (e164.startsWith("+966")) return `0${e164.slice(4)}`;
  return e164;
}
