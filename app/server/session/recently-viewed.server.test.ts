import { describe, expect, it } from "vitest";
import { createRecentlyViewed, RECENT_MAX } from "./recently-viewed.server";

describe("recently viewed (decision 083)", () => {
  it("lists the newest first, once each", () => {
    const store = createRecentlyViewed();
    for (const slug of ["a", "b", "c", "a"]) store.add("k", slug);
    expect(store.list("k")).toEqual(["a", "c", "b"]);
    expect(store.list("other")).toEqual([]);
  });

  it("keeps at most twelve", () => {
    const store = createRecentlyViewed();
    for (let i = 1; i <= 15; i++) store.add("k", `p${i}`);
    const list = store.list("k");
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe("p15");
    expect(list.at(-1)).toBe("p4");
  });

  it("forgets a list after its time and the least recently changed one past the cap", () => {
    let clock = 0;
    const store = createRecentlyViewed({ ttlMs: 1000, maxSessions: 2, now: () => clock });
    store.add("a", "x");
    clock = 500;
    store.add("b", "y");
    store.add("c", "z");
    expect(store.list("a")).toEqual([]);
    expect(store.list("b")).toEqual(["y"]);
    clock = 1600;
    expect(store.list("b")).toEqual([]);
    expect(store.list("c")).toEqual([]);
  });

  it("hands out a copy: a caller cannot change the stored list", () => {
    const store = createRecentlyViewed();
    store.add("k", "a");
    store.list("k").push("b");
    expect(store.list("k")).toEqual(["a"]);
  });
});
