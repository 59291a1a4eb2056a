/** The store as the error page shows it: header logo and footer contact details. */
export interface ErrorPageStore {
  name?: string | null;
  logo?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** What a thrown error response may carry so the error page can show the store it belongs to. */
export type ErrorPageData =
  /** The Store API did not answer: `store` is what the last answer said of it, when there was one. */
  | { kind: "bootstrap"; store?: ErrorPageStore }
  | { kind: "site-off"; store: ErrorPageStore }
  /** `hint` replaces the 404's general hint when the page knows what is missing (an order). */
  | { kind: "not-found"; hint?: string };

/** The spec's hints: these codes have their own text, every other code gets the general one. */
const HINTED = new Set([401, 403, 404, 500, 509, 530]);

export function hintKey(status: number): string {
  return HINTED.has(status) ? `errors.${status}` : "errors.general";
}

/** 509 and 555 show the word "error" instead of the number and hide the status line. */
export function showsNumber(status: number): boolean {
  return status !== 509 && status !== 555;
}

/**
 * The error page's heading, which its title repeats: the 404's own words, or one sentence for every other
 * status. Words, not "Error 503": the number is in the picture and on the status line (decision 003).
 */
export function errorHeading(status: number, titles: { notFound: string; other: string }): string {
  return status === 404 ? titles.notFound : titles.other;
}

export type Illustration = "frozen" | "domain" | "number" | "word";

export function illustrationFor(status: number): Illustration {
  if (status === 530) return "frozen";
  if (status === 509) return "domain";
  return showsNumber(status) ? "number" : "word";
}
