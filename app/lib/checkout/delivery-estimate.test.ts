import { describe, expect, it } from "vitest";
import { getI18n } from "~/server/i18n.server";
import { estimateOf, shipsFreeAlone } from "./delivery-estimate";

const company = (id: number, types: Array<[fee: number, min: number | null, max: number | null]>) => ({
  id,
  name: `Company ${id}`,
  logo: null,
  types: types.map(([fee, days_min, days_max], i) => ({ id: id * 10 + i, name: `Type ${i}`, fee, days_min, days_max })),
});

describe("estimateOf", () => {
  it("gives the cheapest fee and the days from the fastest to the slowest option", () => {
    expect(
      estimateOf([
        company(1, [
          [45, 3, 5],
          [85, 1, 2],
        ]),
        company(2, [[35, 3, 6]]),
      ]),
    ).toEqual({ fee: 35, days: { min: 1, max: 6 } });
  });

  it("is null when no company serves the town, or the companies offer no type", () => {
    expect(estimateOf([])).toBeNull();
    expect(estimateOf([company(1, [])])).toBeNull();
  });

  it("keeps the fee but no days when no option gives its days", () => {
    expect(estimateOf([company(1, [[20, null, null]]), company(2, [[30, 2, null]])])).toEqual({ fee: 20, days: null });
  });

  it("ignores the days of an option that leaves them out", () => {
    expect(
      estimateOf([
        company(1, [
          [10, null, null],
          [50, 2, 4],
        ]),
      ]),
    ).toEqual({ fee: 10, days: { min: 2, max: 4 } });
  });
});

describe("shipsFreeAlone", () => {
  it("compares one of the product as it is paid for (after its discount, with its tax) with the store's bound", () => {
    // 900 − 10% = 810, + 14% = 923.40.
    expect(shipsFreeAlone({ price: 900, discount: 10, tax: 14 }, 923.4)).toBe(true);
    expect(shipsFreeAlone({ price: 900, discount: 10, tax: 14 }, 923.41)).toBe(false);
    expect(shipsFreeAlone({ price: "1000.00", discount: 0, tax: 0 }, 1000)).toBe(true);
  });

  it("is false when the store ships nothing free", () => {
    expect(shipsFreeAlone({ price: 5000, discount: 0, tax: 14 }, null)).toBe(false);
    expect(shipsFreeAlone({ price: 5000, discount: 0, tax: 14 }, 0)).toBe(false);
  });
});

describe("the delivery line's days", () => {
  const ar = getI18n("ar");
  const en = getI18n("en");

  it("agree with their number in Arabic, standing alone after the colon", () => {
    expect(ar.t("catalogue.product.delivery.range", { min: 1, count: 5 })).toBe("1–\u20605 أيام");
    expect(ar.t("catalogue.product.delivery.range", { min: 7, count: 14 })).toBe("7–\u206014 يومًا");
    expect(ar.t("catalogue.product.delivery.range", { min: 1, count: 2 })).toBe("يوم أو يومان");
    expect(ar.t("catalogue.product.delivery.exact", { count: 2 })).toBe("يومان");
    expect(ar.t("catalogue.product.delivery.exact", { count: 3 })).toBe("3 أيام");
    expect(ar.t("catalogue.product.delivery.line", { town: "مدينة نصر", days: "1–5 أيام", fee: "35" })).toBe("التوصيل إلى مدينة نصر: 1–5 أيام، من 35");
    expect(ar.t("catalogue.product.delivery.lineFree", { town: "مدينة نصر", days: "1–5 أيام" })).toBe("التوصيل إلى مدينة نصر: 1–5 أيام، مجانًا");
  });

  it("read as the issue words them in English", () => {
    expect(
      en.t("catalogue.product.delivery.line", { town: "Nasr City", days: en.t("catalogue.product.delivery.range", { min: 1, count: 5 }), fee: "35" }),
    ).toBe("Delivery to Nasr City: 1–\u20605 days, from 35");
    expect(en.t("catalogue.product.delivery.exact", { count: 1 })).toBe("1 day");
  });
});
