/**
 * Deterministic SVG images for the demo media (no image library needed): the picture is
 * drawn at its own size and letterboxed into the requested box, with the requested
 * background filling the bands.
 */

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

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 600): string {
  return lines
    .map((line, i) => {
      const rtl = /[\u0590-\u08FF]/.test(line);
      return `<text x="${x}" y="${y + i * size * 1.35}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle"${rtl ? ' direction="rtl"' : ""}>${escapeXml(line)}</text>`;
    })
    .join("");
}

/** Splits a long line in two at a space near the middle. */
function wrap(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const mid = Math.floor(line.length / 2);
  let cut = line.lastIndexOf(" ", mid);
  if (cut < 0) cut = line.indexOf(" ", mid);
  if (cut < 0) return [line];
  return [line.slice(0, cut), line.slice(cut + 1)];
}

/** The picture at its own size (W×H), as SVG elements. */
function picture(src: MediaSource): string {
  const { width: W, height: H, color } = src;
  const [en = "", ar = ""] = src.label.split("\n");
  const h = hash(src.file);
  const light = shade(color, 0.82);
  const mid = shade(color, 0.45);
  const ink = isLight(color) ? shade(color, -0.6) : color;
  const id = `g${h.toString(36)}`;
  const grad = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`;

  switch (src.kind) {
    case "logo":
    case "brand": {
      const size = Math.round(H * 0.28);
      return (
        `<rect width="${W}" height="${H}" rx="${H * 0.12}" fill="#ffffff"/>` +
        `<circle cx="${H * 0.5}" cy="${H * 0.5}" r="${H * 0.32}" fill="${color}"/>` +
        `<path d="M${H * 0.5} ${H * 0.27} q${H * 0.16} ${H * 0.14} 0 ${H * 0.46} q-${H * 0.16} -${H * 0.14} 0 -${H * 0.46}z" fill="#ffffff" opacity="0.85"/>` +
        textLines([en], (W + H) / 2, H * 0.47, size, ink, 700) +
        textLines([ar], (W + H) / 2, H * 0.8, Math.round(size * 0.7), shade(ink, 0.25), 500)
      );
    }
    case "icon":
      return `<rect width="${W}" height="${H}" rx="${W * 0.2}" fill="${color}"/>${textLines([en.slice(0, 2)], W / 2, H * 0.7, Math.round(H * 0.6), "#ffffff", 700)}`;
    case "page":
    case "offer": {
      const size = Math.round(H * 0.13);
      return (
        grad +
        `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
        `<circle cx="${W * 0.85}" cy="${H * 0.2}" r="${H * 0.45}" fill="${color}" opacity="0.25"/>` +
        `<circle cx="${W * 0.1}" cy="${H * 0.95}" r="${H * 0.35}" fill="#ffffff" opacity="0.25"/>` +
        textLines([en], W / 2, H * 0.46, size, ink, 800) +
        textLines([ar], W / 2, H * 0.46 + size * 1.5, Math.round(size * 0.85), ink, 600)
      );
    }
    default: {
      // product, product-2, product-3, category: a tile with a simple object and the name
      const variant = src.kind === "product-2" ? 1 : src.kind === "product-3" ? 2 : h % 3;
      const cx = W / 2;
      const cy = H * 0.4;
      const r = Math.min(W, H) * 0.22;
      const shapes = [
        `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.25}" fill="${color}"/><rect x="${cx - r * 0.6}" y="${cy - r * 0.6}" width="${r * 1.2}" height="${r * 0.3}" rx="${r * 0.1}" fill="#ffffff" opacity="0.7"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.25}" fill="#ffffff" opacity="0.6"/>`,
        `<path d="M${cx} ${cy - r} L${cx + r} ${cy + r * 0.8} L${cx - r} ${cy + r * 0.8} Z" fill="${color}"/><circle cx="${cx}" cy="${cy + r * 0.25}" r="${r * 0.25}" fill="#ffffff" opacity="0.6"/>`,
      ];
      const size = Math.round(Math.min(W, H) * (src.kind === "category" ? 0.075 : 0.055));
      const lines = [...wrap(en, 28), ...wrap(ar, 28)].slice(0, 4);
      return (
        grad +
        `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
        `<ellipse cx="${cx}" cy="${cy + r * 1.15}" rx="${r * 1.1}" ry="${r * 0.18}" fill="#000000" opacity="0.12"/>` +
        shapes[variant] +
        textLines(lines, cx, H * 0.76, size, ink, 600)
      );
    }
  }
}

/** The image letterboxed into width×height. */
export function renderSvg(src: MediaSource, width: number, height: number, background: Background): string {
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
