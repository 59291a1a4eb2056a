import { describe, expect, it } from "vitest";
import { brandPath, categoryPath, isReservedSegment, offerPath, productPath } from "./catalogue-urls";

describe("catalogue URLs", () => {
  it("put products under their category, encoded", () => {
    expect(productPath({ slug: "قميص", category: { slug: "men" } })).toBe(`/men/${encodeURIComponent("قميص")}`);
    expect(categoryPath("a b")).toBe("/a%20b");
    expect(offerPath("summer-sale")).toBe("/offers/summer-sale");
    expect(brandPath("nile-tech")).toBe("/search?brand=nile-tech");
  });

  it("know the storefront's reserved first segments, in any case", () => {
    for (const word of ["cart", "checkout", "HookError", "sitemap.xml", "API"]) expect(isReservedSegment(word), word).toBe(true);
    expect(isReservedSegment("electronics")).toBe(false);
  });
});
