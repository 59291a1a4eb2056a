/** The Store API's ids are PostgreSQL `integer`s: a larger number is refused by it as invalid input, not as missing. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * An id from a URL: plain decimal digits from 1 to MAX_RECORD_ID, else null (a 404 for the caller).
 * `1e3`, `0x10`, `007` and `1.0` are other spellings of a number, not the page's address.
 */
export function recordId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
