import { describe, expect, it } from "vitest";
import { outcomeOf } from "./action-outcome";

describe("outcomeOf, a fetcher's answer read as an outcome", () => {
  it("reads the flash of a fetcher's answer", () => {
    const flash = { type: "error", key: "cart.outOfStock", field: "add-7" } as const;
    expect(outcomeOf({ ok: false, flash })).toEqual(flash);
  });

  it("is null for no answer yet, a conform reply, or a flash without its message", () => {
    expect(outcomeOf(undefined)).toBeNull();
    expect(outcomeOf({ status: "error", error: { "": ["reviews.failed"] } })).toBeNull();
    expect(outcomeOf({ ok: true, flash: { type: "success" } })).toBeNull();
    expect(outcomeOf({ ok: true, flash: null })).toBeNull();
  });
});
