import { describe, expect, it } from "vitest";
import { remaining } from "./countdown";

describe("countdown", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(remaining("2026-01-03T04:05:06Z", now)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6 });
    expect(remaining("2026-01-01T00:00:59.900Z", now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });
  it("is null once ended or for a bad date", () => {
    expect(remaining("2025-12-31T23:59:59Z", now)).toBeNull();
    expect(remaining("2026-01-01T00:00:00Z", now)).toBeNull();
    expect(remaining("soon", now)).toBeNull();
  });
});
