import { describe, expect, it } from "vitest";
import { missingKeys, translationKeys } from "./missing-translations";
import ar from "~/locales/ar";
import en from "~/locales/en";

describe("missing translations", () => {
  it("lists nested keys", () => {
    expect(translationKeys({ a: "x", b: { c: "y", d: { e: "z" } } })).toEqual(["a", "b.c", "b.d.e"]);
  });

  it("finds keys absent or empty in the current language", () => {
    const source = { nav: { home: "الرئيسية", cart: "السلة" }, title: "x", more: { deep: "y" } };
    const current = { nav: { home: "Home", cart: " " }, more: "flat" };
    expect(missingKeys(source, current)).toEqual(["nav.cart", "title", "more.deep"]);
  });

  it("finds none between the shipped locales", () => {
    expect(missingKeys(ar, en)).toEqual([]);
  });
});
