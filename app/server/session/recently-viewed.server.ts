/**
 * Recently viewed products, kept on the server under the session's `rv` key (decision 083):
 * the cookie carries 22 characters, never the list. Newest first, no duplicates, at most
 * RECENT_MAX; each list lives RECENT_TTL_MS after its last change and at most MAX_SESSIONS
 * lists are kept (the least recently changed go first), so memory stays bounded whatever a
 * flood of sessions does.
 */
export const RECENT_MAX = 12;
const RECENT_TTL_MS = 7 * 24 * 3600 * 1000;
const MAX_SESSIONS = 50_000;

export interface RecentlyViewed {
  /** Puts the product's slug first. */
  add(key: string, slug: string): void;
  /** The slugs, newest first. */
  list(key: string): string[];
}

export function createRecentlyViewed({ max = RECENT_MAX, ttlMs = RECENT_TTL_MS, maxSessions = MAX_SESSIONS, now = Date.now } = {}): RecentlyViewed {
  // A Map iterates in insertion order: re-inserting on change keeps the oldest first for eviction.
  const lists = new Map<string, { slugs: string[]; at: number }>();
  const fresh = (key: string) => {
    const entry = lists.get(key);
    if (!entry) return undefined;
    if (now() - entry.at > ttlMs) {
      lists.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    add(key, slug) {
      const slugs = [slug, ...(fresh(key)?.slugs.filter((s) => s !== slug) ?? [])].slice(0, max);
      lists.delete(key);
      lists.set(key, { slugs, at: now() });
      while (lists.size > maxSessions) {
        const oldest = lists.keys().next().value;
        if (oldest === undefined) break;
        lists.delete(oldest);
      }
    },
    list: (key) => [...(fresh(key)?.slugs ?? [])],
  };
}

let shared: RecentlyViewed | undefined;
export const recentlyViewed = (): RecentlyViewed => (shared ??= createRecentlyViewed());
