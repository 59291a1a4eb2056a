import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as storefront from "../../app/lib/text/search-fold";
import * as storeApi from "../../store-api/lib/search-text";

// The suggestions match categories and brands by app/lib/text/search-fold.ts; the Store API
// matches products by store-api/lib/search-text.ts. The wall between app/ and store-api/ keeps
// them two files (decision 069), so this test keeps them one rule (decision 082).
const spellings = [
  "أسعار",
  "اسعار",
  "قهوة",
  "قهوه",
  "مصطفى",
  "مصطفي",
  "العُلا",
  "تَمُور",
  "ﻷ",
  "ی ک",
  "٤٥ ۴۵",
  "Coffee & Tea",
  "T-shirt, navy",
  "ق\u200Bهـوة",
  "a\u00ADb",
];

describe("search folding: the storefront's copy agrees with the Store API", () => {
  it.each(spellings)("folds %s the same way", (s) => {
    expect(storefront.foldSearchText(s)).toBe(storeApi.foldSearchText(s));
    expect(storefront.searchField(s)).toBe(storeApi.searchField(s));
    expect(storefront.searchTerms(s)).toEqual(storeApi.searchTerms(s));
  });

  it("agrees on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (s) => {
        expect(storefront.searchTerms(s)).toEqual(storeApi.searchTerms(s));
        expect(storefront.searchField(s)).toBe(storeApi.searchField(s));
        for (const term of storefront.searchTerms(s) ?? []) expect(storefront.termForms(term)).toEqual(storeApi.termForms(term));
      }),
    );
  });
});
