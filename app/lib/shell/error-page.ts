/** The store as the error page shows it: header logo and footer contact details. */
export interface ErrorPageStore {
  name?: string | null;
  logo?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
}

/** What a thrown error response may carry so the error page can show the store it belongs to. */
export type ErrorPageData =
  | { kind: "bootstrap" }
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

/** Headings by status: words for what happened, as a shop says it; the number stays on the status line. */
const HEADINGS: Record<number, string> = {
  401: "signIn",
  403: "forbidden",
  429: "busy",
  502: "unavailable",
  503: "unavailable",
  504: "unavailable",
  509: "domain",
  530: "frozen",
};

/** Every heading key, for the root's data: the error page's title (root meta) repeats its heading. */
export const HEADING_KEYS = ["errors.notFound", ...new Set([...Object.values(HEADINGS), "server", "general"].map((name) => `errors.headings.${name}`))];

/** The translation key of the error page's heading, which its title repeats. */
export function headingKey(status: number): string {
  if (status === 404) return "errors.notFound";
  return `errors.headings.${HEADINGS[status] ?? (status >= 500 ? "server" : "general")}`;
}

export type Illustration = "frozen" | "domain" | "number" | "word";

export function illustrationFor(status: number): Illustration {
  if (status === 530) return "frozen";
  if (status === 509) return "domain";
  return showsNumber(status) ? "number" : "word";
}
