import { describe, expect, it } from "vitest";
import ar from "~/locales/ar/errors";
import en from "~/locales/en/errors";
import { errorHeading } from "./error-page";

const titles = (table: typeof ar | typeof en) => ({ notFound: table.errors.notFound, other: table.errors.title });

describe("errorHeading", () => {
  it("says in words what happened, with no number (the picture and the status line carry it)", () => {
    expect(errorHeading(503, titles(ar))).toBe("تعذّر عرض هذه الصفحة");
    expect(errorHeading(500, titles(en))).toBe("This page could not be shown");
    expect(errorHeading(509, titles(en))).toBe("This page could not be shown");
    expect(errorHeading(404, titles(en))).toBe("This page could not be found");
    for (const table of [ar, en]) expect(table.errors.title).not.toMatch(/\d|\{\{/);
  });
});
