import { describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { isoDay, parseOrderFilter } from "./orders";

describe("the order lists' date filter", () => {
  it("reads a day as the hint writes it (day/month/year), in Latin or Arabic digits, or as a link writes it", () => {
    expect(isoDay("31/12/2026")).toBe("2026-12-31");
    expect(isoDay(" 1-2-2026 ")).toBe("2026-02-01");
    expect(isoDay("٣١/١٢/٢٠٢٦")).toBe("2026-12-31");
    expect(isoDay("۳۱/۱۲/۲۰۲۶")).toBe("2026-12-31");
    expect(isoDay("2026-12-31")).toBe("2026-12-31");
  });

  it("refuses what is not a day of the calendar, with a translated message", () => {
    for (const bad of ["31/02/2026", "12/31/2026", "2026/12/31", "tomorrow", "1/1/26", "2026-13-01"]) expect(isoDay(bad), bad).toBeNull();
    const { range, errors, applied } = parseOrderFilter(new URLSearchParams({ start_date: "31/02/2026", end_date: "28/02/2026" }));
    // The day that is a day is echoed beside its field; the filter as a whole is not applied.
    expect(range).toEqual({ end_date: "2026-02-28" });
    expect(errors).toEqual({ start_date: "orders.dateInvalid" });
    expect(applied).toBe(false);
    expect(ar.orders.dateInvalid).toMatch(/يوم\/شهر\/سنة/);
    expect(en.orders.dateInvalid).toMatch(/day\/month\/year/i);
  });

  it("leaves empty bounds out", () => {
    expect(parseOrderFilter(new URLSearchParams({ start_date: "", end_date: " " }))).toEqual({
      range: { start_date: undefined, end_date: undefined },
      errors: {},
      applied: true,
    });
  });

  it("refuses a from day after the to day at the from field, in both languages; the same day is a range", () => {
    const { range, errors, applied } = parseOrderFilter(new URLSearchParams({ start_date: "31/12/2026", end_date: "1/12/2026" }));
    expect(errors).toEqual({ start_date: "orders.dateOrder" });
    expect(applied).toBe(false);
    expect(range).toEqual({ start_date: "2026-12-31", end_date: "2026-12-01" });
    expect(ar.orders.dateOrder).toContain(ar.orders.from);
    expect(en.orders.dateOrder).toContain(en.orders.from);
    expect(ar.orders.notApplied).toMatch(/لم تُطبَّق التصفية/);
    expect(en.orders.notApplied).toMatch(/not applied/);
    expect(parseOrderFilter(new URLSearchParams({ start_date: "1/12/2026", end_date: "01/12/2026" }))).toMatchObject({ errors: {}, applied: true });
  });
});
