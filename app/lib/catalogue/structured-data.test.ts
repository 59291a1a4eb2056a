import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

const product = {
  name: "Polo",
  sku: "MEN-02",
  barcode: "6221234000404",
  price: 309,
  discount: 25,
  balance: 5,
  rating: 4.04,
  reviews_count: 4,
  brand: { id: 1, slug: "b", name: "Brand" },
};

describe("structured data", () => {
  it("describes a product's offer at its discounted local price", () => {
    const ld = productJsonLd(product, { url: "https://s/men/polo", images: ["https://s/i.svg"], description: "d", currencyCode: "EGP" });
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: "https://s/men/polo",
      price: "231.75",
      priceCurrency: "EGP",
      availability: "https://schema.org/InStock",
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 4 });
    // Shown with its tax (decision 075): 231.75 + 32.45.
    const taxed = productJsonLd(product, { url: "u", images: [], description: "", currencyCode: "EGP", taxRate: 14 });
    expect(taxed.offers?.price).toBe("264.20");
    expect(ld).toMatchObject({ gtin: "6221234000404", brand: { name: "Brand" } });
  });

  it("leaves out what it cannot state", () => {
    const ld = productJsonLd(
      { ...product, balance: 0, reviews_count: 0, brand: null, barcode: "x" },
      { url: "u", images: [], description: "", currencyCode: null },
    );
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("gtin");
    expect(ld).not.toHaveProperty("brand");
  });

  it("numbers breadcrumb items from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://s/" },
        { name: "Men", url: "https://s/men" },
      ]).itemListElement[1],
    ).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Men",
      item: "https://s/men",
    });
  });
});
