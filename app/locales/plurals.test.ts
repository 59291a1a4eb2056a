import { describe, expect, it } from "vitest";
import { getI18n } from "~/server/i18n.server";
import { deliveryDays } from "~/lib/checkout/delivery-days";

// Arabic nouns agree with their numbers (Intl.PluralRules: zero/one/two/few/many/other).
describe("counted words", () => {
  const ar = getI18n("ar");
  const en = getI18n("en");

  it("says delivery days in Arabic with the noun that agrees", () => {
    expect(ar.t("checkout.shipping.daysExact", { count: 1 })).toBe("التوصيل خلال يوم واحد");
    expect(ar.t("checkout.shipping.daysExact", { count: 2 })).toBe("التوصيل خلال يومين");
    expect(ar.t("checkout.shipping.daysExact", { count: 3 })).toBe("التوصيل خلال 3 أيام");
    expect(ar.t("checkout.shipping.daysExact", { count: 14 })).toBe("التوصيل خلال 14 يومًا");
    expect(ar.t("checkout.shipping.days", { min: 1, count: 2 })).toBe("التوصيل خلال يوم أو يومين");
    expect(ar.t("checkout.shipping.days", { min: 3, count: 5 })).toBe("التوصيل خلال 3–\u20605 أيام");
    // A word joiner after the dash: a phone's narrow line never ends with "3–" and starts the next with "5 أيام".
    expect(ar.t("checkout.shipping.days", { min: 3, count: 5 })).toContain("–\u2060");
    expect(ar.t("checkout.shipping.days", { min: 7, count: 14 })).toBe("التوصيل خلال 7–\u206014 يومًا");
  });

  it("puts the dual in the genitive after a preposition (a flash sale ends within two days)", () => {
    const endsIn = (count: number) => `${ar.t("catalogue.flash.endsIn")} ${ar.t("catalogue.flash.days", { count })}`;
    expect(endsIn(1)).toBe("ينتهي خلال يوم واحد");
    expect(endsIn(2)).toBe("ينتهي خلال يومين");
    expect(endsIn(3)).toBe("ينتهي خلال 3 أيام");
    expect(endsIn(11)).toBe("ينتهي خلال 11 يومًا");
  });

  it("picks one number or the range", () => {
    expect(ar.t(...deliveryDays({ min: 2, max: 2 }))).toBe("التوصيل خلال يومين");
    expect(ar.t(...deliveryDays({ min: 1, max: 2 }))).toBe("التوصيل خلال يوم أو يومين");
    expect(ar.t(...deliveryDays(null))).toBe("التوصيل خلال 1–\u20605 أيام");
  });

  it("counts a category's products with the noun that agrees", () => {
    const say = (count: number) => ar.t("catalogue.category.description", { name: "تمور", store: "الواحة", count });
    expect(say(2)).toBe("تسوّق تمور من الواحة: منتجان.");
    expect(say(5)).toBe("تسوّق تمور من الواحة: 5 منتجات.");
    expect(say(12)).toBe("تسوّق تمور من الواحة: 12 منتجًا.");
  });

  it("counts an order's other items under its first, as the orders list shows them", () => {
    expect([1, 2, 3, 11, 100].map((count) => ar.t("orders.moreItems", { count }))).toEqual([
      "+ منتج آخر",
      "+ منتجان آخران",
      "+ 3 منتجات أخرى",
      "+ 11 منتجًا آخر",
      "+ 100 منتج آخر",
    ]);
    expect([1, 4].map((count) => en.t("orders.moreItems", { count }))).toEqual(["+ 1 more item", "+ 4 more items"]);
  });

  it("says them in English too", () => {
    expect(en.t("checkout.shipping.daysExact", { count: 1 })).toBe("Delivery in 1 day");
    expect(en.t("checkout.shipping.days", { min: 1, count: 2 })).toBe("Delivery in 1–\u20602 days");
  });
});
