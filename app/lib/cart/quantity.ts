import { latinDigits, OTHER_DIGITS } from "../text/digits";

/** The most of one line a form may ask for ("Enter a quantity from 1 to 999"); stock may allow less. */
export const QTY_MAX = 999;

/** The one message for a quantity that is not one, wherever it was typed or posted. */
export const QTY_REFUSED = "validation.quantity";

/**
 * A quantity as typed or posted, or null: trimmed, its digits read as ASCII whichever keyboard
 * typed them (Arabic-Indic, Persian, full-width), then plain decimal digits only, 1 to QTY_MAX.
 * `Number()` alone read "0x10" as 16 and "1e3" as 1000. No sign either, "+3" included: a
 * quantity box has no use for one, and "only digits" is one rule with no exceptions, the same
 * one the box's pattern applies. Leading zeros are digits like any others ("007" is 7).
 */
export function parseQuantity(typed: string): number | null {
  const text = latinDigits(typed.trim());
  if (!/^[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= QTY_MAX ? value : null;
}

/**
 * The quantity box's `pattern` and `maxLength` (a text box: `type="number"` leaves Chromium's
 * value empty for Arabic-Indic digits). The browser lets through every spelling parseQuantity
 * accepts (`\s` and `trim()` know the same spaces) and stops letters and signs before the round
 * trip; a zero or a number of digits past the maximum is the server's to refuse, in its words.
 */
export const QTY_PATTERN = `\\s*[0-9${OTHER_DIGITS}]+\\s*`;
export const QTY_MAX_LENGTH = String(QTY_MAX).length;
