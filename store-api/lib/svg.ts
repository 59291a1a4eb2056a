/**
 * Deterministic SVG images for the demo media (no image library needed): the picture is
 * drawn at its own size and letterboxed into the requested box, with the requested
 * background filling the bands. Products, categories, brands, offers and pages show a
 * Fluent Emoji (decision 040) with no text: products and categories its 3D render on a light
 * studio ground (decision 079), the others its flat drawing on a soft tint of their colour.
 */
import { seedVariants } from "../seed/catalogue-data.ts";
import { drawnPictures } from "../seed/drawn.ts";
import { emojiFor, FALLBACK_EMOJI, objectFills } from "../seed/emoji-map.ts";
import emojiData from "../seed/emoji/emoji.json";
import emoji3dData from "../seed/emoji/emoji-3d.json";
import logoOutline from "../seed/logo-outline.json";
import { canonicalColour } from "./colour.ts";

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

export type Background = { fill: string; opacity: number } | null;

/**
 * Parses `?background=`: a hex colour (with or without #), a CSS colour name, rgb()/rgba(),
 * `transparent`, or `auto` (the image's dominant colour at alpha 0.6). Undefined: none.
 * Returns `undefined` for an invalid value. Each colour has one spelling (decision 100), so
 * another way of writing it is the same picture, not another render.
 */
export function parseBackground(value: string | undefined, dominant: string): Background | undefined {
  const v = value?.trim().toLowerCase() ?? "";
  if (v === "" || v === "transparent" || v === "none") return null;
  if (v === "auto") return { fill: dominant, opacity: 0.6 };
  return canonicalColour(v);
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

/** The committed 3D renders (decision 079): name → base64 WebP, 256 px with transparency. */
const RENDERS: Record<string, string> = emoji3dData.renders;

/** The 3D render of a named emoji as a data: URL; null for a picture drawn for the demo, which has none. */
export function renderFor(name: string): string | null {
  const webp = RENDERS[name];
  return webp ? `data:image/webp;base64,${webp}` : null;
}

const channels = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => round4(c / 255));
};

/** The colours a toned render's grey levels map onto: dark, the colour itself (kept off pure black and white), light. */
export function toneStops(hex: string): [string, string, string] {
  return [shade(hex, -0.7), tint(hex, Math.max(40, Math.min(215, luminance(hex)))), shade(hex, 0.4)];
}

/**
 * A render can't have its fills repainted, so a colour variant's object is toned instead: its
 * grey levels mapped onto the colour, dark to light (a duotone), which keeps the render's shading.
 */
function toneFilter(id: string, hex: string): string {
  const stops = toneStops(hex).map(channels);
  const table = (i: number) => stops.map((c) => c[i]).join(" ");
  return (
    `<filter id="${id}" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values=".3 .59 .11 0 0 .3 .59 .11 0 0 .3 .59 .11 0 0 0 0 0 1 0"/>` +
    `<feComponentTransfer><feFuncR type="table" tableValues="${table(0)}"/><feFuncG type="table" tableValues="${table(1)}"/><feFuncB type="table" tableValues="${table(2)}"/></feComponentTransfer></filter>`
  );
}

/**
 * The studio's ground (its edges) and the light behind the object (its centre) for a picture of this
 * colour. A white or very light object needs a grey ground to show: a little grey under a render (its
 * own shading outlines it), a mid grey under a flat drawing.
 */
export function studioGround(hex: string, rendered: boolean): { ground: string; light: string } {
  const l = luminance(hex);
  if (l <= LIGHT_OBJECT) return { ground: tint(hex, 242), light: tint(hex, 253) };
  return rendered ? { ground: tint(hex, l - 30), light: tint(hex, l - 8) } : { ground: tint(hex, l - 55), light: tint(hex, l - 20) };
}

/**
 * A product or category on a light studio ground (decision 079): a soft light behind the object,
 * a faint floor shadow under it, the object filling most of the frame. `view` frames the gallery's
 * second (closer) and third (turned) pictures differently. A colour variant lightly tints the
 * ground and tones the object; a picture drawn for the demo (no render) is its flat drawing, repainted.
 */
function studio(src: MediaSource, name: string, id: string, view: "main" | "close" | "angle"): string {
  const { width: W, height: H, color } = src;
  const m = Math.min(W, H);
  const variant = src.kind.startsWith("product") ? variantColour(src.label) : null;
  const cue = variant ?? color;
  // Very light, a breath of the colour; a white or very light object gets a grey studio ground so it shows.
  const render = renderFor(name);
  const { ground, light } = studioGround(cue, render !== null);
  const size = m * (view === "close" ? 0.96 : view === "angle" ? 0.74 : src.kind === "category" ? 0.8 : 0.84);
  const [cx, cy] = view === "close" ? [W / 2, H * 0.5] : [W / 2, H * 0.47];
  const angle = view === "angle" ? -12 : 0;
  const toned = render && variant && objectFills[name];
  let object: string;
  if (render) {
    const img = `<image href="${render}" x="${round(cx - size / 2)}" y="${round(cy - size / 2)}" width="${round(size)}" height="${round(size)}"${toned ? ` filter="url(#${id}t)"` : ""}/>`;
    object = angle ? `<g transform="rotate(${angle} ${round(cx)} ${round(cy)})">${img}</g>` : img;
  } else {
    object = emojiAt(bodyFor(src, name), cx, cy, size * 0.92, angle);
  }
  return (
    `<defs><radialGradient id="${id}l" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${ground}"/></radialGradient>` +
    `<radialGradient id="${id}s"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `${toned ? toneFilter(`${id}t`, variant) : ""}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}l)"/>` +
    (view === "close"
      ? ""
      : `<ellipse cx="${round(cx)}" cy="${round(cy + size * 0.47)}" rx="${round(size * 0.4)}" ry="${round(m * 0.045)}" fill="url(#${id}s)"/>`) +
    object
  );
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
  const ink = isLight(color) ? shade(color, -0.6) : color;
  // Brands, offers and pages: soft tints of the image's colour — the ground, a disc behind the object, a mark —
  // a little darker for a dark colour, so black and white variants differ too. A white or very
  // light object would vanish on them, so its tints are mid tones well below it instead.
  const { ground, disc, mark } = grounds(color);
  const name = emojiFor(src);
  const emoji = bodyFor(src, name);

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
    case "product-2":
      return studio(src, name, id, "close");
    case "product-3":
      return studio(src, name, id, "angle");
    default:
      // product, category
      return studio(src, name, id, "main");
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
