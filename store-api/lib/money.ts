/** Money in the local currency: numbers rounded half-up to 2 decimals, computed in cents. */

/** Integer cents of an amount, half-up (robust to binary fractions such as 1.005). */
export function toCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(amount) * 100 + 1e-7);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds half-up to 2 decimals. */
export function round2(amount: number): number {
  return fromCents(toCents(amount));
}

/** cents × percent / 100, half-up to whole cents. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100 + 0.5 + 1e-9);
}
