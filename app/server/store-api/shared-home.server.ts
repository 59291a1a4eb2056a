/**
 * The home page's products as a visitor sees them, shared by every shopper in the process (issue 39,
 * decision 086; decision 105 for a backend that is down). Fresh for PAGE_CACHE_SECONDS, as a visitor's
 * cached page is; when a load fails (the Store API down or slow), the last answer is served instead of a
 * 503, as the categories and brands already are. A customer's favourite flags are put on it per view.
 */
import type { Home, ProductSummary } from "~/lib/schemas/catalogue";
import type { Lang } from "~/lib/text/i18n";
import { type CacheStats, createCache } from "./cache.server";
import { fromClient, getHome } from "./catalogue.server";
import type { StoreApiClient } from "./client.server";

export interface SharedHome {
  get(lang: Lang, requestId: string): Promise<Home>;
  stats(): CacheStats;
}

export function createSharedHome(client: StoreApiClient, ttlMs: number, onLoadError?: (lang: string, error: unknown) => void): SharedHome {
  // No stale window: within its life a copy is answered, after it the Store API is asked; a failed ask keeps the last copy.
  const cache = createCache<Home>({ ttlMs, maxEntries: 4, onLoadError: (lang, error) => onLoadError?.(lang, error) });
  return {
    get: (lang, requestId) => cache.get(lang, () => getHome(fromClient(client, lang, { requestId }))),
    stats: () => cache.stats(),
  };
}

/** The home with `each` applied to every product it lists (its rows, flash sales and offers). */
export function mapHomeProducts(home: Home, each: <P extends ProductSummary>(p: P) => P): Home {
  const all = <P extends ProductSummary>(list: P[]): P[] => list.map(each);
  return {
    ...home,
    trendy: all(home.trendy),
    featured: all(home.featured),
    best_sellers: all(home.best_sellers),
    flash_sales: home.flash_sales.map((s) => ({ ...s, products: all(s.products) })),
    offers: home.offers.map((o) => ({ ...o, products: all(o.products) })),
  };
}

/** The shared home with the customer's favourite flags on its products. */
export function homeWithFavourites(home: Home, ids: ReadonlySet<number>): Home {
  return mapHomeProducts(home, (p) => ({ ...p, is_favourite: ids.has(p.id) ? 1 : 0 }));
}
