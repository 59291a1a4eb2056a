/**
 * A small per-process cache for data every render needs (bootstrap, currencies, …).
 *
 * - single-flight: concurrent `get`s of one key share one loader call;
 * - TTL with jitter: an entry is fresh for `ttlMs` plus a random `0..jitter` share of it,
 *   so entries filled together do not all expire together;
 * - stale-while-revalidate: after the TTL and for `staleMs` more, `get` answers the stale
 *   value at once and starts one background refresh;
 * - stale-if-error: a failed load never replaces a good value. If an older value exists it
 *   is served (and stays servable for `errorRetryMs` before the next load is awaited
 *   again); with no older value the error propagates to every waiting caller and nothing
 *   is cached, so the next `get` tries again;
 * - `invalidate(key?)` drops one key (or all); a load in flight at that moment is not
 *   written back;
 * - `stats()` counts hits (fresh + stale), misses (callers that waited for a loader),
 *   stale hits, loader calls and loader failures.
 *
 * Time comes from `Date.now()` (so fake timers work) unless `now` is given.
 */

export interface CacheOptions {
  /** How long a loaded value is fresh, in ms. */
  ttlMs: number;
  /** 0..1: each entry's TTL is extended by `ttlMs * jitter * random()`. Default 0. */
  jitter?: number;
  /** How long after the TTL a value may still be answered while it refreshes. Default 0. */
  staleMs?: number;
  /**
   * After a failed load with an older value at hand, how long that value is answered
   * (with background refreshes) before callers wait on a load again. Default
   * `max(staleMs, 1000)`.
   */
  errorRetryMs?: number;
  /** Most entries kept; the oldest-written is dropped beyond it. Default 1000. */
  maxEntries?: number;
  /**
   * Called on every failed load, whether an older value was served instead
   * (`servedStale`) or the error went to the callers.
   */
  onLoadError?: (key: string, error: unknown, servedStale: boolean) => void;
  /** Clock and randomness, for tests. */
  now?: () => number;
  random?: () => number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  staleHits: number;
  loads: number;
  loadErrors: number;
  size: number;
}

export interface Cache<T> {
  get(key: string, loader: () => Promise<T>): Promise<T>;
  invalidate(key?: string): void;
  stats(): CacheStats;
}

interface Entry<T> {
  value: T;
  freshUntil: number;
  staleUntil: number;
}

interface Flight<T> {
  promise: Promise<T>;
}

export function createCache<T>(options: CacheOptions): Cache<T> {
  const ttlMs = Math.max(0, options.ttlMs);
  const jitter = Math.min(1, Math.max(0, options.jitter ?? 0));
  const staleMs = Math.max(0, options.staleMs ?? 0);
  const errorRetryMs = Math.max(0, options.errorRetryMs ?? Math.max(staleMs, 1000));
  const maxEntries = Math.max(1, options.maxEntries ?? 1000);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;

  const entries = new Map<string, Entry<T>>();
  const flights = new Map<string, Flight<T>>();
  const counters = { hits: 0, misses: 0, staleHits: 0, loads: 0, loadErrors: 0 };

  function store(key: string, value: T): void {
    const t = now();
    const freshUntil = t + ttlMs + ttlMs * jitter * random();
    entries.delete(key); // re-insert so Map order is write order
    entries.set(key, { value, freshUntil, staleUntil: freshUntil + staleMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /** Start (or join) the one load of `key`. */
  function load(key: string, loader: () => Promise<T>): Promise<T> {
    const existing = flights.get(key);
    if (existing) return existing.promise;

    counters.loads++;
    let started: Promise<T>;
    try {
      started = Promise.resolve(loader());
    } catch (error) {
      started = Promise.reject(error);
    }
    const flight: Flight<T> = {
      promise: started.then(
        (value) => {
          // Write back only if not invalidated meanwhile.
          if (flights.get(key) === flight) {
            flights.delete(key);
            store(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (flights.get(key) === flight) flights.delete(key);
          counters.loadErrors++;
          const previous = entries.get(key);
          options.onLoadError?.(key, error, previous !== undefined);
          if (previous) {
            // Keep answering the old value for a while; refresh again in the background.
            const t = now();
            previous.staleUntil = Math.max(previous.staleUntil, t + errorRetryMs);
            previous.freshUntil = Math.min(previous.freshUntil, t);
            return previous.value;
          }
          throw error;
        },
      ),
    };
    flights.set(key, flight);
    return flight.promise;
  }

  return {
    get(key, loader) {
      const entry = entries.get(key);
      const t = now();
      if (entry && t < entry.freshUntil) {
        counters.hits++;
        return Promise.resolve(entry.value);
      }
      if (entry && t < entry.staleUntil) {
        counters.hits++;
        counters.staleHits++;
        if (!flights.has(key)) {
          // Failures are reported through onLoadError; the stale value stays.
          load(key, loader).catch(() => {});
        }
        return Promise.resolve(entry.value);
      }
      counters.misses++;
      return load(key, loader);
    },

    invalidate(key) {
      if (key === undefined) {
        entries.clear();
        flights.clear();
      } else {
        entries.delete(key);
        flights.delete(key);
      }
    },

    stats() {
      return { ...counters, size: entries.size };
    },
  };
}
