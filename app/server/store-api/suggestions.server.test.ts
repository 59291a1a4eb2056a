import { describe, expect, it } from "vitest";
import type { Brand, Category, ProductSummary } from "~/lib/schemas/catalogue";
import { matchBrands, matchCategories, suggestionTerms, toSuggestedProduct } from "./suggestions.server";

const category = (id: number, slug: string, name: string, children: Category[] = []): Category => ({
  id,
  slug,
  name,
  image: null,
  parent_id: null,
  products_count: 1,
  children,
});
const brand = (id: number, slug: string, name: string): Brand => ({ id, slug, name, logo: null });

const arCategories = [category(1, "coffee-tea", "قهوة وشاي", [category(2, "offers-prices", "أسعار مخفضة")]), category(3, "dates", "تمور")];
const enCategories = [category(1, "coffee-tea", "Coffee & Tea", [category(2, "offers-prices", "Reduced prices")]), category(3, "dates", "Dates")];
const arBrands = [brand(7, "al-ula", "العُلا"), brand(8, "mustafa", "مصطفى")];
const enBrands = [brand(7, "al-ula", "Al Ula"), brand(8, "mustafa", "Mustafa")];

const categoriesFor = (q: string) => matchCategories(suggestionTerms(q) ?? [], arCategories, enCategories).map((c) => c.name);
const brandsFor = (q: string) => matchBrands(suggestionTerms(q) ?? [], arBrands, enBrands).map((b) => b.name);

describe("suggestions match names as search matches products (store-api/lib/search-text.ts)", () => {
  it("finds a hamza spelled without it: اسعار → أسعار", () => {
    expect(categoriesFor("اسعار")).toEqual(["أسعار مخفضة"]);
  });

  it("finds a ta marbuta typed as ha: قهوه → قهوة", () => {
    expect(categoriesFor("قهوه")).toEqual(["قهوة وشاي"]);
  });

  it("finds an alef maqsura typed as ya, and the other way round", () => {
    expect(brandsFor("مصطفي")).toEqual(["مصطفى"]);
    expect(brandsFor("مصطفى")).toEqual(["مصطفى"]);
  });

  it("ignores tashkeel in the query and in the name", () => {
    expect(brandsFor("العلا")).toEqual(["العُلا"]);
    expect(categoriesFor("تَمُور")).toEqual(["تمور"]);
  });

  it("finds by the English name and answers the page's language's name", () => {
    expect(categoriesFor("coffee")).toEqual(["قهوة وشاي"]);
    expect(categoriesFor("COF")).toEqual(["قهوة وشاي"]);
    expect(brandsFor("mustafa")).toEqual(["مصطفى"]);
  });

  it("finds a word start inside a name, every word of the query, and the word without its article", () => {
    expect(categoriesFor("مخف")).toEqual(["أسعار مخفضة"]);
    expect(categoriesFor("قهوة شاي")).toEqual(["قهوة وشاي"]);
    expect(categoriesFor("قهوة تمور")).toEqual([]);
    expect(categoriesFor("التمور")).toEqual(["تمور"]);
  });

  it("links a category to its page and a brand to its search", () => {
    expect(matchCategories(["dates"], arCategories, enCategories)).toEqual([{ name: "تمور", url: "/dates" }]);
    expect(matchBrands(["ula"], arBrands, enBrands)).toEqual([{ name: "العُلا", url: "/search?brand=al-ula" }]);
  });
});

describe("what is asked about", () => {
  it("needs two letters or digits", () => {
    expect(suggestionTerms("ق")).toBeNull();
    expect(suggestionTerms(" a ")).toBeNull();
    // Tashkeel and tatweel are no letters.
    expect(suggestionTerms("قَـ")).toBeNull();
    expect(suggestionTerms("قه")).toEqual(["قه"]);
    expect(suggestionTerms("A4")).toEqual(["a4"]);
  });

  it("gives nothing for very long text, control characters or no text", () => {
    expect(suggestionTerms("قهوة".repeat(26))).toBeNull();
    expect(suggestionTerms("قهوة\u0000")).toBeNull();
    expect(suggestionTerms("ab\u001b[2J")).toBeNull();
    expect(suggestionTerms("!!!")).toBeNull();
    expect(suggestionTerms(undefined)).toBeNull();
    expect(suggestionTerms(["ab"])).toBeNull();
  });
});

describe("a suggested product", () => {
  const product = {
    id: 1,
    slug: "turkish-coffee",
    name: "قهوة تركي",
    image: null,
    price: 200,
    discount: 10,
    tax: 14,
    balance: 3,
    rating: 0,
    reviews_count: 0,
    category: { id: 1, slug: "coffee-tea", name: "قهوة وشاي" },
    brand: null,
    default_unit_id: 4,
    is_favourite: 0,
  } satisfies ProductSummary;

  it("shows the card's price (after the discount, with tax when inclusive) in the shopper's currency, and the logo without an image", () => {
    const usd = { currency_code: "USD", exchange_rate: 50, label: "USD" };
    expect(toSuggestedProduct(product, usd, "inclusive", "logo.svg")).toEqual({
      name: "قهوة تركي",
      variant: null,
      url: "/coffee-tea/turkish-coffee",
      image: "/api/media/80x80/logo.svg",
      // 200 − 10% = 180, + 14% = 205.20 EGP = 4.10 USD
      price: "4.10 USD",
    });
    expect(toSuggestedProduct(product, { currency_code: "EGP", exchange_rate: 1, label: "ج.م" }, "exclusive", null).price).toBe("180.00 ج.م");
  });

  it("gives the variant the catalogue appends in brackets apart, so two colours of one item read apart (decision 097)", () => {
    const black = { ...product, name: "سماعات رأس عازلة للضوضاء (أسود)" };
    expect(toSuggestedProduct(black, null, "inclusive", null)).toMatchObject({ name: "سماعات رأس عازلة للضوضاء", variant: "أسود" });
    expect(toSuggestedProduct({ ...product, name: "Polo T-shirt (White, M)" }, null, "inclusive", null)).toMatchObject({
      name: "Polo T-shirt",
      variant: "White, M",
    });
  });
});
