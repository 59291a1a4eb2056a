import { describe, expect, it } from "vitest";
import { lineDetails, variantName } from "./line-details";

describe("line details", () => {
  it("never repeats what the name or an earlier part already says", () => {
    expect(lineDetails("Sukkari dates (1 kg)", ["Bag", "1kg"])).toEqual(["Bag"]);
    expect(lineDetails("تمر سكري (1 كجم)", ["كيس", "1 كجم"])).toEqual(["كيس"]);
    expect(lineDetails("Phone (Black, 128 GB)", ["Piece", "Black", "128 GB"])).toEqual(["Piece"]);
    expect(lineDetails("T-shirt", ["Piece", "Piece", "Silver"])).toEqual(["Piece", "Silver"]);
    expect(lineDetails("T-shirt", [null, "", "  "])).toEqual([]);
  });

  it("uses the variant's translated name, not its raw value", () => {
    expect(variantName({ name: "فضي", value: "silver" })).toBe("فضي");
    expect(variantName({ name: "", value: "silver" })).toBe("silver");
  });
});
