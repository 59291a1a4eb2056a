/**
 * A signed-in customer's own answers that only they change (decision 086): their profile, their
 * addresses and their favourites, asked on many pages of one visit (every account page asks
 * `store/me`; every product page their favourites). Kept per access token and per the session's
 * count of changes: any change the customer sends (any call but a GET) moves the count, so no
 * instance answers from before it; a new token (sign-in, refresh) starts afresh. What changes
 * without them (orders, the cart, stock) is never kept here. An answer is kept at most
 * SHARED_CACHE_TTL_SECONDS, which bounds a change made elsewhere (another device, the store).
 */
import { createHash } from "node:crypto";
import type { Lang } from "~/lib/text/i18n";
import { createCache, type Cache, type CacheStats } from "./cache.server";
import type { Query, StoreResponse } from "./client.server";

const KEPT = new Set(["store/me", "store/account/addresses", "store/account/favourites"]);

export interface CustomerCache {
  /** The answer for this customer's GET of `path`: kept, or loaded and kept when the path is one of theirs. */
  get<T>(
    who: { token: string; generation: number; lang: Lang },
    path: string,
    query: Query | undefined,
    load: () => Promise<StoreResponse<T>>,
  ): Promise<StoreResponse<T>>;
  stats(): CacheStats;
}

export function createCustomerCache(ttlMs: number): CustomerCache {
  // Bounded: a few kilobytes an answer, three answers a customer.
  const cache: Cache<StoreResponse<unknown>> = createCache<StoreResponse<unknown>>({ ttlMs, maxEntries: 3000 });
  return {
    get(who, path, query, load) {
      if (ttlMs <= 0 || !KEPT.has(path) || query) return load();
      // The token is not kept in memory as it is: its hash names the customer's session.
      const session = createHash("sha256").update(who.token).digest("base64url");
      return cache.get(`${session}\u0000${who.generation}\u0000${who.lang}\u0000${path}`, load) as ReturnType<typeof load>;
    },
    stats: () => cache.stats(),
  };
}
