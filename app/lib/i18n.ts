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

/** One week, as the spec's language cookie. */
export const LANGUAGE_COOKIE_MAX_AGE = 604800;
