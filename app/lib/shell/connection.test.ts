import { describe, expect, it } from "vitest";
import { allowsPrefetch } from "./connection";

describe("allowsPrefetch", () => {
  it("prefetches when the browser says nothing about the connection", () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch(null)).toBe(true);
    expect(allowsPrefetch({})).toBe(true);
  });

  it("prefetches on 3g and 4g", () => {
    expect(allowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(allowsPrefetch({ effectiveType: "3g" })).toBe(true);
  });

  it("skips on data saver, whatever the connection", () => {
    expect(allowsPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });

  it("skips on 2g and slow-2g", () => {
    expect(allowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(allowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  });
});
