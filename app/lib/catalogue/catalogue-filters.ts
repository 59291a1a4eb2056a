/**
 * The catalogue's filter query (category, search and offer pages): what the URL may carry and
 * how it turns back into links. Prices in the URL are in the shopper's currency. Parsing it
 * (zod) is in catalogue-query.server.ts: the filter forms validate in the browser only by their fields'
 * HTML constraints (PRICE_PATTERN), so the catalogue pages do not download zod.
 */
import { OTHER_DIGITS } from "../text/digits";

export const SORTS = ["newest", "price_asc", "price_desc", "best_selling"] as const;
export type Sort = (typeof SORTS)[number];

/** The Store API's product sections: the home page's rows, each listed whole by its "View all" link. */
export const SECTIONS = ["trendy", "featured", "best_sellers", "flash_sale"] as const;
export type Section = (typeof SECTIONS)[number];

/** Products per page: a multiple of 2, 3 and 4 so grids fill their rows. */
export const PER_PAGE = 12;

export interface CatalogueFilters {
  q?: string;
  category?: string;
  brand?: string;
  /** In the shopper's currency, as typed. */
  minPrice?: number;
  maxPrice?: number;
  variants: number[];
  sort?: Sort;
  /** One of the home page's sections (search only). */
  section?: Section;
  page: number;
}

const DIGIT = `0-9${OTHER_DIGITS}`;
/**
 * A price bound as the filter form's `pattern` takes it and the server reads it (decision 099): digits of any
 * keyboard, "," or "٬" between thousands, one "." or "٫" before the fraction. "abc", "-5", "2 000", "1e3" and
 * "0x7d0" are not amounts: the browser refuses them at the field, and a URL carrying one is told so.
 */
export const PRICE_PATTERN = `\\s*(?:[${DIGIT}][${DIGIT},\\u066C]*(?:[.\\u066B][${DIGIT}]*)?|[.\\u066B][${DIGIT}]+)\\s*`;

/** Category and brand slugs: letters (any script), digits, - and _. */
export const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/**
 * Search words as typed, without control characters (a NUL byte makes the Store API answer
 * 500) and cut at 100 characters; blank → undefined.
 */
export function cleanQuery(value: string | null | undefined): string | undefined {
  const text = (value ?? "")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, 100)
    .trim();
  return text === "" ? undefined : text;
}

/**
 * The order a listing has when the shopper chose none, as the Store API orders it: search words list
 * their best matches first (no sort), the best sellers' section by sales, any other listing newest first.
 */
export function defaultSort(filters: Pick<CatalogueFilters, "q" | "section">): Sort | undefined {
  if (filters.q) return undefined;
  return filters.section === "best_sellers" ? "best_selling" : "newest";
}

/** The filters as URL parameters, in a stable order; page 1, the default sort and absent values are left out. */
export function filterParams(filters: CatalogueFilters, change: Partial<CatalogueFilters> = {}): URLSearchParams {
  const f = { ...filters, ...change };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.category) params.set("category", f.category);
  if (f.brand) params.set("brand", f.brand);
  if (f.minPrice !== undefined) params.set("min_price", String(f.minPrice));
  if (f.maxPrice !== undefined) params.set("max_price", String(f.maxPrice));
  for (const v of f.variants) params.append("variant", String(v));
  if (f.sort && f.sort !== defaultSort(f)) params.set("sort", f.sort);
  if (f.section) params.set("section", f.section);
  if (f.page > 1) params.set("page", String(f.page));
  return params;
}

/** A link to `pathname` with the filters (and a change such as another page). */
export function filterHref(pathname: string, filters: CatalogueFilters, change: Partial<CatalogueFilters> = {}): string {
  const query = filterParams(filters, change).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the shopper narrowed the list (used to offer "clear filters"). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return Boolean(filters.brand || filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.variants.length > 0);
}

/** One active filter and the link that lists the same results without it (back at page 1). */
export type FilterRemoval = { href: string } & (
  | { kind: "category"; slug: string }
  | { kind: "brand"; slug: string }
  | { kind: "minPrice" | "maxPrice"; amount: number }
  | { kind: "variant"; id: number }
);

/**
 * The listing's removable chips, in the sheet's order. Plain links, so a chip works without
 * JavaScript; leaving a category also leaves its variants (they are listed per category, spec §7).
 */
export function filterRemovals(pathname: string, filters: CatalogueFilters, withCategory: boolean): FilterRemoval[] {
  const without = (change: Partial<CatalogueFilters>) => filterHref(pathname, filters, { ...change, page: 1 });
  const removals: FilterRemoval[] = [];
  if (withCategory && filters.category) removals.push({ kind: "category", slug: filters.category, href: without({ category: undefined, variants: [] }) });
  if (filters.minPrice !== undefined) removals.push({ kind: "minPrice", amount: filters.minPrice, href: without({ minPrice: undefined }) });
  if (filters.maxPrice !== undefined) removals.push({ kind: "maxPrice", amount: filters.maxPrice, href: without({ maxPrice: undefined }) });
  if (filters.brand) removals.push({ kind: "brand", slug: filters.brand, href: without({ brand: undefined }) });
  for (const id of filters.variants) removals.push({ kind: "variant", id, href: without({ variants: filters.variants.filter((v) => v !== id) }) });
  return removals;
}

/** The query names a listing reads (its filters, sort, page); `lng` and `currency` choose how any page is shown. */
export const LISTING_PARAMS: ReadonlySet<string> = new Set([
  "q",
  "category",
  "brand",
  "min_price",
  "max_price",
  "variant",
  "sort",
  "section",
  "page",
  "lng",
  "currency",
]);

/**
 * Asks a listing's loader for its count alone (the filter sheet's "Show N products" with JavaScript): one
 * Store API search of one product, not the page's products, brands and variants (decision 099).
 */
export const COUNT_PARAM = "_count";

/**
 * The fields a filter form would send, less the blank ones: a GET form submits every field
 * (`?brand=&min_price=`), the listing's URL should carry only what the shopper chose.
 */
export function chosenFields(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  return params;
}

/**
 * A listing URL's query without its blank or unknown names, or null when it carries no blank one
 * (the no-JavaScript form's `?brand=&sort=`, which the server answers with a redirect, decision 099).
 */
export function withoutBlankFilters(params: URLSearchParams): URLSearchParams | null {
  if (![...params].some(([name, value]) => LISTING_PARAMS.has(name) && value.trim() === "")) return null;
  return chosenFields([...params].filter(([name]) => LISTING_PARAMS.has(name)));
}

/**
 * "Clear all": the same listing without what narrows it (price, brand, variants, and a category the shopper
 * chose on the search page); the search words, the sort and a home section's listing stay.
 */
export function clearAllHref(pathname: string, filters: CatalogueFilters): string {
  return filterHref(pathname, { q: filters.q, sort: filters.sort, section: filters.section, variants: [], page: 1 });
}
