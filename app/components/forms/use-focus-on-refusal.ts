import { useHydrated } from "remix-utils/use-hydrated";

/**
 * A refused form answered without JavaScript (decision 047): its first problem takes the focus.
 * Every control with a problem, and the form's own message, carry `autofocus` in the server's
 * HTML; the browser focuses the first of them in the page and scrolls it into view, so a phone
 * shows the problem instead of the top of the page. Only before hydration: with JavaScript
 * conform focuses the first invalid field itself, and the attribute would focus a second time.
 * Its own module, without conform, for forms that do not use it (the cart's coupon, the newsletter).
 */
export function useFocusOnRefusal(errors?: readonly string[]): { autoFocus?: true } {
  const hydrated = useHydrated();
  // Props to spread, not an attribute in each control: Biome's noAutofocus is about pages that take
  // the focus on arrival; this is only ever the answer to the shopper's own refused submit.
  return !hydrated && errors?.length ? { autoFocus: true } : {};
}
