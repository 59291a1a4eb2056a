import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCache } from "../store-api/cache.server";
import { parseEnv } from "../env.server";
import { sharedCachePolicy, stalenessBoundMs } from "./shared-cache-policy.server";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe("shared cache staleness bound", () => {
  it("comes from SHARED_CACHE_* with documented defaults", () => {
    const defaults = sharedCachePolicy(parseEnv({}));
    expect(defaults).toEqual({ ttlMs: 30_000, jitter: 0.2, staleMs: 300_000 });
    expect(stalenessBoundMs(defaults)).toBe(336_000);
    const custom = sharedCachePolicy(parseEnv({ SHARED_CACHE_TTL_SECONDS: "10", SHARED_CACHE_JITTER: "0.5", SHARED_CACHE_STALE_SECONDS: "20" }));
    expect(stalenessBoundMs(custom)).toBe(35_000);
    expect(() => parseEnv({ SHARED_CACHE_JITTER: "2" })).toThrow(/SHARED_CACHE_JITTER/);
  });

  // Two instances, each with its own cache, loaded at different moments; the Store API's value changes right after.
  for (const [name, random, requestEveryMs] of [
    ["the longest jitter, no traffic until the bound", 0.9999, 0],
    ["no jitter, steady traffic", 0, 1_000],
    ["random jitter, sparse traffic", Math.random(), 7_000],
  ] as const) {
    it(`a changed value is answered by every instance within ttl·(1+jitter)+stale (${name})`, async () => {
      const policy = sharedCachePolicy(parseEnv({ SHARED_CACHE_TTL_SECONDS: "10", SHARED_CACHE_JITTER: "0.5", SHARED_CACHE_STALE_SECONDS: "20" }));
      const bound = stalenessBoundMs(policy);
      let upstream = "old";
      const loader = async () => upstream;
      const instances = [createCache<string>({ ...policy, random: () => random }), createCache<string>({ ...policy, random: () => random })];
      for (const cache of instances) {
        expect(await cache.get("en", loader)).toBe("old");
        await vi.advanceTimersByTimeAsync(1_000);
      }
      upstream = "new";
      const changedAt = Date.now();
      if (requestEveryMs > 0) {
        while (Date.now() - changedAt < bound) {
          for (const cache of instances) await cache.get("en", loader);
          await vi.advanceTimersByTimeAsync(requestEveryMs);
        }
      } else {
        await vi.advanceTimersByTimeAsync(bound);
      }
      expect(Date.now() - changedAt).toBeGreaterThanOrEqual(bound);
      for (const cache of instances) expect(await cache.get("en", loader)).toBe("new");
    });
  }

  it("the bound is tight: just before it an idle instance may still answer the old value", async () => {
    const policy = sharedCachePolicy(parseEnv({ SHARED_CACHE_TTL_SECONDS: "10", SHARED_CACHE_JITTER: "0.5", SHARED_CACHE_STALE_SECONDS: "20" }));
    let upstream = "old";
    const cache = createCache<string>({ ...policy, random: () => 0.9999 });
    expect(await cache.get("en", async () => upstream)).toBe("old");
    upstream = "new";
    await vi.advanceTimersByTimeAsync(stalenessBoundMs(policy) - 10);
    expect(await cache.get("en", async () => upstream)).toBe("old");
  });
});
