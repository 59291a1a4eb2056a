import { afterEach, describe, expect, it, vi } from "vitest";
import { dayMonthYear, formatDate, formatDay } from "./dates";

describe("dates", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes a day as day/month/year in both languages, the order the date filters' hint asks for", () => {
    expect(dayMonthYear("2026-12-31")).toBe("31/12/2026");
    // The store's day (Cairo), with Latin digits and no right-to-left marks that would show "2026/11/27" on an Arabic page.
    expect(formatDate("2026-11-26T22:30:00Z", "ar")).toBe("27/11/2026");
    expect(formatDate("2026-11-26T22:30:00Z", "en")).toBe("27/11/2026");
    expect(formatDate("2026-11-26T10:05:00Z", "ar")).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it("adds the time in the page's language when asked", () => {
    expect(formatDate("2026-11-26T10:05:00Z", "en", true)).toBe("26/11/2026 12:05");
    expect(formatDate("2026-11-26T10:05:00Z", "ar", true)).toMatch(/^26\/11\/2026 12:05\s?م$/);
  });

  it("leaves what is not a date as it is, and names a filter's month", () => {
    expect(formatDate(null, "ar")).toBe("");
    expect(formatDate("soon", "ar")).toBe("soon");
    expect(formatDay("2099-01-01", "ar")).toBe("1 يناير 2099");
  });

  it("takes the store's day from Temporal where there is one, without making a date formatter", () => {
    const zones: string[] = [];
    vi.stubGlobal("Temporal", {
      Instant: {
        fromEpochMilliseconds: (ms: number) => ({
          toZonedDateTimeISO: (zone: string) => {
            zones.push(zone);
            // Cairo is two hours ahead in November.
            return { toPlainDate: () => new Date(ms + 2 * 3600_000).toISOString().slice(0, 10) };
          },
        }),
      },
    });
    const dateFormat = vi.spyOn(Intl, "DateTimeFormat");
    expect(formatDate("2026-11-26T22:30:00Z", "ar")).toBe("27/11/2026");
    expect(zones).toEqual(["Africa/Cairo"]);
    expect(dateFormat).not.toHaveBeenCalled();
  });
});
