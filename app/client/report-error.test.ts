import { describe, expect, it } from "vitest";
import { isAbort } from "./report-error";

describe("an abandoned request is no error", () => {
  it("recognises the abort a controller without a reason throws", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbort(controller.signal.reason)).toBe(true);
  });

  it("keeps every other failure", () => {
    expect(isAbort(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbort(new DOMException("quota", "QuotaExceededError"))).toBe(false);
    expect(isAbort("AbortError")).toBe(false);
  });
});
