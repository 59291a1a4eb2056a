/**
 * Deterministic SVG images for the demo media (no image library needed): the picture is
 * drawn at its own size and letterboxed into the requested box, with the requested
 * background filling the bands. Products, categories, brands, offers and pages show a
 * Fluent Emoji (decision 040) on a soft tint of their colour, with no text.
 */
import { seedVariants } from "../seed/catalogue-data.ts";
import { drawnPictures } from "../seed/drawn.ts";
import { emojiFor, FALLBACK_EMOJI, objectFills } from "../seed/emoji-map.ts";
import emojiData from "../seed/emoji/emoji.json";
import logoOutline from "../seed/logo-outline.json";

export interface MediaSource {
  file: string;
  kind: string;
  label: string;
  color: string;
  width: number;
  height: number;
}

/** Sizes served by GET /media/{w}x{h}/{file}. */
export const MEDIA_SIZES = ["80x80", "150x150", "300x300", "600x600", "1200x1200", "144x460", "460x144", "1200x630"] as const;

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NAMED_RE = /^[a-z]{3,20}$/i;
const RGB_RE = /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i;

export type Background = { fill: string; opacity: number } | null;

/**
 * Parses `?background=`: a hex colour (with or without #), a colour name, rgb()/rgba(),
 * `transparent`, or `auto` (the image's dominant colour at alpha 0.6). Undefined: none.
 * Returns `undefined` for an invalid value.
 */
