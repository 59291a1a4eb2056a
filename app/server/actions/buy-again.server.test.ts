import { describe, expect, it } from "vitest";
import type { OrderItem } from "~/lib/schemas/order";
import type { Product } from "~/lib/schemas/catalogue";
import { getI18n } from "~/server/i18n.server";
import { AGAIN_KEY, againMessage, mintAgainKey, planBuyAgain } from "./buy-again.server";

const item = (over: Partial<OrderItem>): OrderItem => ({
  name: "Dates",
  quantity: 2,
  price: 10,
  price_after_discount: 10,
  barcode: "",
  unit: "Box",
  parent_unit: null,
  color: null,
  size: null,
  uuid: "u",
  item_id: 1,
  unit_id: 11,
  slug: "dates",
  ...over,
});

const product = (id: number, slug: string, units: Array<{ id: number; balance: number }>) =>
  ({ id, slug, units: units.map((u) => ({ ...u, name: "", parent_unit: null, factor: 1, price: 10 })) }) as unknown as Product;

describe("buy again: what goes to the cart", () => {
  it("adds each line still sold in its unit, bounded by stock, and names the rest", () => {
    const products = new Map<string, Product | null>([
      ["dates", product(1, "dates", [{ id: 11, balance: 5 }])],
      ["honey", product(2, "honey", [{ id: 21, balance: 1 }])],
      ["tea", product(3, "tea", [{ id: 31, balance: 0 }])],
      ["gone", null],
    ]);
    const plan = planBuyAgain(
      [
        item({}),
        item({ name: "Honey", item_id: 2, unit_id: 21, slug: "honey", quantity: 3 }),
        item({ name: "Tea", item_id: 3, unit_id: 31, slug: "tea" }),
        item({ name: "Coffee", item_id: 4, unit_id: 41, slug: "gone" }),
        item({ name: "Rice", item_id: null, unit_id: null, slug: null }),
        item({ name: "Dates", unit_id: 99, color: "Red", size: "L" }),
        item({ name: "Jeans (White, L)", unit_id: 98, color: "White", size: "L" }),
      ],
      products,
    );
    expect(plan.add).toEqual([
      { item_id: 1, unit_id: 11, qty: 2, wanted: 2, name: "Dates" },
      { item_id: 2, unit_id: 21, qty: 1, wanted: 3, name: "Honey" },
    ]);
    // A name that already says its variant does not say it twice.
    expect(plan.gone).toEqual(["Tea", "Coffee", "Rice", "Dates (Red، L)", "Jeans (White, L)"]);
  });

  it("adds one unit ordered on two lines once, with the quantities summed", () => {
    const plan = planBuyAgain([item({ quantity: 2 }), item({ quantity: 4 })], new Map([["dates", product(1, "dates", [{ id: 11, balance: 5 }])]]));
    expect(plan.add).toEqual([{ item_id: 1, unit_id: 11, qty: 5, wanted: 6, name: "Dates" }]);
  });

  it("mints keys of the one shape the action accepts", () => {
    expect(mintAgainKey()).toMatch(AGAIN_KEY);
    expect(AGAIN_KEY.test("again:nope")).toBe(false);
  });
});

describe("buy again: the message on the cart page", () => {
  const en = getI18n("en");
  const ar = getI18n("ar");
  const added = [{ item_id: 1, unit_id: 11, qty: 1, wanted: 3, name: "Honey" }];
  const say = (i18n: typeof en, flash: ReturnType<typeof againMessage>) => i18n.t(flash.key, flash.params);

  it("says all went in, or names what did not, in both languages", () => {
    expect(say(en, againMessage(en, "en", [{ ...added[0], qty: 3 }], []))).toBe("The order's items are in your cart.");
    expect(say(en, againMessage(en, "en", added, ["Tea", "Coffee"]))).toBe(
      "We added what is still sold from the order. No longer available: Tea and Coffee. Fewer than ordered, as stock is short: Honey (1 of 3).",
    );
    expect(say(ar, againMessage(ar, "ar", [], ["شاي"]))).toBe("لم يعد أي من منتجات هذا الطلب متاحًا: شاي.");
    expect(againMessage(ar, "ar", [], ["شاي"]).type).toBe("error");
  });

  it("names at most three and counts the rest, so the message fits the session cookie", () => {
    const flash = againMessage(en, "en", [{ ...added[0], qty: 3 }], ["A", "B", "C", "D", "E", "x".repeat(100)]);
    expect(say(en, flash)).toBe("We added what is still sold from the order. No longer available: A, B, C, and 3 more items.");
    const arabic = againMessage(ar, "ar", [{ ...added[0], qty: 3 }], ["أ", "ب", "ت", "ث"]);
    expect(say(ar, arabic)).toBe("أضفنا ما زال متاحًا من الطلب. لم يعد متاحًا: أ وب وت ومنتج آخر.");
  });
});
