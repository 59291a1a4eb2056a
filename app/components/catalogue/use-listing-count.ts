import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { COUNT_PARAM, chosenFields } from "~/lib/catalogue/catalogue-filters";

/** How long the shopper's typing or ticking rests before the count is asked: one request per pause, not per key. */
const PAUSE_MS = 400;

interface CountAnswer {
  kind: "count";
  for: string;
  count: number | null;
}

const isCountAnswer = (data: unknown): data is CountAnswer => typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === "count";

/** The form's set fields as a query, as the sheet applies them. */
export const chosenQuery = (form: HTMLFormElement) => chosenFields(new FormData(form)).toString();

/**
 * The number the sheet's apply button shows (decision 099): the listing's own count until the shopper
 * changes a field; then, after a pause, the same listing URL's loader asked for its count alone (a
 * fetcher GET; a newer one replaces the one in flight). Answers are kept by the query they were made
 * for, so going back to an earlier choice asks nothing, and neither does the listing's own choice.
 * `undefined` while the count is not known (asked, or the Store API could not say).
 */
export function useListingCount(action: string, total: number, form: RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const known = useRef(new Map<string, number | null>());
  const baseline = useRef<string | null>(null);
  const [wanted, setWanted] = useState<string | null>(null);

  // A new listing (applied, cleared, another page): its own count again, from the form it starts with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is made again for every query (keyed by it), so its baseline is read again
  useEffect(() => {
    baseline.current = form.current ? chosenQuery(form.current) : null;
    known.current.clear();
    setWanted(null);
  }, [search, form]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (isCountAnswer(fetcher.data)) known.current.set(fetcher.data.for, fetcher.data.count);

  const changed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const query = chosenQuery(form.current);
      if (query === baseline.current) return setWanted(null);
      setWanted(query);
      if (!known.current.has(query)) fetcher.load(`${action}?${query ? `${query}&` : ""}${COUNT_PARAM}=1`);
    }, PAUSE_MS);
  };

  const count = wanted === null ? total : (known.current.get(wanted) ?? undefined);
  return { count, changed };
}
