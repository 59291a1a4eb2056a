import { describe, expect, it } from "vitest";
import { unitSaysSomething, unitWorthSaying } from "./unit-worth-saying";

const line = (item_id: number, unit_id: number, name: string) => ({ item_id, unit_id, unit: { id: unit_id, name } });

describe("unitWorthSaying", () => {
  it("leaves out the plain piece, in Arabic and English", () => {
    for (const name of ["قطعة", "Piece", " piece ", "PCS"]) expect(unitWorthSaying(line(1, 1, name), [line(1, 1, name)])).toBe(false);
  });
  it("says a pack, a box or a bag", () => {
    for (const name of ["عبوة 3 قطع", "Pack of 3", "كيس", "Box of 12"]) expect(unitWorthSaying(line(1, 2, name), [line(1, 2, name)])).toBe(true);
  });
  it("says the piece when the same product is also in the cart in another unit", () => {
    const lines = [line(1, 1, "Piece"), line(1, 2, "Pack of 3")];
    expect(unitWorthSaying(lines[0]!, lines)).toBe(true);
  });
  it("says nothing without a unit name", () => {
    expect(unitWorthSaying({ item_id: 1, unit_id: 1, unit: null }, [])).toBe(false);
  });
});

describe("unitSaysSomething", () => {
  it("is the same rule for a product's single unit: the plain piece or no name says nothing", () => {
    for (const name of ["قطعة", "Piece", "", "  ", null, undefined]) expect(unitSaysSomething(name)).toBe(false);
    for (const name of ["عبوة 3 قطع", "Pack of 3", "كيس", "Bag"]) expect(unitSaysSomething(name)).toBe(true);
  });
});
