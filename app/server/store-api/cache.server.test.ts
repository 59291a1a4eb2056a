import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCache } from "./cache.server";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Let queued promise callbacks run. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("createCache", () => {
  it("single-flight: concurrent gets for one key share one loader call", async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    const d = deferred<string>();
    const loader = vi.fn(() => d.promise);
    const all = Promise.all(Array.from({ length: 20 }, () => cache.get("k", loader)));
    d.resolve("v");
    expect(await all).toEqual(Array(20).fill("v"));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ misses: 20, hits: 0, loads: 1, size: 1 });
  });

  it("keeps keys apart", async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    const loader = vi.fn(async () => "x");
    await Promise.all([cache.get("ar", loader), cache.get("en", loader), cache.get("ar", loader)]);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("serves from cache within the TTL and reloads after it", async () => {
    const cache = createCache<number>({ ttlMs: 1000 });
    let n = 0;
    const loader = vi.fn(async () => ++n);
    expect(await cache.get("k", loader)).toBe(1);
    await advance(999);
    expect(await cache.get("k", loader)).toBe(1);
    await advance(2);
    expect(await cache.get("k", loader)).toBe(2);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it("adds random jitter of up to jitter × TTL", async () => {
    const cache = createCache<number>({ ttlMs: 1000, jitter: 0.5, random: () => 1 });
    let n = 0;
    const loader = async () => ++n;
    await cache.get("k", loader);
    await advance(1400);
    expect(await cache.get("k", loader)).toBe(1); // 1000 + 500 jitter
    await advance(101);
    expect(await cache.get("k", loader)).toBe(2);
  });

  it("jitter spreads expiry between TTL and TTL × (1 + jitter) with Math.random", async () => {
    const spy = vi.spyOn(Math, "random").mockReturnValue(0.25);
    const cache = createCache<number>({ ttlMs: 1000, jitter: 0.2 });
    let n = 0;
    const loader = async () => ++n;
    await cache.get("k", loader);
    await advance(1049);
    expect(await cache.get("k", loader)).toBe(1); // 1000 + 0.2 * 0.25 * 1000 = 1050
    await advance(2);
    expect(await cache.get("k", loader)).toBe(2);
    spy.mockRestore();
  });

  it("stale-while-revalidate: answers stale at once and refreshes once in the background", async () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 5000 });
    const first = vi.fn(async () => "old");
    await cache.get("k", first);
    await advance(1500);

    const d = deferred<string>();
    const refresh = vi.fn(() => d.promise);
    const answers = await Promise.all([cache.get("k", refresh), cache.get("k", refresh), cache.get("k", refresh)]);
    expect(answers).toEqual(["old", "old", "old"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ staleHits: 3 });

    d.resolve("new");
    await flush();
    expect(await cache.get("k", refresh)).toBe("new");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("past TTL + staleMs callers wait for a fresh load", async () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 1000 });
    await cache.get("k", async () => "old");
    await advance(2001);
    const loader = vi.fn(async () => "new");
    expect(await cache.get("k", loader)).toBe("new");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("a failed loader with nothing cached: error reaches every waiter, nothing is cached", async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    const d = deferred<string>();
    const failing = vi.fn(() => d.promise);
    const a = cache.get("k", failing);
    const b = cache.get("k", failing);
    d.reject(new Error("upstream down"));
    await expect(a).rejects.toThrow("upstream down");
    await expect(b).rejects.toThrow("upstream down");
    expect(failing).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ size: 0, loadErrors: 1 });

    const ok = vi.fn(async () => "v");
    expect(await cache.get("k", ok)).toBe("v");
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it("a loader that throws synchronously is treated like a rejected one", async () => {
    const cache = createCache<string>({ ttlMs: 1000 });
    await expect(
      cache.get("k", () => {
        throw new Error("sync");
      }),
    ).rejects.toThrow("sync");
    expect(await cache.get("k", async () => "v")).toBe("v");
  });

  it("a failed background refresh keeps serving the stale value and reports it", async () => {
    const onLoadError = vi.fn();
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 5000, onLoadError });
    await cache.get("k", async () => "good");
    await advance(1500);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("boom");
    });
    expect(await cache.get("k", failing)).toBe("good");
    await flush();
    expect(onLoadError).toHaveBeenCalledWith("k", expect.any(Error), true);
    expect(await cache.get("k", failing)).toBe("good");
    expect(cache.stats()).toMatchObject({ size: 1, loadErrors: 2 });

    // The next successful refresh replaces it.
    expect(await cache.get("k", async () => "better")).toBe("good");
    await flush();
    expect(await cache.get("k", failing)).toBe("better");
  });

  it("a failed load past the stale window serves the older value instead of the error", async () => {
    const cache = createCache<string>({ ttlMs: 1000, staleMs: 0, errorRetryMs: 3000 });
    await cache.get("k", async () => "good");
    await advance(10_000);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("boom");
    });
    expect(await cache.get("k", failing)).toBe("good");
    expect(failing).toHaveBeenCalledTimes(1);
    // For errorRetryMs the old value is answered at once, refreshed in the background.
    await advance(1000);
    expect(await cache.get("k", failing)).toBe("good");
    await flush();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("invalidate(key) drops one key; invalidate() drops all", async () => {
    const cache = createCache<string>({ ttlMs: 10_000 });
    const loader = vi.fn(async () => "v");
    await cache.get("a", loader);
    await cache.get("b", loader);
    cache.invalidate("a");
    expect(cache.stats().size).toBe(1);
    await cache.get("a", loader);
    await cache.get("b", loader);
    expect(loader).toHaveBeenCalledTimes(3);
    cache.invalidate();
    expect(cache.stats().size).toBe(0);
    await cache.get("b", loader);
    expect(loader).toHaveBeenCalledTimes(4);
  });

  it("a load in flight during invalidate is not written back", async () => {
    const cache = createCache<string>({ ttlMs: 10_000 });
    const d = deferred<string>();
    const pending = cache.get("k", () => d.promise);
    cache.invalidate("k");
    const fresh = vi.fn(async () => "fresh");
    const after = cache.get("k", fresh); // starts its own load
    d.resolve("outdated");
    expect(await pending).toBe("outdated");
    expect(await after).toBe("fresh");
    expect(await cache.get("k", fresh)).toBe("fresh");
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("keeps at most maxEntries", async () => {
    const cache = createCache<number>({ ttlMs: 10_000, maxEntries: 2 });
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.stats().size).toBe(2);
    const loader = vi.fn(async () => 9);
    expect(await cache.get("a", loader)).toBe(9);
    expect(await cache.get("c", loader)).toBe(3);
  });
});
