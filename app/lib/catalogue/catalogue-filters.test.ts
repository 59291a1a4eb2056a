import { describe, expect, it } from "vitest";
import { defaultSort, filterHref, filterRemovals, PER_PAGE } from "./catalogue-filters";
import { parseFilters, toSearchQuery } from "./catalogue-query.server";

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe("filter query parsing", () => {
  it("reads every choice the URL carries", () => {
    expect(parse("q=phone&category=mobiles&brand=nile-tech&min_price=100&max_price=1,250.50&variant=2&variant=12&sort=price_asc&page=3")).toEqual({
      q: "phone",
      category: "mobiles",
      brand: "nile-tech",
      minPrice: 100,
      maxPrice: 1250.5,
      variants: [2, 12],
      sort: "price_asc",
      page: 3,
    });
  });

  it("ignores bad values instead of failing", () => {
    expect(parse("brand=<script>&min_price=abc&max_price=-5&variant=x&variant=1.5&variant=-2&variant=7&sort=cheapest&page=0")).toEqual({
      q: undefined,
      category: undefined,
      brand: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      variants: [7],
      sort: undefined,
      page: 1,
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("min_price=Infinity").minPrice).toBeUndefined();
    // Control characters (a NUL makes the Store API fail) become spaces; long words are cut.
    expect(parse("q=a%00b%0A").q).toBe("a b");
    expect(parse("q=%00").q).toBeUndefined();
    expect(parse(`q=${"x".repeat(150)}`).q).toHaveLength(100);
  });

  it("reads a home section (its View all listing) and ignores an unknown one", () => {
    const filters = parse("section=best_sellers&sort=price_asc");
    expect(filters.section).toBe("best_sellers");
    expect(toSearchQuery(filters, 1)).toMatchObject({ section: "best_sellers", sort: "price_asc" });
    // Paging and filtering a section's listing keep the section.
    expect(filterHref("/search", filters, { page: 2 })).toBe("/search?sort=price_asc&section=best_sellers&page=2");
    expect(parse("section=all").section).toBeUndefined();
    expect(toSearchQuery(parse("q=x"), 1).section).toBeUndefined();
  });

  it("treats empty form fields as absent and de-duplicates variants", () => {
    const f = parse("q=&brand=&min_price=&max_price=&sort=&page=&variant=3&variant=3");
    expect(f).toMatchObject({ q: undefined, brand: undefined, minPrice: undefined, maxPrice: undefined, sort: undefined, page: 1 });
    expect(f.variants).toEqual([3]);
  });

  it("takes a variant id only as digits within the database's integer (decision 100)", () => {
    // "1e20" was a whole number to Number() and a failed query (a 500) at the Store API; the others are other spellings of an id.
    const odd = ["1e20", "99999999999999999999", "1000000000", "0x10", "1e3", " 5", "5.0", "05", "%D9%A1", "%EF%BC%91"];
    expect(parse(odd.map((v) => `variant=${v}`).join("&")).variants).toEqual([]);
    expect(parse("variant=999999999&variant=8").variants).toEqual([999999999, 8]);
    // However many are sent, at most 50 reach the Store API.
    expect(parse(Array.from({ length: 500 }, (_, i) => `variant=${i + 1}`).join("&")).variants).toHaveLength(50);
  });

  it("accepts Arabic slugs and swaps a reversed price range", () => {
    expect(parse("brand=%D8%A7%D9%84%D9%88%D8%A7%D8%AD%D8%A9").brand).toBe("الواحة");
    expect(parse("min_price=900&max_price=100")).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });
});

describe("filters to the Store API and back", () => {
  it("converts prices typed in the shopper's currency to local amounts", () => {
    const query = toSearchQuery(parse("min_price=10&max_price=20.5&variant=4"), 48.5);
    // The local prices shown as 10.00 and 20.50 at this rate, the ends included.
    expect(query).toMatchObject({ min_price: 484.76, max_price: 994.49, variants: [4], page: 1, per_page: PER_PAGE });
    expect(toSearchQuery(parse("min_price=100"), 1).min_price).toBe(100);
    // No usable rate: the amounts are already local.
    expect(toSearchQuery(parse("max_price=70"), null).max_price).toBe(70);
    expect(toSearchQuery(parse(""), 48.5)).toMatchObject({ min_price: undefined, max_price: undefined, variants: undefined });
    // Equal bounds in a currency whose unit is a fraction of a local cent: never a minimum above the maximum.
    const tiny = toSearchQuery(parse("min_price=1.42&max_price=1.42"), 0.0123);
    expect(tiny.max_price).toBeGreaterThanOrEqual(tiny.min_price!);
  });

  it("asks for bounds and price sorts on the price with tax when the store shows prices with tax, and only then", () => {
    expect(toSearchQuery(parse("max_price=500"), 1, true).with_tax).toBe(1);
    expect(toSearchQuery(parse("sort=price_desc"), 1, true).with_tax).toBe(1);
    expect(toSearchQuery(parse("max_price=500"), 1, false).with_tax).toBeUndefined();
  });

  it("builds links that keep every choice but change one", () => {
    const f = parse("brand=falcon&min_price=5&variant=2&sort=price_desc&page=2");
    expect(filterHref("/electronics", f, { page: 3 })).toBe("/electronics?brand=falcon&min_price=5&variant=2&sort=price_desc&page=3");
    expect(filterHref("/electronics", f, { page: 1 })).toBe("/electronics?brand=falcon&min_price=5&variant=2&sort=price_desc");
    expect(filterHref("/x", parse(""))).toBe("/x");
  });

  it("leaves out the order a listing has by default, and keeps one that changes it", () => {
    expect(filterHref("/electronics", parse("sort=newest&brand=falcon"))).toBe("/electronics?brand=falcon");
    expect(filterHref("/electronics", parse("brand=falcon"), { sort: "newest" })).toBe("/electronics?brand=falcon");
    expect(filterHref("/search", parse("section=best_sellers"), { sort: "best_selling" })).toBe("/search?section=best_sellers");
    expect(filterHref("/search", parse("section=best_sellers"), { sort: "newest" })).toBe("/search?sort=newest&section=best_sellers");
    // With search words the default is the best match first: newest is a choice.
    expect(filterHref("/search", parse("q=phone&sort=newest"))).toBe("/search?q=phone&sort=newest");
    // An old link's explicit default reads as no choice.
    expect(parse("sort=newest").sort).toBeUndefined();
    expect(parse("section=best_sellers&sort=best_selling").sort).toBeUndefined();
    expect(parse("q=phone&sort=newest").sort).toBe("newest");
    expect(defaultSort({ q: "phone" })).toBeUndefined();
    expect(defaultSort({ section: "best_sellers" })).toBe("best_selling");
    expect(defaultSort({})).toBe("newest");
  });
});

describe("the listing's active filter chips", () => {
  const filters = { q: "phone", category: "mobiles", brand: "nile", minPrice: 100, maxPrice: 900, variants: [2, 7], sort: "price_asc" as const, page: 3 };

  it("count every narrowing choice, the category only where the shopper chose it", () => {
    // The Filter chip's count is the chips'.
    expect(filterRemovals("/search", filters, true)).toHaveLength(6);
    expect(filterRemovals("/search", filters, false)).toHaveLength(5);
    expect(filterRemovals("/search", { variants: [], page: 1, sort: "newest" }, true)).toHaveLength(0);
  });

  it("each link drops its one filter, keeps the words and the sort, and goes back to page 1", () => {
    const hrefs = Object.fromEntries(filterRemovals("/search", filters, true).map((r) => [r.kind === "variant" ? `variant ${r.id}` : r.kind, r.href]));
    expect(hrefs).toEqual({
      // Variants are listed per category: leaving the category leaves them too.
      category: "/search?q=phone&brand=nile&min_price=100&max_price=900&sort=price_asc",
      minPrice: "/search?q=phone&category=mobiles&brand=nile&max_price=900&variant=2&variant=7&sort=price_asc",
      maxPrice: "/search?q=phone&category=mobiles&brand=nile&min_price=100&variant=2&variant=7&sort=price_asc",
      brand: "/search?q=phone&category=mobiles&min_price=100&max_price=900&variant=2&variant=7&sort=price_asc",
      "variant 2": "/search?q=phone&category=mobiles&brand=nile&min_price=100&max_price=900&variant=7&sort=price_asc",
      "variant 7": "/search?q=phone&category=mobiles&brand=nile&min_price=100&max_price=900&variant=2&sort=price_asc",
    });
    expect(filterRemovals("/phones", { ...filters, q: undefined, category: undefined }, false).map((r) => r.kind)).toEqual([
      "minPrice",
      "maxPrice",
      "brand",
      "variant",
      "variant",
    ]);
  });
});
