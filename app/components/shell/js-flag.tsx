import { useHydrated } from "remix-utils/use-hydrated";

/**
 * Marks a submission as coming from the hydrated app: the action then answers data for the
 * fetcher instead of a redirect. Without JavaScript the field is never there, so no-JS forms
 * get the POST → 303 → GET round trip.
 */
export function JsFlag() {
  return useHydrated() ? <input type="hidden" name="js" value="1" /> : null;
}
