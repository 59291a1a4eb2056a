import { describe, expect, it } from "vitest";
import { luminance, MAX_THEME_LUMINANCE, parseRgb, themeColor } from "./theme";

/** WCAG 2 contrast of two luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
/** color-mix(in srgb, colour p, black), as the stylesheets draw buttons, banners and links. */
const withBlack = (colour: string, p: number) => parseRgb(colour)!.map((c) => c * p);
const WHITE = 1;

describe("theme colour", () => {
  it("uses a string of 3+ characters", () => {
    expect(themeColor("#0f766e")).toBe("#0f766e");
    expect(themeColor("teal")).toBe("teal");
    expect(themeColor("rgb(15 118 110)")).toBe("rgb(15 118 110)");
  });
  it("falls back to darkcyan otherwise", () => {
    expect(themeColor("#0")).toBe("darkcyan");
    expect(themeColor(123456)).toBe("darkcyan");
    expect(themeColor(null)).toBe("darkcyan");
    expect(themeColor("red;}</style><script>")).toBe("darkcyan");
  });
  it("darkens a colour lighter than darkcyan, keeping its hue, so white text on its banner stays readable", () => {
    // #0a7 as given: white on template 3's banner (85% with black) is 4.0:1, under WCAG AA's 4.5:1.
    expect(contrast(WHITE, luminance(withBlack("#0a7", 0.85)))).toBeLessThan(4.5);
    for (const light of ["#0a7", "#00aa77", "#FFD700", "rgb(255, 200, 0)", "rgba(100%, 80%, 0%, 0.5)", "#fff"]) {
      const safe = themeColor(light);
      expect(safe).toMatch(/^#[0-9a-f]{6}$/);
      expect(luminance(parseRgb(safe)!)).toBeLessThanOrEqual(MAX_THEME_LUMINANCE);
      expect(luminance(parseRgb(safe)!)).toBeGreaterThan(MAX_THEME_LUMINANCE - 0.01);
      for (const p of [0.85, 0.8, 0.75, 0.7, 0.6]) expect(contrast(WHITE, luminance(withBlack(safe, p))), `${light} ${p}`).toBeGreaterThanOrEqual(4.5);
    }
    // The hue is kept: #0a7's channels keep their ratio.
    const [r, g, b] = parseRgb(themeColor("#0a7"))!;
    expect(r).toBe(0);
    expect(b / g).toBeCloseTo(119 / 170, 1);
  });
  it("reads hex and rgb() colours, and leaves others as written", () => {
    expect(parseRgb("#abc")).toEqual(parseRgb("#aabbcc"));
    expect(parseRgb("#aabbcc80")).toEqual(parseRgb("#aabbcc"));
    expect(parseRgb("rgb(255 0 0 / 50%)")).toEqual([1, 0, 0]);
    expect(parseRgb("hsl(0 100% 50%)")).toBeNull();
    expect(themeColor("yellow")).toBe("yellow");
  });
});
