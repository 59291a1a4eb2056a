/**
 * Recently viewed products, kept on the server under the session's `rv` key (decision 083):
 * the cookie carries 22 characters, never the list. Newest first, no duplicates, at most
 * RECENT_MAX; each list lives RECENT_TTL_MS after its last change.
 *
 * With REDIS_URL the lists live in Redis, so every instance behind a load balancer shows the
 * same row; while Redis is down or slow, this process's memory answers instead (the row then
 * shows what this instance saw), as the rate limits do. Without REDIS_URL they live in memory.
 */
import { createClient } from "redis";
import { getEnv } from "../env.server";
import { log as appLog } from "../observe/log.server";

export const RECENT_MAX = 12;
const RECENT_TTL_MS = 7 * 24 * 3600 * 1000;
const MAX_SESSIONS = 50_000;

export interface RecentlyViewed {
  /** Puts the product's slug first. */
  add(key: string, slug: string): Promise<void>;
  /** The slugs, newest first. */
  list(key: string): Promise<string[]>;
}

/** In memory: at most `maxSessions` lists (the least recently changed go first), so a flood of sessions cannot grow it without bound. */
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
    async add(key, slug) {
      const slugs = [slug, ...(fresh(key)?.slugs.filter((s) => s !== slug) ?? [])].slice(0, max);
      lists.delete(key);
      lists.set(key, { slugs, at: now() });
      while (lists.size > maxSessions) {
        const oldest = lists.keys().next().value;
        if (oldest === undefined) break;
        lists.delete(oldest);
      }
    },
    list: async (key) => [...(fresh(key)?.slugs ?? [])],
  };
}

type Log = (level: "warn", msg: string, data?: Record<string, unknown>) => void;

export interface RedisRecentOptions {
  max?: number;
  ttlMs?: number;
  /** Key prefix, so several stores may share one Redis. */
  prefix?: string;
  /** How long one call may wait for Redis before memory answers. */
  timeoutMs?: number;
  log?: Log;
}

/** In Redis (a list per session: LREM, LPUSH, LTRIM, PEXPIRE in one MULTI), with memory as the stand-in while Redis cannot answer. */
export function createRedisRecentlyViewed(
  url: string,
  options: RedisRecentOptions = {},
): RecentlyViewed & { /** Settles once Redis first answers (true) or fails (false). */ connected: Promise<boolean>; close(): Promise<void> } {
  const { max = RECENT_MAX, ttlMs = RECENT_TTL_MS, prefix = "rv:", timeoutMs = 300, log = appLog } = options;
  const memory = createRecentlyViewed({ max, ttlMs });
  let lastWarning = 0;
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    log("warn", "Recently viewed Redis unavailable; lists are kept per instance", { error: String(error) });
  };
  const client = createClient({
    url,
    // Without the offline queue, calls fail at once while disconnected, and memory answers.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  client.on("error", warn);
  const connected = new Promise<boolean>((resolve) => {
    client.once("ready", () => resolve(true));
    client.once("error", () => resolve(false));
  });
  // node-redis keeps reconnecting after a failed first attempt, so this may never settle: calls read `isReady` instead.
  client.connect().catch(warn);
  const within = <T>(work: () => Promise<T>) => {
    // Not connected (yet, or any more): memory answers at once rather than after the timeout.
    if (!client.isReady) return Promise.reject(new Error("Redis not connected"));
    return Promise.race([work(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error("Redis timed out")), timeoutMs).unref())]);
  };

  return {
    connected,
    async add(key, slug) {
      await memory.add(key, slug);
      try {
        await within(() =>
          client
            .multi()
            .lRem(prefix + key, 0, slug)
            .lPush(prefix + key, slug)
            .lTrim(prefix + key, 0, max - 1)
            .pExpire(prefix + key, ttlMs)
            .exec(),
        );
      } catch (error) {
        warn(error);
      }
    },
    async list(key) {
      try {
        return await within(() => client.lRange(prefix + key, 0, max - 1));
      } catch (error) {
        warn(error);
        return memory.list(key);
      }
    },
    async close() {
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

let shared: RecentlyViewed | undefined;
export const recentlyViewed = (): RecentlyViewed => {
  if (!shared) {
    const url = getEnv().REDIS_URL;
    shared = url ? createRedisRecentlyViewed(url) : createRecentlyViewed();
  }
  return shared;
};
