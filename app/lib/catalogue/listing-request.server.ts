/**
 * What a listing's loader does before it reads the catalogue (decision 099): a URL carrying blank
 * filters is sent to its clean form, and a count request is answered with the count alone.
 */
import { redirect } from "react-router";
import { safeRedirect } from "../security/safe-redirect";
import { COUNT_PARAM, withoutBlankFilters } from "./catalogue-filters";

/**
 * The no-JavaScript filter form sends every field (`?brand=&min_price=&sort=`): answered with a 302 to
 * the same path with only its set, known names. The path is the request's own, checked as any redirect
 * is; one that would leave the site (or is not a path) goes to `fallback`, the listing's own path.
 */
export function redirectBlankFilters(request: Request, fallback: string): void {
  const url = new URL(request.url);
  if (url.searchParams.has(COUNT_PARAM)) return;
  const clean = withoutBlankFilters(url.searchParams);
  if (!clean) return;
  const path = safeRedirect(url.pathname, fallback);
  const query = clean.toString();
  throw redirect(query ? `${path}?${query}` : path, 302);
}

/** Whether the request asks for the count alone (the sheet's fetcher). */
export function wantsCountOnly(request: Request): boolean {
  return new URL(request.url).searchParams.has(COUNT_PARAM);
}

/**
 * The count alone, for the query it was asked for (the sheet keeps answers by query); null when the
 * Store API could not say, which the sheet shows as a plain "Show products" rather than an error page.
 */
export async function countAnswer(request: Request, total: () => Promise<number>) {
  const params = new URL(request.url).searchParams;
  params.delete(COUNT_PARAM);
  const count = await total().catch(() => null);
  return { kind: "count" as const, for: params.toString(), count };
}
