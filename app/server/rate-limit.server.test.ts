import { beforeEach, describe, expect, it } from "vitest";
import { hitInMemory as hit, resetLimits } from "./rate-limit.server";

beforeEach(resetLimits);

describe("rate limits", () => {
  it("allows max attempts per window, refuses the next, and opens again after the window", () => {
    const limit = { max: 10, windowMs: 60_000 };
    const t = 1_000_000;
    for (let i = 0; i < 10; i++) expect(hit("login:1.2.3.4:a@b.co", limit, t + i)).toBe(true);
    expect(hit("login:1.2.3.4:a@b.co", limit, t + 10)).toBe(false);
    expect(hit("login:1.2.3.4:c@d.co", limit, t + 10)).toBe(true);
    expect(hit("login:1.2.3.4:a@b.co", limit, t + 60_001)).toBe(true);
  });
});
