/**
 * Outlines the text of the demo store's logo and favicon into seed/logo-outline.json, which
 * store-api/lib/svg.ts draws as paths instead of `<text>`. An SVG image with `<text>` is laid
 * out on the page's main thread with the system's fonts: one layout of the logo, shaping its
 * Arabic name with font fallback, took ~47 ms on the Arabic home page under Lighthouse. Real logos
 * ship their text outlined; this does the same with the font the storefront uses (IBM Plex Sans
 * Arabic, fontsource's woff2 files), shaped by HarfBuzz so the Arabic letters join.
 *
 *   npm run logo-outline        (node store-api/scripts/outline-text.mjs)
 *
 * Run it again after changing the seeded store name, the logo's weights or the font package:
 * store-api/lib/svg.test.ts compares the committed file with what this produces.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { ARABIC_RANGE, PLEX_FILES } from "../../scripts/lib/plex.mjs";

const require = createRequire(import.meta.url);
const FONT_PACKAGE = "@fontsource/ibm-plex-sans-arabic";
const fontVersion = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/package.json`), "utf8")).version;
// harfbuzzjs exports no package.json; its entry point sits in dist/.
const harfbuzzjsVersion = JSON.parse(readFileSync(join(dirname(require.resolve("harfbuzzjs")), "../package.json"), "utf8")).version;

/**
 * The lines svg.ts draws for the seeded logo and favicon (seed/settings.ts's names, seed/catalogue.ts's
 * favicon label "O"), at the weights it draws them with. Kept here rather than imported so the script
 * runs on plain Node; svg.test.ts checks that the seeded logo and favicon draw no `<text>`.
 */
export const SEED_TEXTS = [
  { text: "Oasis Store", weight: 700 },
  { text: "متجر الواحة", weight: 600 },
  { text: "O", weight: 700 },
];

export const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), "../seed/logo-outline.json");

const isArabic = (text) => [...text].some((ch) => ARABIC_RANGE.some(([a, b]) => ch.codePointAt(0) >= a && ch.codePointAt(0) <= b));

/** fontsource's file for the subset and the available weight nearest the one asked for. */
function fontFile(subset, weight) {
  const weights = [100, 200, 300, 400, 500, 600, 700].sort((a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a);
  for (const w of weights) {
    const file = join(PLEX_FILES, `ibm-plex-sans-arabic-${subset}-${w}-normal.woff2`);
    try {
      return { file, bytes: readFileSync(file) };
    } catch {}
  }
  throw new Error(`outline-text: no ${subset} file of ${FONT_PACKAGE}`);
}

const fonts = new Map();

/** A HarfBuzz font for the subset and weight; HarfBuzz reads sfnt only, so the woff2 is unpacked first. */
async function fontFor(subset, weight) {
  const key = `${subset}:${weight}`;
  if (!fonts.has(key)) {
    const { file, bytes } = fontFile(subset, weight);
    // keepAllGlyphs: a plain unpacking to sfnt, every glyph and layout feature kept.
    const sfnt = await subsetFont(bytes, null, { targetFormat: "sfnt", keepAllGlyphs: true });
    const face = new hb.Face(new hb.Blob(sfnt));
    fonts.set(key, { file, face, font: new hb.Font(face), unicodes: new Set(face.collectUnicodes()) });
  }
  return fonts.get(key);
}

/**
 * Path data for glyph outlines placed at their pen positions, in relative commands between integer
 * points (each point rounded first, so the rounding does not add up along a contour): the logo is
 * served on every page, and this makes its paths about a third smaller than absolute numbers would.
 */
class PathWriter {
  d = "";
  #x = 0;
  #y = 0;
  #startX = 0;
  #startY = 0;
  #last = "";

  add(type, values, dx, dy) {
    if (type === "Z") {
      if (this.#last !== "z") this.d += "z";
      this.#last = "z";
      [this.#x, this.#y] = [this.#startX, this.#startY];
      return;
    }
    const points = [];
    for (let k = 0; k < values.length; k += 2) points.push([Math.round(values[k] + dx), Math.round(values[k + 1] + dy)]);
    const cmd = type.toLowerCase();
    // After "m" a repeated pair means "l", so only other commands may leave their letter out.
    if (cmd !== this.#last || cmd === "m") this.d += cmd;
    for (const [x, y] of points) {
      // Relative to the command's start point, as SVG reads every pair of a relative command.
      for (const n of [x - this.#x, y - this.#y]) this.d += n < 0 || /[a-z]$/.test(this.d) ? `${n}` : ` ${n}`;
    }
    const [x, y] = points[points.length - 1];
    [this.#x, this.#y] = [x, y];
    if (cmd === "m") [this.#startX, this.#startY] = [x, y];
    this.#last = cmd;
  }
}

/**
 * One line shaped and outlined: a path in font units (y up, the baseline at 0, the run starting at
 * x 0), its advance and the font's units per em. HarfBuzz gives a right-to-left run's glyphs in
 * visual order, so the pen always moves rightwards.
 */
export async function outlineText(text, weight) {
  const subset = isArabic(text) ? "arabic" : "latin";
  const { file, font, face, unicodes } = await fontFor(subset, weight);
  for (const ch of text) {
    if (!unicodes.has(ch.codePointAt(0))) throw new Error(`outline-text: ${file} has no glyph for "${ch}" in "${text}"`);
  }
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const path = new PathWriter();
  let pen = 0;
  infos.forEach((info, i) => {
    const p = positions[i];
    for (const { type, values } of font.glyphToJson(info.codepoint)) path.add(type, values, pen + p.xOffset, p.yOffset);
    pen += p.xAdvance;
  });
  return { d: path.d, advance: pen, unitsPerEm: face.upem };
}

/** The file's contents for the given lines, keyed `weight:text` as svg.ts looks them up. */
export async function generate(texts = SEED_TEXTS) {
  const outlines = {};
  for (const { text, weight } of texts) outlines[`${weight}:${text}`] = await outlineText(text, weight);
  return {
    source: `${FONT_PACKAGE} ${fontVersion}, shaped by harfbuzzjs ${harfbuzzjsVersion} (HarfBuzz ${hb.versionString()}); npm run logo-outline`,
    license: "IBM Plex Sans Arabic: SIL Open Font License 1.1, IBM Corp.",
    outlines,
  };
}

export const serialise = (json) => `${JSON.stringify(json, null, 2)}\n`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = serialise(await generate());
  writeFileSync(OUTPUT, out);
  console.log(`${SEED_TEXTS.length} lines, ${Buffer.byteLength(out)} bytes → ${OUTPUT}`);
}
