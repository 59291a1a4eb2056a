/** The spec's answer to any action that failed for a reason the shopper cannot fix (§8). */
export const GENERAL_ERROR = "errors.general";

/**
 * A button's form whose hidden fields did not parse (a page from before a change, or a tampered one):
 * nothing on the page can be corrected, so "correct the errors below" would point at nothing.
 */
export const STALE_FORM = "validation.staleForm";

/** A point the map gave that cannot be used (spec §8: map coordinate error). */
export const COORDINATE_ERROR = "address.coordinateError";

/** The message for a payment that could not start; a failing provider gets the spec's own words. */
export function paymentProblemKey(problem: "not_available" | "mobile_invalid" | "nothing_due" | "provider_failed"): string {
  return problem === "provider_failed" ? "serverErrors.unknown" : `checkout.problems.${problem}`;
}

/** A field only the address form without a map (no JavaScript) sends: its refusal then asks for no map point. */
export const WITHOUT_MAP = "without_map";
