/**
 * The catalogue's filter query (category, search and offer pages): what the URL may carry,
 * parsed leniently (a bad value is ignored, never a 500), and turned into the Store API's
 * search query and back into links. Prices in the URL are in the shopper's currency.
 */
import { z } from "~/lib/zod";
import { toLocalAmount } from "./money";

export const SORTS = ["newest", "price_asc", "price_desc", "best_selling"] as const;
export type Sort = (typeof SORTS)[number];

/** The Store API's product sections: the home page's rows, each listed whole by its "View all" link. */
export const SECTIONS = ["trendy", "featured", "best_sellers", "flash_sale"] as const;
export type Section = (typeof SECTIONS)[number];

/** Products per page: a multiple of 2, 3 and 4 so grids fill their rows. */
export const PER_PAGE = 12;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000_000;

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

/** Category and brand slugs: letters (any script), digits, - and _. */
export const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

const slug = z.string().regex(SLUG);
// "1,250.50" is how prices are shown, so it is accepted as typed (the spec strips commas).
const amount = z.preprocess((v) => (typeof v === "string" ? Number(v.replace(/,/g, "").trim()) : v), z.number().finite().min(0).max(MAX_PRICE));

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

const FilterQuerySchema = z.object({
  q: z.string().optional().transform(cleanQuery).catch(undefined),
  category: optional(slug),
  brand: optional(slug),
  min_price: optional(amount),
  max_price: optional(amount),
  // Checkboxes send `variant` once per ticked value; ids that are not whole numbers are dropped.
  variant: z.array(z.string()).transform((list) => [...new Set(list.map(Number).filter((n) => Number.isInteger(n) && n > 0))].slice(0, 50)),
  sort: optional(z.enum(SORTS)),
  section: optional(z.enum(SECTIONS)),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE)).catch(1),
});

export function parseFilters(params: URLSearchParams): CatalogueFilters {
  const raw = {
    q: params.get("q") ?? undefined,
    category: params.get("category") ?? undefined,
    brand: params.get("brand") ?? undefined,
    min_price: params.get("min_price") ?? undefined,
    max_price: params.get("max_price") ?? undefined,
    variant: params.getAll("variant"),
    sort: params.get("sort") ?? undefined,
    section: params.get("section") ?? undefined,
    page: params.get("page") ?? undefined,
  };
  const parsed = FilterQuerySchema.parse(raw);
  let { min_price: minPrice, max_price: maxPrice } = parsed;
  // A reversed range is read as meant (the Store API would refuse it with a 422).
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: parsed.q,
    category: parsed.category,
    brand: parsed.brand,
    minPrice,
    maxPrice,
    variants: parsed.variant,
    sort: parsed.sort,
    section: parsed.section,
    page: parsed.page,
  };
}

/** The Store API's `/store/search` query: prices converted to the local currency it filters on. */
export function toSearchQuery(filters: CatalogueFilters, exchangeRate: number | null | undefined) {
  return {
    q: filters.q,
    category: filters.category,
    brand: filters.brand,
    min_price: filters.minPrice === undefined ? undefined : toLocalAmount(filters.minPrice, exchangeRate),
    max_price: filters.maxPrice === undefined ? undefined : toLocalAmount(filters.maxPrice, exchangeRate),
    variants: filters.variants.length > 0 ? filters.variants : undefined,
    sort: filters.sort,
    section: filters.section,
    page: filters.page,
    per_page: PER_PAGE,
  };
}

/** The filters as URL parameters, in a stable order; page 1 and absent values are left out. */
export function filterParams(filters: CatalogueFilters, change: Partial<CatalogueFilters> = {}): URLSearchParams {
  const f = { ...filters, ...change };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.category) params.set("category", f.category);
  if (f.brand) params.set("brand", f.brand);
  if (f.minPrice !== undefined) params.set("min_price", String(f.minPrice));
  if (f.maxPrice !== undefined) params.set("max_price", String(f.maxPrice));
  for (const v of f.variants) params.append("variant", String(v));
  if (f.sort) params.set("sort", f.sort);
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
