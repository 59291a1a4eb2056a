/**
 * Sizes the media endpoint serves (spec §9: image fallback 300x300; logo 144x460, see LOGO_SIZE), and
 * the only ones the shop's /api/media proxy forwards (decision 100).
 */
export const MEDIA_SIZES = ["80x80", "144x460", "460x144", "150x150", "300x300", "600x600", "1200x1200"] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
/** The letterbox backgrounds the shop's pages ask for: cards' `auto` (spec §9). */
export const MEDIA_BACKGROUNDS = ["auto"] as const;

/**
 * A Store API file name becomes a same-origin media URL at a served size; absolute and rooted
 * URLs (an operator's CDN) are used as they are. Anything else (javascript:, data:) is dropped.
 */
/**
 * The logo box, width × height as the media endpoint reads it. The spec's "144x460" box is a logo 144
 * high and 460 wide: asked for as 144 wide, a landscape logo arrives as a sliver in a portrait frame.
 */
export const LOGO_SIZE = "460x144" satisfies MediaSize;

export function mediaUrl(file: string | null | undefined, size: MediaSize, background?: string): string | null {
  if (!file) return null;
  const value = file.trim();
  if (/^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//"))) return value;
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(value) || value.includes("..")) return null;
  const query = background ? `?background=${encodeURIComponent(background)}` : "";
  return `/api/media/${size}/${value}${query}`;
}
