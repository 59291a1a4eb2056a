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
