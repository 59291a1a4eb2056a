import { afterEach, describe, expect, it, vi } from "vitest";
import { dayMonthYear, formatDate, formatDay } from "./dates";

describe("dates", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes the date filters' day as day/month/year, the order their hint asks for", () => {
    expect(dayMonthYear("2026-12-31")).toBe("31/12/2026");
  });

  it("writes a moment's day in words on the store's clock, with Latin digits as the prices", () => {
    // 22:30 UTC is the next day in Cairo.
    expect(formatDate("2026-11-26T22:30:00Z", "ar")).toBe("27 نوفمبر 2026");
    expect(formatDate("2026-11-26T22:30:00Z", "en")).toBe("27 November 2026");
    expect(formatDate("2026-12-03T10:05:00Z", "ar")).toBe("3 ديسمبر 2026");
    expect(formatDate("2026-12-03T10:05:00Z", "en")).toBe("3 December 2026");
    expect(formatDate("2026-11-26T10:05:00Z", "ar")).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it("names every month as the browser's own formatter does (CLDR), in both languages", () => {
    for (const [lang, locale] of [
      ["ar", "ar-EG-u-nu-latn"],
      ["en", "en-GB-u-nu-latn"],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      for (let month = 1; month <= 12; month++) {
        const iso = `2026-${String(month).padStart(2, "0")}-09`;
        expect(formatDay(iso, lang)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
      }
    }
  });

  it("adds the time in the page's language when asked", () => {
    expect(formatDate("2026-11-26T10:05:00Z", "en", true)).toBe("26 November 2026, 12:05");
    expect(formatDate("2026-11-26T10:05:00Z", "ar", true)).toMatch(/^26 نوفمبر 2026، 12:05\s?م$/);
  });

  it("leaves what is not a date as it is", () => {
    expect(formatDate(null, "ar")).toBe("");
    expect(formatDate("soon", "ar")).toBe("soon");
    expect(formatDay("2099-13-01", "en")).toBe("2099-13-01");
    expect(formatDay("1 January", "en")).toBe("1 January");
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
    expect(formatDate("2026-11-26T22:30:00Z", "ar")).toBe("27 نوفمبر 2026");
    expect(zones).toEqual(["Africa/Cairo"]);
    expect(dateFormat).not.toHaveBeenCalled();
  });
});
