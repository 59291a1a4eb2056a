import { describe, expect, it } from "vitest";
import { latinDigits, OTHER_DIGITS } from "./digits";

describe("latinDigits", () => {
  it.each([
    ["٠١٢٣٤٥٦٧٨٩", "0123456789"],
    ["۰۱۲۳۴۵۶۷۸۹", "0123456789"],
    ["０１２３４５６７８９", "0123456789"],
    ["٣١/١٢/٢٠٢٦", "31/12/2026"],
    ["+٢٠ ١٠", "+20 10"],
    ["abc 12", "abc 12"],
  ])("%s reads as %s", (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });

  it("leaves what only looks like a digit alone", () => {
    // Superscript two, the Arabic percent sign, Devanagari three: not digits a quantity or a phone is typed with.
    expect(latinDigits("²٪३")).toBe("²٪३");
  });

  it("names the same digits for a browser's pattern", () => {
    const pattern = new RegExp(`^[0-9${OTHER_DIGITS}]+$`, "v");
    expect(pattern.test("3٣۳３")).toBe(true);
    expect(pattern.test("३")).toBe(false);
  });
});
