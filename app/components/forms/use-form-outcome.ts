import { type ActionOutcome, outcomeOf } from "~/lib/forms/action-outcome";
import { usePageFlash } from "../hooks/use-page-flash";

/**
 * The outcome aimed at one form or field (decision record 077): a fetcher's answer when there is
 * one (JavaScript), else the page's message when it names `field` (the form posted and was
 * redirected back). The page's message area leaves such a message to this.
 */
export function useFormOutcome(field: string, answer?: unknown): ActionOutcome | null {
  const flash = usePageFlash();
  return outcomeOf(answer) ?? (flash?.field === field ? flash : null);
}

/**
 * Marks an element that says a form's outcome, so the page's message area leaves a message aimed at that form
 * to it (decision 077): by a CSS rule before JavaScript or without it, by FlashMessage once hydrated. A message
 * whose form is not on the page (an old page's form, a cart emptied meanwhile) is said at the top instead.
 */
export const SAYS_OUTCOME = "data-says-outcome";
export const saysOutcome = (shown: unknown): { [SAYS_OUTCOME]?: "" } => (shown ? { [SAYS_OUTCOME]: "" } : {});
