/**
 * What a listing's loader does before it reads the catalogue (decision 099): its filters read from the
 * URL, a URL carrying blank filters sent to its clean form, and a count request answered with the count alone.
 */
import { redirect } from "react-router";
import { safeRedirect } from "../security/safe-redirect";
import { type CatalogueFilters, COUNT_PARAM, withoutBlankFilters } from "./catalogue-filters";
import { parseFilters } from "./catalogue-query.server";

/**
 * The listing's filters, read once from the request's URL. The no-JavaScript filter form sends every field
 * (`?brand=&min_price=&sort=`): answered with a 302 to the same path with only its set, known names. Price
 * bounds are written as the page reads them (decision 099): "١٠٠٠" as 1000, a reversed range the right way
 * round, one that is no amount left out, so the URL, the fields and the chips say the same. The path is the
 * request's own, checked as any redirect is; one that would leave the site (or is not a path) goes to
 * `fallback`, the listing's own path. A count request is never redirected. A bound left out because it is
 * no amount ("abc", "-5") is told to `sayUnread` with what was typed, so the page can say why it lists more.
 */
export function listingFilters(request: Request, fallback: string, sayUnread?: (typed: string) => void): CatalogueFilters {
  const url = new URL(request.url);
  const blankless = url.searchParams.has(COUNT_PARAM) ? null : withoutBlankFilters(url.searchParams);
  const params = blankless ?? url.searchParams;
  const filters = parseFilters(params);
  if (url.searchParams.has(COUNT_PARAM)) return filters;
  const clean = withPricesAsRead(params, filters);
  if (!blankless && !clean) return filters;
  const unread = unreadPrice(params, filters);
  if (unread !== null) sayUnread?.(unread);
  const path = safeRedirect(url.pathname, fallback);
  const query = (clean ?? params).toString();
  throw redirect(query ? `${path}?${query}` : path, 302);
}

/** The query with its price bounds as read, or null when they are written so already. */
function withPricesAsRead(params: URLSearchParams, { minPrice, maxPrice }: CatalogueFilters): URLSearchParams | null {
  const read = { min_price: minPrice, max_price: maxPrice };
  const names = ["min_price", "max_price"] as const;
  if (names.every((name) => params.getAll(name).join() === (read[name] === undefined ? "" : String(read[name])))) return null;
  const next = new URLSearchParams(params);
  for (const name of names) {
    const value = read[name];
    if (value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The first price bound given but not read as an amount, as typed (at most 40 characters), or null. */
function unreadPrice(params: URLSearchParams, { minPrice, maxPrice }: CatalogueFilters): string | null {
  for (const [name, read] of [
    ["min_price", minPrice],
    ["max_price", maxPrice],
  ] as const) {
    const typed = params.get(name)?.trim();
    if (typed && read === undefined) return typed.slice(0, 40);
  }
  return null;
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
