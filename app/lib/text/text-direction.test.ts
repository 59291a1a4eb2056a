import { describe, expect, it } from "vitest";
import { bracketGroups, directionRuns, isMixed, langIfOther, textLang, wordDirection } from "./text-direction";

const runs = (text: string) => directionRuns(text).map((r) => [r.text, r.dir]);

describe("directionRuns", () => {
  it("keeps one-script text whole", () => {
    expect(isMixed("12 شقة 8")).toBe(false);
    expect(isMixed("office 301 5")).toBe(false);
    expect(isMixed("أحمد Hassan")).toBe(true);
    expect(wordDirection("301/5")).toBeNull();
  });

  it("cuts mixed text into runs of one direction; a number between two directions stands alone", () => {
    expect(runs("أحمد Hassan")).toEqual([
      ["أحمد", "rtl"],
      ["Hassan", "ltr"],
    ]);
    expect(runs("شارع 9 Road")).toEqual([
      ["شارع", "rtl"],
      ["9", null],
      ["Road", "ltr"],
    ]);
    expect(runs("شارع 9 عباس، office 301 5")).toEqual([
      ["شارع 9 عباس", "rtl"],
      ["office 301 5", "ltr"],
    ]);
    expect(runs("12 شقة 8 Road")).toEqual([
      ["12 شقة", "rtl"],
      ["8", null],
      ["Road", "ltr"],
    ]);
  });

  it("leaves a run's punctuation outside it, in the flow of the text", () => {
    expect(directionRuns("شارع 9 Road، الدور الرابع").map((r) => [r.lead, r.text, r.trail])).toEqual([
      ["", "شارع", ""],
      ["", "9", ""],
      ["", "Road", "،"],
      ["", "الدور الرابع", ""],
    ]);
  });

  it("keeps the whitespace typed between runs", () => {
    expect(directionRuns("أحمد  Hassan").map((r) => r.space)).toEqual(["", "  "]);
  });
});

describe("bracketGroups", () => {
  it("keeps a short bracketed group whole and leaves long ones free to wrap", () => {
    expect(bracketGroups("عطر الورد (50 مل)")).toEqual(["عطر الورد ", { whole: "(50 مل)" }]);
    expect(bracketGroups("Shirt (size M) blue")).toEqual(["Shirt ", { whole: "(size M)" }, " blue"]);
    expect(bracketGroups("Kit (with a very long list of things inside)")).toEqual(["Kit (with a very long list of things inside)"]);
    expect(bracketGroups("Plain name")).toEqual(["Plain name"]);
    expect(bracketGroups("(50ml)")).toEqual(["(50ml)"]);
  });
});

describe("textLang and langIfOther", () => {
  it("names the store's language a text's letters are in, and nothing for mixed, other or no letters", () => {
    expect(textLang("منتج ممتاز، أنصح به ٥/٥")).toBe("ar");
    expect(textLang("Great kettle, 5/5!")).toBe("en");
    expect(textLang("Très bien")).toBe("en");
    expect(textLang("أحمد Hassan")).toBeNull();
    expect(textLang("שלום")).toBeNull();
    expect(textLang("12345 !!")).toBeNull();
  });

  it("marks only text in the page's other language", () => {
    expect(langIfOther("منتج ممتاز", "en")).toBe("ar");
    expect(langIfOther("منتج ممتاز", "ar")).toBeUndefined();
    expect(langIfOther("Great", "ar")).toBe("en");
    expect(langIfOther("Great", "en")).toBeUndefined();
    expect(langIfOther("أحمد Hassan", "en")).toBeUndefined();
  });
});
