import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript of scripts/font-fallbacks.mjs
import { BEGIN, END, FALLBACKS, faceRule } from "../../scripts/font-fallbacks.mjs";
// @ts-expect-error plain JavaScript of scripts/font-fallbacks.mjs
import { averageWidth, fallbackDescriptors, fallbackFaceCss, fontMetrics, lineMetrics, readTables } from "../../scripts/lib/font-metrics.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const plex = (name: string) => readFileSync(path.join(root, "node_modules/@fontsource/ibm-plex-sans-arabic/files", name));

/** A font as fontMetrics returns it, every character `width` units wide. */
const font = (unitsPerEm: number, width: number, vertical: { ascender: number; descender: number; lineGap: number }, typo = false) => ({
  unitsPerEm,
  hhea: vertical,
  os2: { useTypoMetrics: typo, typoAscender: vertical.ascender, typoDescender: vertical.descender, typoLineGap: vertical.lineGap },
  advance: (char: string) => (char === "é" ? undefined : width),
});

describe("font metrics (scripts/lib/font-metrics.mjs)", () => {
  it("reads IBM Plex Sans Arabic's Latin WOFF: em, vertical metrics and advance widths", () => {
    const regular = fontMetrics(plex("ibm-plex-sans-arabic-latin-400-normal.woff"));
    expect(regular.unitsPerEm).toBe(1000);
    expect(regular.os2.useTypoMetrics).toBe(true);
    expect(lineMetrics(regular)).toEqual({ ascent: 1.085, descent: 0.415, lineGap: 0 });
    expect(regular.advance("a")).toBe(534);
    expect(regular.advance("ا")).toBeUndefined(); // the Arabic letters are in the other subset's file
    const bold = fontMetrics(plex("ibm-plex-sans-arabic-latin-700-normal.woff"));
    expect(bold.advance("a")).toBeGreaterThan(regular.advance("a"));
  });

  it("refuses WOFF 2 and what is no font", () => {
    expect(() => readTables(plex("ibm-plex-sans-arabic-latin-400-normal.woff2"))).toThrow(/WOFF 2/);
    expect(() => readTables(Buffer.from("<!doctype html>"))).toThrow(/not a font/);
  });

  it("scales the fallback to the web font's mean width and gives it the web font's line metrics", () => {
    const web = font(1000, 600, { ascender: 1085, descender: -415, lineGap: 0 }, true);
    const fallback = font(2048, 1024, { ascender: 1854, descender: -434, lineGap: 67 });
    const d = fallbackDescriptors(web, fallback, { a: 1, " ": 1 });
    expect(d.sizeAdjust).toBeCloseTo(1.2);
    // The overrides are of the scaled fallback's em: × size-adjust they are the web font's.
    expect(d.ascentOverride * d.sizeAdjust).toBeCloseTo(1.085);
    expect(d.descentOverride * d.sizeAdjust).toBeCloseTo(0.415);
    expect(d.lineGapOverride).toBe(0);
  });

  it("weighs by frequency and leaves out characters a font lacks", () => {
    const metrics = { unitsPerEm: 1000, advance: (c: string) => ({ a: 500, b: 1000 })[c] };
    expect(averageWidth(metrics, { a: 3, b: 1 })).toBeCloseTo(0.625);
    expect(averageWidth(metrics, { a: 1, z: 5 })).toBe(0.5);
    expect(() => averageWidth(metrics, { z: 1 })).toThrow(/none of the sample/);
  });

  it("writes a face of local fonts only", () => {
    const css = fallbackFaceCss({
      family: "X Fallback",
      weight: 700,
      locals: ["Arial Bold", "Arial-BoldMT"],
      unicodeRange: "U+0000-00FF",
      descriptors: { sizeAdjust: 0.98456, ascentOverride: 1.102, descentOverride: 0.4215, lineGapOverride: 0 },
    });
    expect(css).toContain('src: local("Arial Bold"), local("Arial-BoldMT");');
    expect(css).toContain("size-adjust: 98.46%;");
    expect(css).toContain("ascent-override: 110.20%;");
    expect(css).toContain("line-gap-override: 0.00%;");
    expect(css).not.toContain("url(");
  });
});

describe("app/styles/fonts.css's fallback faces", () => {
  const css = readFileSync(path.join(root, "app/styles/fonts.css"), "utf8");
  const flat = (text: string) => text.replace(/\s+/g, " ");
  const block = flat(css.slice(css.indexOf(BEGIN), css.indexOf(END)));

  // Each face's numbers are what the script computes from the fonts, where this machine has them
  // (Liberation Sans comes with Debian's Chromium; Roboto's files only when fetched for the script).
  for (const { family, faces } of FALLBACKS) {
    for (const [weight, face] of Object.entries(faces as Record<string, { file: string }>)) {
      it.skipIf(!existsSync(face.file))(`${family} ${weight} is what scripts/font-fallbacks.mjs computes`, () => {
        expect(block).toContain(flat(faceRule(family, weight, face)));
      });
    }
  }

  it("the root's font stack names the fallback families right after the web font", () => {
    const app = flat(readFileSync(path.join(root, "app/styles/app.css"), "utf8"));
    const families = FALLBACKS.map((f: { family: string }) => `"${f.family}"`).join(", ");
    expect(app).toContain(`font-family: "IBM Plex Sans Arabic", ${families}, system-ui,`);
  });
});
