import { describe, expect, it } from "vitest";
import { createRecentlyViewed, RECENT_MAX } from "./recently-viewed.server";

describe("recently viewed (decision 083)", () => {
  it("lists the newest first, once each", async () => {
    const store = createRecentlyViewed();
    for (const slug of ["a", "b", "c", "a"]) await store.add("k", slug);
    expect(await store.list("k")).toEqual(["a", "c", "b"]);
    expect(await store.list("other")).toEqual([]);
  });

  it("keeps at most twelve", async () => {
    const store = createRecentlyViewed();
    for (let i = 1; i <= 15; i++) await store.add("k", `p${i}`);
    const list = await store.list("k");
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe("p15");
    expect(list.at(-1)).toBe("p4");
  });

  it("forgets a list after its time and the least recently changed one past the cap", async () => {
    let clock = 0;
    const store = createRecentlyViewed({ ttlMs: 1000, maxSessions: 2, now: () => clock });
    await store.add("a", "x");
    clock = 500;
    await store.add("b", "y");
    await store.add("c", "z");
    expect(await store.list("a")).toEqual([]);
    expect(await store.list("b")).toEqual(["y"]);
    clock = 1600;
    expect(await store.list("b")).toEqual([]);
    expect(await store.list("c")).toEqual([]);
  });

  it("hands out a copy: a caller cannot change the stored list", async () => {
    const store = createRecentlyViewed();
    await store.add("k", "a");
    (await store.list("k")).push("b");
    expect(await store.list("k")).toEqual(["a"]);
  });
});
