// Reads the few tables of a TrueType/OpenType font (or a WOFF 1 file) that a metric-matched fallback
// face needs, and computes that face's size-adjust and ascent/descent/line-gap overrides (the technique
// of next/font, Fontaine and Capsize). No dependency: WOFF 1 tables are zlib streams, node:zlib reads them.
// Used by scripts/font-fallbacks.mjs (decision 053).
import { inflateSync } from "node:zlib";

/** The font's tables by tag, each a Buffer, from an sfnt (TrueType, OpenType) or a WOFF 1 file. */
export function readTables(data) {
  const buf = Buffer.from(data);
  const signature = buf.toString("latin1", 0, 4);
  const tables = new Map();
  if (signature === "wOFF") {
    const count = buf.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = buf.toString("latin1", at, at + 4);
      const offset = buf.readUInt32BE(at + 4);
      const compressed = buf.readUInt32BE(at + 8);
      const length = buf.readUInt32BE(at + 12);
      const raw = buf.subarray(offset, offset + compressed);
      tables.set(tag, compressed === length ? raw : inflateSync(raw));
    }
    return tables;
  }
  if (signature === "wOF2") throw new Error("WOFF 2 is not read here: give the .woff or .ttf of the same font");
  if (signature !== "\0\x01\0\0" && signature !== "OTTO" && signature !== "true") throw new Error(`not a font file (${JSON.stringify(signature)})`);
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = buf.toString("latin1", at, at + 4);
    const offset = buf.readUInt32BE(at + 8);
    const length = buf.readUInt32BE(at + 12);
    tables.set(tag, buf.subarray(offset, offset + length));
  }
  return tables;
}

/** Code point → glyph id, from the cmap's Unicode subtable (format 4 or 12). */
function readCmap(cmap) {
  const count = cmap.readUInt16BE(2);
  const subtables = [];
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 8;
    const platform = cmap.readUInt16BE(at);
    const encoding = cmap.readUInt16BE(at + 2);
    const offset = cmap.readUInt32BE(at + 4);
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 4 || format === 12)) subtables.push({ format, offset });
  }
  // The full-repertoire table when there is one, else the BMP one.
  const table = subtables.find((s) => s.format === 12) ?? subtables.find((s) => s.format === 4);
  if (!table) throw new Error("no Unicode cmap subtable (format 4 or 12)");
  const map = new Map();
  const at = table.offset;
  if (table.format === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(at + 16 + g * 12);
      const end = cmap.readUInt32BE(at + 20 + g * 12);
      const glyph = cmap.readUInt32BE(at + 24 + g * 12);
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const glyphAt = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(glyphAt);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/**
 * What a fallback face needs of a font: its em, its vertical metrics (hhea, and OS/2's typographic and
 * Windows ones) and a function from a character to its advance width in font units (undefined when the
 * font has no glyph for it).
 */
export function fontMetrics(data) {
  const tables = readTables(data);
  const need = (tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`the font has no ${tag} table`);
    return table;
  };
  const head = need("head");
  const hhea = need("hhea");
  const hmtx = need("hmtx");
  const os2 = tables.get("OS/2");
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const cmap = readCmap(need("cmap"));
  const advanceOfGlyph = (glyph) => hmtx.readUInt16BE(Math.min(glyph, numberOfHMetrics - 1) * 4);
  return {
    unitsPerEm: head.readUInt16BE(18),
    hhea: { ascender: hhea.readInt16BE(4), descender: hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8) },
    os2: os2
      ? {
          xAvgCharWidth: os2.readInt16BE(2),
          useTypoMetrics: (os2.readUInt16BE(62) & 0x80) !== 0,
          typoAscender: os2.readInt16BE(68),
          typoDescender: os2.readInt16BE(70),
          typoLineGap: os2.readInt16BE(72),
          winAscent: os2.readUInt16BE(74),
          winDescent: os2.readUInt16BE(76),
        }
      : undefined,
    advance(char) {
      const glyph = cmap.get(char.codePointAt(0));
      return glyph === undefined ? undefined : advanceOfGlyph(glyph);
    },
  };
}

