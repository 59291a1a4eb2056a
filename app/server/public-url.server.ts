import type { Lang } from "~/lib/i18n";

/** Absolute URLs come from PUBLIC_URL, never from the Host header (which a client controls). */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}

/** The language's own URL for a path: Arabic carries no parameter, English carries ?lng=en. */
export function localizedUrl(origin: string, pathname: string, lang: Lang): string {
  return `${origin}${pathname}${lang === "en" ? "?lng=en" : ""}`;
}
