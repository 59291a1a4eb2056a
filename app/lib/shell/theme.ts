export const DEFAULT_THEME_COLOR = "darkcyan";

/**
 * Just under the relative luminance (WCAG 2) of darkcyan, the spec's default (0.203). Every surface drawn from
 * `--theme` (white text on a button or banner mixed with black, links mixed with black on white
 * and on light tints) was made readable with it, so a store colour is kept no lighter than this.
 */
export const MAX_THEME_LUMINANCE = 0.2;

/** The spec's rule: a theme colour is used only if it is a string of 3+ characters. */
export function themeColor(value: unknown): string {
  if (typeof value !== "string" || value.trim().length < 3) return DEFAULT_THEME_COLOR;
  const v = value.trim();
  // It lands inside a <style> tag, so only characters a CSS colour can hold are allowed through.
  if (!/^[#(),.%\w\s-]+$/.test(v)) return DEFAULT_THEME_COLOR;
  return readable(v);
}

/**
 * A store colour lighter than darkcyan (a light green such as #0a7 left white text on template
 * 3's banner at 4.0:1) is darkened towards black until it is not, keeping its hue; a colour as
 * dark or darker is kept as the operator wrote it. Hex and rgb() colours are read; anything else
 * (a colour name, hsl()) is used as written.
 */
function readable(colour: string): string {
  const rgb = parseRgb(colour);
  if (!rgb || luminance(rgb) <= MAX_THEME_LUMINANCE) return colour;
  let [low, high] = [0, 1];
  for (let i = 0; i < 20; i++) {
    const mid = (low + high) / 2;
    if (luminance(rgb.map((c) => c * mid)) <= MAX_THEME_LUMINANCE) low = mid;
    else high = mid;
  }
  return `#${rgb
    .map((c) =>
      Math.floor(c * low * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** sRGB channels in 0–1 of #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() or rgba(); the alpha is ignored. */
export function parseRgb(colour: string): number[] | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(colour)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d) : [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)];
    return digits.map((d) => Number.parseInt(d, 16) / 255);
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/i.exec(colour)?.[1];
  if (!fn) return null;
  const parts = fn
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return null;
  const channels = parts.map((p) => (p.endsWith("%") ? Number(p.slice(0, -1)) / 100 : Number(p) / 255));
  return channels.every((c) => Number.isFinite(c)) ? channels.map((c) => Math.min(1, Math.max(0, c))) : null;
}

/** WCAG 2's relative luminance of sRGB channels in 0–1. */
export function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
