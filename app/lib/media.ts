/** Sizes the media endpoint serves (spec §9: image fallback 300x300, logo 144x460). */
export type MediaSize = "80x80" | "144x460" | "150x150" | "300x300" | "600x600" | "1200x1200";

/**
 * A Store API file name becomes a same-origin media URL at a served size; absolute and rooted
 * URLs (an operator's CDN) are used as they are. Anything else (javascript:, data:) is dropped.
 */
export function mediaUrl(file: string | null | undefined, size: MediaSize, background?: string): string | null {
  if (!file) return null;
  const value = file.trim();
  if (/^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//"))) return value;
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(value) || value.includes("..")) return null;
  const query = background ? `?background=${encodeURIComponent(background)}` : "";
  return `/api/media/${size}/${value}${query}`;
}
