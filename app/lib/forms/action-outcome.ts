/**
 * What a form action says back, in one shape (decision record 077): the session's flash that a
 * redirected form (no JavaScript) finds on the next page, and the `flash` of a fetcher's answer
 * (`{ ok, flash }`, app/server/actions/finish.server.ts). Forms whose fields conform checks answer
 * with conform's reply instead (app/server/actions/replies.server.ts).
 */
export interface ActionOutcome {
  type: "success" | "error" | "info";
  key: string;
  params?: Record<string, string | number>;
  /** A form field's id: the message is shown at that field instead of in the page's message area. */
  field?: string;
  /** What the shopper had typed into that field, given back with a refusal (decision 047). */
  value?: string;
  /**
   * The hidden fields of a form that takes the change back (decision 101): the message shows an "Undo"
   * button posting them to the page it is on. The server checks them as it checks any form.
   */
  undo?: Record<string, string | number>;
}

/** The outcome in a fetcher's answer, or null when the answer carries none. */
export function outcomeOf(answer: unknown): ActionOutcome | null {
  if (typeof answer !== "object" || answer === null || !("flash" in answer)) return null;
  const flash = (answer as { flash: unknown }).flash;
  if (typeof flash !== "object" || flash === null || typeof (flash as ActionOutcome).key !== "string") return null;
  return flash as ActionOutcome;
}
