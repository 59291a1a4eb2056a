/**
 * Search suggestions (issue 42 item 1, decision 082): a few products from the Store API's own
 * search, and the categories and brands whose names match, in either language. Categories and
 * brands are matched here over the cached lists with the Store API's folding rules
 * (store-api/lib/search-text.ts, copied in ~/lib/text/search-fold), so "اسعار" finds "أسعار" in a brand as it does in a product.
 */
import { z } from "zod";
import { searchField, searchTerms, termForms } from "~/lib/text/search-fold";
import type { Brand, Category, ProductSummary } from "~/lib/schemas/catalogue";
import { brandPath, categoryPath, productPath } from "~/lib/catalogue/catalogue-urls";
import { flattenCategories } from "~/lib/catalogue/category-tree";
import { mediaUrl } from "~/lib/catalogue/media";
import { formatPrice, type SelectedCurrency } from "~/lib/money/money";
import { priceAfterDiscount, shownUnitPrice, type PriceDisplay } from "~/lib/money/pricing";
import { nameAndVariant, type SuggestedLink, type SuggestedProduct, type Suggestions } from "~/lib/catalogue/suggestions";
import { createCache, type Cache } from "./cache.server";
import { fromClient, searchProducts } from "./catalogue.server";
import type { StoreApiClient, StoreLang } from "./client.server";

export const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_NAMES = 4;
/** The header's box takes at most this many characters; anything longer is not typing. */
export const SUGGEST_MAX_LENGTH = 100;

export const NO_SUGGESTIONS: Suggestions = { products: [], categories: [], brands: [] };

/**
 * What is worth asking about: text of at most 100 characters without control characters, with
 * at least two letters or digits once folded. Anything else is `null` (no suggestions, no error).
 */
const QuerySchema = z
  .string()
  .max(SUGGEST_MAX_LENGTH)
  .refine((q) => !/[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u.test(q))
  .transform((q) => searchTerms(q))
  .refine((terms): terms is string[] => terms !== null && terms.join("").length >= 2);

/** The query's search terms, or null when it gets no suggestions. */
export function suggestionTerms(q: unknown): string[] | null {
  const parsed = QuerySchema.safeParse(q);
  return parsed.success ? parsed.data : null;
}

/** Every term (in one of its forms) is inside the folded words of one of the names, as the Store API matches products. */
export function namesMatch(terms: readonly string[], folded: readonly string[]): boolean {
  return terms.every((term) => termForms(term).some((form) => folded.some((name) => name.includes(form))));
}

interface Named {
  name: string;
  url: string;
  folded: string[];
}

/** Folded names per cached list: a list is the same array until its cache reloads it. */
const foldedLists = new WeakMap<object, Named[]>();

function namedOnce(key: object, build: () => Named[]): Named[] {
  let list = foldedLists.get(key);
  if (!list) {
    list = build();
    foldedLists.set(key, list);
  }
  return list;
}

/** Categories under this language's names, each matched by its names in both languages. */
function categoryNames(shown: Category[], other: Category[]): Named[] {
  return namedOnce(shown, () => {
    const otherNames = new Map(flattenCategories(other).map(({ category }) => [category.id, category.name]));
    return flattenCategories(shown).map(({ category }) => ({
      name: category.name,
      url: categoryPath(category.slug),
      folded: [searchField(category.name), searchField(otherNames.get(category.id))],
    }));
  });
}

function brandNames(shown: Brand[], other: Brand[]): Named[] {
  return namedOnce(shown, () => {
    const otherNames = new Map(other.map((b) => [b.id, b.name]));
    return shown.map((b) => ({ name: b.name, url: brandPath(b.slug), folded: [searchField(b.name), searchField(otherNames.get(b.id))] }));
  });
}

export function matchNames(terms: readonly string[], names: readonly Named[], limit = SUGGESTED_NAMES): SuggestedLink[] {
  const found: SuggestedLink[] = [];
  for (const named of names) {
    if (found.length === limit) break;
    if (namesMatch(terms, named.folded)) found.push({ name: named.name, url: named.url });
  }
  return found;
}

export function matchCategories(terms: readonly string[], shown: Category[], other: Category[]): SuggestedLink[] {
  return matchNames(terms, categoryNames(shown, other));
}

export function matchBrands(terms: readonly string[], shown: Brand[], other: Brand[]): SuggestedLink[] {
  return matchNames(terms, brandNames(shown, other));
}

/** A product as the list shows it: the price the card shows (after the discount, with tax when inclusive), in the shopper's currency. */
export function toSuggestedProduct(p: ProductSummary, currency: SelectedCurrency | null, display: PriceDisplay, logo: string | null): SuggestedProduct {
  const [name, variant] = nameAndVariant(p.name);
  return {
    name,
    variant,
    url: productPath(p),
    image: mediaUrl(p.image ?? logo, "80x80"),
    price: formatPrice(shownUnitPrice(priceAfterDiscount(p.price, p.discount), p.tax, display), currency),
  };
}

/**
 * The products found for a query, per language and folded query, shared by every shopper: asked
 * as nobody in particular (no favourites in the answer), prices in the local currency, so one
 * entry serves every currency. Short-lived, as a product's price or stock may change.
 */
const PRODUCT_CACHE = { ttlMs: 30_000, jitter: 0.2, staleMs: 120_000, maxEntries: 5000 };
const productCaches = new WeakMap<StoreApiClient, Cache<ProductSummary[]>>();

export function suggestedProducts(client: StoreApiClient, lang: StoreLang, terms: readonly string[], requestId?: string): Promise<ProductSummary[]> {
  let cache = productCaches.get(client);
  if (!cache) {
    cache = createCache<ProductSummary[]>(PRODUCT_CACHE);
    productCaches.set(client, cache);
  }
  const q = terms.join(" ");
  return cache.get(`${lang} ${q}`, () =>
    searchProducts(fromClient(client, lang, { requestId }), { q, per_page: SUGGESTED_PRODUCTS }).then((page) => page.products.slice(0, SUGGESTED_PRODUCTS)),
  );
}
