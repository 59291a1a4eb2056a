import type { Suggestions } from "~/lib/catalogue/suggestions";
/**
 * The header box's requests for suggestions (decision 082), loaded on the box's first focus so
 * pages that are never searched from do not carry it: one request per pause in typing, the one
 * before it aborted, and the answer of a stale request never shown.
 */

/** How long typing must pause before the box asks. */
export const DEBOUNCE_MS = 150;

export interface Suggester {
  /** Called on every change of the box: answers `onAnswer(q, suggestions)` once typing pauses, `null` for too little text. */
  type(q: string): void;
  /** Forget the pending request (the box was cleared or left). */
  cancel(): void;
}

/** Fewer than two letters or digits are not asked about: the route would answer nothing. */
function worthAsking(q: string): boolean {
  return (q.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2 && q.length <= 100;
}

export function createSuggester(params: { lang: string; currency: string | null; onAnswer: (q: string, answer: Suggestions | null) => void }): Suggester {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  async function ask(q: string) {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const url = new URLSearchParams({ q: q.trim(), lang: params.lang });
    if (params.currency) url.set("cur", params.currency);
    try {
      const res = await fetch(`/search/suggest?${url}`, { signal: controller.signal, headers: { Accept: "application/json" } });
      const answer = res.ok ? ((await res.json()) as Suggestions) : null;
      if (!controller.signal.aborted) params.onAnswer(q, answer);
    } catch {
      // Aborted (typing went on) or offline: the box stays a plain search box.
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  }

  return {
    type(q) {
      cancel();
      if (!worthAsking(q)) {
        params.onAnswer(q, null);
        return;
      }
      timer = setTimeout(() => void ask(q), DEBOUNCE_MS);
    },
    cancel,
  };
}