export function parseBackground(value: string | undefined, dominant: string): Background | undefined {
  if (value === undefined || value === "" || value.toLowerCase() === "transparent" || value.toLowerCase() === "none") {
    return null;
  }
  const v = value.trim();
  if (v.toLowerCase() === "auto") return { fill: dominant, opacity: 0.6 };
  if (HEX_RE.test(v)) return { fill: v.startsWith("#") ? v : `#${v}`, opacity: 1 };
  if (NAMED_RE.test(v) || RGB_RE.test(v)) return { fill: v.toLowerCase(), opacity: 1 };
  return undefined;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = Number.parseInt(m[1] as string, 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return false;
  const n = Number.parseInt(m[1] as string, 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 170;
}

const FONT = "font-family=\"system-ui, 'Segoe UI', Tahoma, Arial, sans-serif\"";

/**
 * The seeded store name and favicon letter as outlines (`weight:text` → path in font units, y up),
 * made by store-api/scripts/outline-text.mjs: an SVG image's `<text>` is laid out on the page's main
 * thread with the system's fonts (one layout of the logo, shaping the Arabic name, took ~47 ms on the
 * Arabic home page under Lighthouse); a path is only filled.
 */
const OUTLINES: Record<string, { d: string; advance: number; unitsPerEm: number }> = logoOutline.outlines;

/** Lines centred on x (the first baseline at y); an operator's own name, not outlined, is drawn as text. */
function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 600): string {
  return lines
    .map((line, i) => {
      const baseline = y + i * size * 1.35;
      const outline = OUTLINES[`${weight}:${line}`];
      if (outline) {
        const s = size / outline.unitsPerEm;
        return `<path d="${outline.d}" transform="translate(${round(x - (outline.advance * s) / 2)} ${round(baseline)}) scale(${round4(s)} ${round4(-s)})" fill="${fill}"/>`;
      }
      const rtl = /[\u0590-\u08FF]/.test(line);
      return `<text x="${x}" y="${baseline}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle"${rtl ? ' direction="rtl"' : ""}>${escapeXml(line)}</text>`;
    })
    .join("");
}

const round = (n: number) => Math.round(n * 10) / 10;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The committed Fluent Emoji subset (decision 040): name → SVG body in a 32×32 box. */
const EMOJI: Record<string, string> = emojiData.icons;

/** The SVG body of a named emoji or of a picture drawn for the demo (`seed/drawn.ts`); the fallback's when the name is unknown. */
export function emojiBody(name: string): string {
  return EMOJI[name] ?? drawnPictures[name] ?? EMOJI[FALLBACK_EMOJI] ?? "";
}

/** A #rrggbb colour's luminance, 0–255. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return 128;
  const n = Number.parseInt(m[1] as string, 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
}

/** The colour's hue at the given luminance (lighter with white, darker with black): a soft tint. */
export function tint(hex: string, target: number): string {
  const l = luminance(hex);
  if (l === target) return shade(hex, 0);
  return l < target ? shade(hex, (target - l) / (255 - l)) : shade(hex, target / l - 1);
}

/** Every seeded colour by its name in either language ("White", "أبيض"): the names product labels carry. */
const COLOUR_BY_NAME = new Map(
  seedVariants
    .filter((v) => v.type === "color" && v.hex)
    .flatMap((v) => [[v.name[1].toLowerCase(), v.hex as string] as const, [v.name[0], v.hex as string] as const]),
);

/**
 * The colour a product's variant is sold in, from its label's suffix in either language
 * ("Polo T-shirt (White, M)\nتيشيرت بولو (أبيض، M)"); null for a product without a colour.
 */
export function variantColour(label: string): string | null {
  for (const line of label.split("\n")) {
    const suffix = /\(([^()]*)\)\s*$/.exec(line)?.[1];
    for (const name of suffix?.split(/\s*[,،]\s*/) ?? []) {
      const hex = COLOUR_BY_NAME.get(name.toLowerCase());
      if (hex) return hex;
    }
  }
  return null;
}

/** The emoji with its object's fills (`fills`, main first) repainted in `hex`, each as much lighter or darker than the main one as it was. */
export function paintObject(body: string, fills: readonly string[], hex: string): string {
  const main = fills[0];
  if (!main) return body;
  const [target, from] = [luminance(hex), luminance(main)];
  const own = new Set(fills.map((f) => f.toLowerCase()));
  return body.replace(/(fill|stop-color|stroke)="(#[0-9a-fA-F]{6})"/g, (all, attr: string, c: string) =>
    own.has(c.toLowerCase()) ? `${attr}="${tint(hex, Math.max(0, Math.min(255, target + luminance(c) - from)))}"` : all,
  );
}

/** The emoji's SVG body for a media row: a colour variant's product shows its object in that colour. */
function bodyFor(src: MediaSource, name: string): string {
  const colour = src.kind.startsWith("product") ? variantColour(src.label) : null;
  const fills = objectFills[name];
  return colour && fills ? paintObject(emojiBody(name), fills, colour) : emojiBody(name);
}

/** The emoji (its SVG body) drawn size×size, centred on (cx, cy), optionally turned by `angle` degrees. */
function emojiAt(body: string, cx: number, cy: number, size: number, angle = 0): string {
  const svg = `<svg x="${round(cx - size / 2)}" y="${round(cy - size / 2)}" width="${round(size)}" height="${round(size)}" viewBox="0 0 32 32">${body}</svg>`;
  return angle ? `<g transform="rotate(${angle} ${round(cx)} ${round(cy)})">${svg}</g>` : svg;
}

/** Above this luminance a colour is "very light" (white; beige, 197, is not): its object needs a darker ground. */
export const LIGHT_OBJECT = 200;

/** The tints a picture of this colour is drawn on: light ones, or mid tones under a very light object. */
export function grounds(color: string): { ground: string; disc: string; mark: string } {
  const l = luminance(color);
  if (l > LIGHT_OBJECT) return { ground: tint(color, l - 58), disc: tint(color, l - 82), mark: tint(color, l - 100) };
  return { ground: tint(color, 226 + l * 0.08), disc: tint(color, 196 + l * 0.16), mark: tint(color, 180 + l * 0.2) };
}

/** The picture at its own size (W×H), as SVG elements; no text but the store logo's name (outlined for the seeded store). */
function picture(src: MediaSource): string {
  const { width: W, height: H, color } = src;
  const [en = "", ar = ""] = src.label.split("\n");
  const h = hash(src.file);
  const id = `g${h.toString(36)}`;
  const m = Math.min(W, H);
  const ink = isLight(color) ? shade(color, -0.6) : color;
  // Soft tints of the image's colour — the ground, a disc behind the object, the pattern —
  // a little darker for a dark colour, so black and white variants differ too. A white or very
  // light object would vanish on them, so its tints are mid tones well below it instead.
  const { ground, disc, mark } = grounds(color);
  const emoji = bodyFor(src, emojiFor(src));

  switch (src.kind) {
    case "logo": {
      const size = Math.round(H * 0.28);
      return (
        `<rect width="${W}" height="${H}" rx="${H * 0.12}" fill="#ffffff"/>` +
        `<circle cx="${H * 0.5}" cy="${H * 0.5}" r="${H * 0.32}" fill="${color}"/>` +
        `<path d="M${H * 0.5} ${H * 0.27} q${H * 0.16} ${H * 0.14} 0 ${H * 0.46} q-${H * 0.16} -${H * 0.14} 0 -${H * 0.46}z" fill="#ffffff" opacity="0.85"/>` +
        textLines([en], (W + H) / 2, H * 0.47, size, ink, 700) +
        textLines([ar], (W + H) / 2, H * 0.8, Math.round(size * 0.85), ink, 600)
      );
    }
    case "icon":
      return `<rect width="${W}" height="${H}" rx="${W * 0.2}" fill="${color}"/>${textLines([en.slice(0, 2)], W / 2, H * 0.7, Math.round(H * 0.6), "#ffffff", 700)}`;
    case "brand":
      // A clean mark: the emoji on a soft pill of the brand's colour.
      return (
        `<rect width="${W}" height="${H}" rx="${H * 0.2}" fill="${ground}"/>` +
        `<circle cx="${W / 2}" cy="${H / 2}" r="${H * 0.42}" fill="${disc}"/>` +
        emojiAt(emoji, W / 2, H / 2, H * 0.62)
      );
    case "page":
    case "offer": {
      // A banner: the emoji large on a diagonal wash with two soft circles.
      return (
        `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${disc}"/></linearGradient></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
        `<circle cx="${W * 0.85}" cy="${H * 0.2}" r="${H * 0.45}" fill="${mark}" opacity="0.5"/>` +
        `<circle cx="${W * 0.1}" cy="${H * 0.95}" r="${H * 0.35}" fill="#ffffff" opacity="0.35"/>` +
        emojiAt(emoji, W / 2, H / 2, H * 0.66)
      );
    }
    case "product-2": {
      // A closer look on a dotted ground: the object larger and a little off centre.
      const step = m / 12;
      return (
        `<defs><pattern id="${id}" width="${round(step)}" height="${round(step)}" patternUnits="userSpaceOnUse"><circle cx="${round(step / 2)}" cy="${round(step / 2)}" r="${round(step * 0.1)}" fill="${mark}"/></pattern></defs>` +
        `<rect width="${W}" height="${H}" fill="${ground}"/><rect width="${W}" height="${H}" fill="url(#${id})"/>` +
        emojiAt(emoji, W * 0.54, H * 0.54, m * 0.84)
      );
    }
    case "product-3": {
      // At an angle on a diagonal wash with a soft stripe.
      return (
        `<defs><linearGradient id="${id}" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${disc}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs>` +
        `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
        `<path d="M0 ${round(H * 0.72)} L${W} ${round(H * 0.42)} L${W} ${round(H * 0.62)} L0 ${round(H * 0.92)} Z" fill="#ffffff" opacity="0.35"/>` +
        `<ellipse cx="${W / 2}" cy="${round(H * 0.8)}" rx="${round(m * 0.24)}" ry="${round(m * 0.035)}" fill="#000000" opacity="0.08"/>` +
        emojiAt(emoji, W / 2, H * 0.48, m * 0.56, -12)
      );
    }
    default:
      // product, category: the object centred on a disc, a soft shadow beneath.
      return (
        `<rect width="${W}" height="${H}" fill="${ground}"/>` +
        `<circle cx="${W / 2}" cy="${round(H * 0.48)}" r="${round(m * 0.36)}" fill="${disc}"/>` +
        `<ellipse cx="${W / 2}" cy="${round(H * 0.8)}" rx="${round(m * 0.22)}" ry="${round(m * 0.03)}" fill="#000000" opacity="0.08"/>` +
        emojiAt(emoji, W / 2, H * 0.48, m * (src.kind === "category" ? 0.54 : 0.5))
      );
  }
}

/** Kinds drawn for the requested box instead of letterboxed: a mark or a banner has no fixed shape, so a square thumbnail gets a square picture. */
const FITS_THE_BOX = new Set(["brand", "offer", "page"]);

/** The image letterboxed into width×height (brand marks, offers and pages: drawn for that box). */
export function renderSvg(source: MediaSource, width: number, height: number, background: Background): string {
  const src = FITS_THE_BOX.has(source.kind) ? { ...source, width, height } : source;
  const bg = background
    ? `<rect width="100%" height="100%" fill="${escapeXml(background.fill)}"${background.opacity < 1 ? ` fill-opacity="${background.opacity}"` : ""}/>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(src.label.split("\n")[0] ?? "")}">` +
    bg +
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 ${src.width} ${src.height}" preserveAspectRatio="xMidYMid meet">` +
    picture(src) +
    "</svg></svg>"
  );
}
