export const languages = ["ar", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = "ar";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function dirOf(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

export function otherLang(lang: Lang): Lang {
  return lang === "ar" ? "en" : "ar";
}

/**
 * The language's own URL for a path (which may carry a query such as `?page=2`): Arabic
 * carries no parameter, English carries lng=en.
 */
export function localizedUrl(origin: string, path: string, lang: Lang): string {
  if (lang !== "en") return `${origin}${path}`;
  return `${origin}${path}${path.includes("?") ? "&" : "?"}lng=en`;
}

/** One week, as the spec's language cookie. */
export const LANGUAGE_COOKIE_MAX_AGE = 604800;
