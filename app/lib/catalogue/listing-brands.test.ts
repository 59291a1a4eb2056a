import { describe, expect, it } from "vitest";
import { offeredBrands } from "./listing-brands";

const store = [
  { id: 1, slug: "nile-tech", name: "Nile Tech", logo: null },
  { id: 2, slug: "falcon", name: "Falcon", logo: null },
  { id: 3, slug: "pyramid-wear", name: "Pyramid Wear", logo: null },
];
const product = (slug: string | null) => ({ brand: slug ? { id: 0, slug, name: slug.toUpperCase() } : null });

describe("offeredBrands (issue 37)", () => {
  it("offers only the brands of the listing's products, counted, in the store's order", () => {
    const listed = [product("falcon"), product("nile-tech"), product("falcon"), product(null)];
    expect(offeredBrands(store, listed, undefined)).toEqual([
      { slug: "nile-tech", name: "Nile Tech", count: 1 },
      { slug: "falcon", name: "Falcon", count: 2 },
    ]);
  });

  it("keeps the chosen brand listed when nothing is left with it", () => {
    expect(offeredBrands(store, [product("falcon")], "pyramid-wear")).toEqual([
      { slug: "falcon", name: "Falcon", count: 1 },
      { slug: "pyramid-wear", name: "Pyramid Wear", count: 0 },
    ]);
  });

  it("names a brand the store's list lacks by the product's own reference, and falls back to every brand uncounted", () => {
    expect(offeredBrands(null, [product("falcon")], undefined)).toEqual([{ slug: "falcon", name: "FALCON", count: 1 }]);
    expect(offeredBrands(store, null, "falcon")).toEqual(store.map((b) => ({ slug: b.slug, name: b.name })));
    expect(offeredBrands(null, null, undefined)).toBeNull();
  });
});
