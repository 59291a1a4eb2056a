import { describe, expect, it } from "vitest";
import { createRingBuffer } from "./ring-buffer.server";

describe("ring buffer", () => {
  it("keeps the last items, newest first", () => {
    const ring = createRingBuffer<number>(3);
    for (let i = 1; i <= 5; i++) ring.push(i);
    expect(ring.list()).toEqual([5, 4, 3]);
    expect(ring.size).toBe(3);
  });

  it("clears all, or all but what is kept", () => {
    const ring = createRingBuffer<number>(10);
    [1, 2, 3, 4].forEach((n) => ring.push(n));
    ring.clear((n) => n > 2);
    expect(ring.list()).toEqual([4, 3]);
    ring.clear();
    expect(ring.list()).toEqual([]);
  });
});
