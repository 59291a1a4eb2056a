import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import shell from "../../app/locales/en/shell";
import {
  BEGIN,
  CORE,
  END,
  OUT_DIR,
  WEIGHTS,
  coreFile,
  coreSubset,
  labelFile,
  labelRanges,
  labelSubset,
  labelText,
  subtract,
  webFontRules,
  // @ts-expect-error plain JavaScript of scripts/font-subsets.mjs
} from "../../scripts/font-subsets.mjs";
// @ts-expect-error plain JavaScript of scripts/lib/plex.mjs
import { ARABIC_RANGE, unicodeRange } from "../../scripts/lib/plex.mjs";

const root = path.resolve(import.meta.dirname, "../..");

describe("the Arabic letters' own files (scripts/font-subsets.mjs, decision 055)", () => {
  it("takes code points out of ranges, splitting and dropping them", () => {
    expect(subtract([[10, 20]], [[12, 13]])).toEqual([
      [10, 11],
      [14, 20],
    ]);
    expect(
      subtract(
        [
          [10, 20],
          [30, 31],
        ],
        [
          [25, 35],
          [5, 10],
        ],
      ),
    ).toEqual([[11, 20]]);
    expect(subtract([[10, 20]], [[10, 20]])).toEqual([]);
    expect(
      unicodeRange([
        [0x60c, 0x60c],
        [0x621, 0x66d],
      ]),
    ).toBe("U+060C, U+0621-066D");
  });

  it("splits fontsource's Arabic range in two with nothing lost and nothing twice", () => {
    const points = (ranges: number[][]) => ranges.flatMap(([a, b]) => Array.from({ length: b! - a! + 1 }, (_, i) => a! + i));
    const whole = points(ARABIC_RANGE);
    const core = points(CORE);
    const rest = points(subtract(ARABIC_RANGE, CORE));
    expect(core.every((p) => whole.includes(p))).toBe(true);
    expect(rest.some((p) => core.includes(p))).toBe(false);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(whole);
    // What the store's Arabic is written with is in the core: letters, hamza forms, marks, digits, the Arabic letter mark.
    for (const char of "ءآأؤإئابةتثجحخدذرسشصضطظعغفقكلمنهوىيًٌٍَُِّْ٠١٩٪،؛؟\u061c") expect(core).toContain(char.codePointAt(0));
  });

  it("fonts.css declares, per weight, the core file for the core and fontsource's file for the rest", () => {
    const css = readFileSync(path.join(root, "app/styles/fonts.css"), "utf8");
    const block = css.slice(css.indexOf(BEGIN) + BEGIN.length, css.indexOf(END));
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(squash(block)).toBe(squash(webFontRules()));
  });

  it.each(WEIGHTS as number[])("the committed %i file is what the script makes from fontsource's", async (weight: number) => {
    const committed = readFileSync(path.join(OUT_DIR, coreFile(weight)));
    expect(Buffer.compare(committed, Buffer.from(await coreSubset(weight)))).toBe(0);
    expect(committed.length).toBeLessThan(20_000);
  });

  it("the language switcher's file holds the English pages' Arabic label, and is what the script makes", async () => {
    expect(labelText()).toBe(shell.nav.switchLanguage);
    // Every letter of the label in the face's range, nothing else.
    const inRange = (p: number) => (labelRanges() as number[][]).some(([a, b]) => p >= a! && p <= b!);
    expect([...labelText()].every((c) => inRange(c.codePointAt(0)!))).toBe(true);
    expect((labelRanges() as number[][]).flatMap(([a, b]) => Array.from({ length: b! - a! + 1 }, (_, i) => a! + i)).length).toBe(new Set(labelText()).size);
    const committed = readFileSync(path.join(OUT_DIR, labelFile()));
    expect(Buffer.compare(committed, Buffer.from(await labelSubset()))).toBe(0);
    expect(committed.length).toBeLessThan(6_000);
  });
});
