import type { Lang } from "~/lib/i18n";

/** Absolute URLs come from PUBLIC_URL, never from the Host header (which a client controls). */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}

/**
 * The language's own URL for a path (which may carry a query such as `?page=2`): Arabic
 * carries no parameter, English carries lng=en.
 */
export function localizedUrl(origin: string, path: string, lang: Lang): string {
  if (lang !== "en") return `${origin}${path}`;
  return `${origin}${path}${path.includes("?") ? "&" : "?"}lng=en`;
}

export interface PageUrls {
  canonical: string;
  alternates: Record<Lang, string>;
}

/**
 * Canonical and hreflang URLs of a page. Only `keep` query parameters that give the page
 * its own content (pagination) stay; filters and sort point at the unfiltered page.
 */
export function pageUrls(request: Request, lang: Lang, keep: Record<string, string | number | undefined> = {}): PageUrls {
  const origin = publicOrigin(request);
  const { pathname } = new URL(request.url);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(keep)) if (v !== undefined && v !== "") query.set(k, String(v));
  const path = query.size > 0 ? `${pathname}?${query}` : pathname;
  return {
    canonical: localizedUrl(origin, path, lang),
    alternates: { ar: localizedUrl(origin, path, "ar"), en: localizedUrl(origin, path, "en") },
  };
}
