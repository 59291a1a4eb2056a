/**
 * One policy for the data every render shares (bootstrap, currencies, categories, brands,
 * pages), from SHARED_CACHE_* (docs/decisions/028-shared-cache-staleness.md). Each instance
 * caches on its own; the bound below is how long a change made in the Store API can take to
 * reach every instance.
 */
import type { CachePolicy } from "../store-api/catalogue-basics.server";
import type { Env } from "../env.server";

export function sharedCachePolicy(env: Pick<Env, "SHARED_CACHE_TTL_SECONDS" | "SHARED_CACHE_JITTER" | "SHARED_CACHE_STALE_SECONDS">): Required<CachePolicy> {
  return {
    ttlMs: env.SHARED_CACHE_TTL_SECONDS * 1000,
    jitter: env.SHARED_CACHE_JITTER,
    staleMs: env.SHARED_CACHE_STALE_SECONDS * 1000,
  };
}

/**
 * Worst case, in ms: a value loaded just before the change stays fresh for ttl·(1+jitter), then
 * may be answered stale for `stale` more while it refreshes; after that no instance answers it.
 */
export function stalenessBoundMs(policy: Required<CachePolicy>): number {
  return policy.ttlMs * (1 + policy.jitter) + policy.staleMs;
}
