/**
 * The catalogue's filter query parsed leniently (a bad value is ignored, never a 500) and turned
 * into the Store API's search query. Server-only so that zod stays out of the catalogue pages'
 * JavaScript (issue 22).
 */
import { z } from "zod";
import { type CatalogueFilters, cleanQuery, defaultSort, PER_PAGE, PRICE_PATTERN, SECTIONS, SLUG, SORTS } from "./catalogue-filters";
import { localBound } from "../money/money";
import { latinDigits } from "../text/digits";

const MAX_PAGE = 10_000;
const MAX_PRICE = 1_000_000_000;
/** A variant id as the filter form writes it: digits, within the database's integer. */
const VARIANT_ID = /^[1-9]\d{0,8}$/;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional()).catch(undefined);

const slug = z.string().regex(SLUG);
// "1,250.50" is how prices are shown, so it is accepted as typed (the spec strips commas); so is "١٬٢٥٠٫٥٠",
// as an Arabic keyboard types it (the Arabic thousands and decimal separators, U+066C and U+066B).
// Only what the form's pattern takes: Number() alone read "1e3", "0x7d0" and "  " as amounts.
const PRICE = new RegExp(`^(?:${PRICE_PATTERN})$`, "v");
const amount = z.preprocess(
  (v) =>
    typeof v !== "string"
      ? v
      : PRICE.test(v)
        ? Number(
            latinDigits(v)
              .replace(/[,\u066C]/g, "")
              .replace(/\u066B/g, ".")
              .trim(),
          )
        : Number.NaN,
  z.number().finite().min(0).max(MAX_PRICE),
);

const FilterQuerySchema = z.object({
  q: z.string().optional().transform(cleanQuery).catch(undefined),
  category: optional(slug),
  brand: optional(slug),
  min_price: optional(amount),
  max_price: optional(amount),
  // Checkboxes send `variant` once per ticked value, in digits; any other spelling ("1e20", "0x10", "١") is dropped:
  // "1e20" passed as a whole number and the Store API's query failed on it (a 500, decision 100).
  variant: z.array(z.string()).transform((list) => [...new Set(list.filter((v) => VARIANT_ID.test(v)).map(Number))].slice(0, 50)),
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
    // The listing's own order is no choice (decision 099): an old link's `sort=newest` reads as none.
    sort: parsed.sort === defaultSort(parsed) ? undefined : parsed.sort,
    section: parsed.section,
    page: parsed.page,
  };
}

/**
 * The Store API's `/store/search` query: prices converted to the local currency it filters on. A store
 * that shows prices with tax (PRICE_DISPLAY=inclusive) asks its bounds and price sorts to read the
 * price with tax (`with_tax`, an extension the reference Store API serves and says back in `meta`;
 * another backend ignores it and reads the price before tax, and the filter's title then says so):
 * "up to 500" then lists nothing shown above 500.
 */
export function toSearchQuery(filters: CatalogueFilters, exchangeRate: number | null | undefined, pricesWithTax = false) {
  const min = filters.minPrice === undefined ? undefined : localBound(filters.minPrice, exchangeRate, "min");
  let max = filters.maxPrice === undefined ? undefined : localBound(filters.maxPrice, exchangeRate, "max");
  // Bounds closer than one local cent in a currency of tiny units hold no local price: the nearest one above
  // is asked rather than bounds the Store API refuses (a 422).
  if (min !== undefined && max !== undefined && max < min) max = min;
  return {
    q: filters.q,
    category: filters.category,
    brand: filters.brand,
    min_price: min,
    max_price: max,
    with_tax: pricesWithTax ? 1 : undefined,
    variants: filters.variants.length > 0 ? filters.variants : undefined,
    sort: filters.sort,
    section: filters.section,
    page: filters.page,
    per_page: PER_PAGE,
  };
}
