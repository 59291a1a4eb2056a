// IBM Plex Sans Arabic as @fontsource/ibm-plex-sans-arabic ships it: where its files are and the
// unicode-range of the two subsets the store uses (fontsource's CSS, version 5). fonts.css's web-font
// faces (scripts/font-subsets.mjs) and the fallback faces standing in for the Latin one
// (scripts/font-fallbacks.mjs) are written from these.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PLEX_FILES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../node_modules/@fontsource/ibm-plex-sans-arabic/files");

export const ARABIC_RANGE = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

export const LATIN_RANGE = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
/** CSS unicode-range for ranges of code points. */
export const unicodeRange = (ranges) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