/**
 * The mean advance width, as a fraction of the em, of text whose characters come with the given
 * frequencies ({ char: weight }). Characters the font has no glyph for are left out of the mean.
 */
export function averageWidth(metrics, frequencies) {
  let sum = 0;
  let weight = 0;
  for (const [char, w] of Object.entries(frequencies)) {
    const advance = metrics.advance(char);
    if (advance === undefined) continue;
    sum += advance * w;
    weight += w;
  }
  if (weight === 0) throw new Error("the font has none of the sample's characters");
  return sum / weight / metrics.unitsPerEm;
}

/**
 * The vertical metrics a browser lays a line out with, as fractions of the em: OS/2's typographic
 * ones when the font asks for them (USE_TYPO_METRICS), else hhea's (what Chromium and Firefox use
 * on Linux, macOS and Android; Windows' own GDI metrics are the winAscent/winDescent pair).
 */
export function lineMetrics(metrics) {
  const { unitsPerEm: em, hhea, os2 } = metrics;
  if (os2?.useTypoMetrics) {
    return { ascent: os2.typoAscender / em, descent: -os2.typoDescender / em, lineGap: os2.typoLineGap / em };
  }
  return { ascent: hhea.ascender / em, descent: -hhea.descender / em, lineGap: hhea.lineGap / em };
}

/**
 * The @font-face descriptors that make the fallback font take the web font's room: size-adjust scales
 * the fallback's glyphs so that text of the sample's make-up is as wide in both, and the overrides put
 * the web font's ascent, descent and line gap on the scaled fallback (they are fractions of the
 * fallback's em after size-adjust, hence the division). Returned as fractions (1 = 100%).
 */
export function fallbackDescriptors(web, fallback, frequencies) {
  const sizeAdjust = averageWidth(web, frequencies) / averageWidth(fallback, frequencies);
  const line = lineMetrics(web);
  return {
    sizeAdjust,
    ascentOverride: line.ascent / sizeAdjust,
    descentOverride: line.descent / sizeAdjust,
    lineGapOverride: line.lineGap / sizeAdjust,
  };
}

/** A fraction as a CSS percentage with two decimals ("107.64%"). */
export function percent(fraction) {
  return `${(fraction * 100).toFixed(2)}%`;
}

/**
 * English text as a storefront writes it, by character: letter frequencies of English prose, one space
 * per 4.7 letters (the mean English word), capitals at 8% of their letter (titles, names and labels are
 * capitalised more than prose) and the digits, the comma and the point of prices. Only the mix matters.
 */
export const ENGLISH_TEXT = (() => {
  const letters = { a: 8.2, b: 1.5, c: 2.8, d: 4.3, e: 12.7, f: 2.2, g: 2.0, h: 6.1, i: 7.0, j: 0.15, k: 0.77, l: 4.0, m: 2.4 };
  Object.assign(letters, { n: 6.7, o: 7.5, p: 1.9, q: 0.095, r: 6.0, s: 6.3, t: 9.1, u: 2.8, v: 0.98, w: 2.4, x: 0.15, y: 2.0, z: 0.074 });
  const text = { ...letters, " ": 100 / 4.7, ",": 0.3, ".": 0.6 };
  for (const [c, w] of Object.entries(letters)) text[c.toUpperCase()] = w * 0.08;
  for (const d of "0123456789") text[d] = 0.3;
  return text;
})();

/** One @font-face rule of a metric-matched fallback family: local fonts only, with the computed descriptors. */
export function fallbackFaceCss({ family, weight, locals, unicodeRange, descriptors }) {
  return [
    "@font-face {",
    `  font-family: ${JSON.stringify(family)};`,
    "  font-style: normal;",
    `  font-weight: ${weight};`,
    `  src: ${locals.map((name) => `local(${JSON.stringify(name)})`).join(", ")};`,
    `  size-adjust: ${percent(descriptors.sizeAdjust)};`,
    `  ascent-override: ${percent(descriptors.ascentOverride)};`,
    `  descent-override: ${percent(descriptors.descentOverride)};`,
    `  line-gap-override: ${percent(descriptors.lineGapOverride)};`,
    ...(unicodeRange ? [`  unicode-range: ${unicodeRange};`] : []),
    "}",
  ].join("\n");
}
