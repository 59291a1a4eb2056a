/**
 * A product page for a signed-in customer (issue 39, decision 086). What the page shows of the
 * catalogue (the product, its variants, reviews, related items) is the visitor's answer, so it comes
 * from a per-process cache shared by every customer; only what is the customer's own, which of those
 * products they keep as favourites, is asked of the Store API on every view, so it is never older
 * than the view. The shared answer is as fresh as a visitor's page (PAGE_CACHE_SECONDS).
 */
import type { Product } from "~/lib/schemas/catalogue";
import { languages, type Lang } from "~/lib/text/i18n";
import { createCache, type Cache } from "./cache.server";
import { fromClient, getProduct } from "./catalogue.server";
import type { StoreApiClient } from "./client.server";

export interface SharedProducts {
  /** The visitor's answer for `slug` in `lang`. */
  get(lang: Lang, slug: string, requestId: string): Promise<Product>;
  /** After a change the customer made to it (their review): the next view, theirs first, asks again. */
  forget(slug: string): void;
}

/** Visitors' product answers, shared for `ttlMs` (0: asked every time). */
export function createSharedProducts(client: StoreApiClient, ttlMs: number): SharedProducts {
  const load = (lang: Lang, slug: string, requestId: string) => getProduct(fromClient(client, lang, { requestId }), slug);
  if (ttlMs <= 0) return { get: load, forget: () => {} };
  // Bounded like the page cache: a crawl through every product evicts the oldest, not the process.
  const cache: Cache<Product> = createCache<Product>({ ttlMs, maxEntries: 500 });
  const key = (lang: Lang, slug: string) => `${lang}\u0000${slug}`;
  return {
    get: (lang, slug, requestId) => cache.get(key(lang, slug), () => load(lang, slug, requestId)),
    forget: (slug) => {
      for (const lang of languages) cache.invalidate(key(lang, slug));
    },
  };
}

/** The shared product with the customer's favourite flags on it and on its related items. */
export function withFavourites(product: Product, ids: ReadonlySet<number>): Product {
  const flag = (id: number): 0 | 1 => (ids.has(id) ? 1 : 0);
  return { ...product, is_favourite: flag(product.id), related: product.related.map((p) => ({ ...p, is_favourite: flag(p.id) })) };
}
