import { describe, expect, it } from "vitest";
import { orderGroup, progressTrack, statusName } from "./order-status";

describe("order status", () => {
  it("names the spec's codes", () => {
    expect([0, 1, 2, 3, 4].map(statusName)).toEqual(["pending", "pending", "rejected", "canceled", "delivered"]);
  });
  it("groups them into the three lists", () => {
    expect([0, 1, 2, 3, 4].map(orderGroup)).toEqual(["pending", "pending", "closed", "closed", "delivered"]);
  });
  it("tracks progress", () => {
    expect(progressTrack("preparing")).toEqual([
      { step: "preparing", state: "current" },
      { step: "shipped", state: "todo" },
      { step: "delivered", state: "todo" },
    ]);
    expect(progressTrack("shipped").map((s) => s.state)).toEqual(["done", "current", "todo"]);
    expect(progressTrack("delivered").map((s) => s.state)).toEqual(["done", "done", "done"]);
    expect(progressTrack("rejected")).toEqual([
      { step: "preparing", state: "done" },
      { step: "rejected", state: "current" },
    ]);
  });
});
