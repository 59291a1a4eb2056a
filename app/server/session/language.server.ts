import { LanguageDetector } from "remix-i18next/server";
import { defaultLanguage, isLang, languages, type Lang } from "~/lib/text/i18n";

/** Longer than any language tag a shopper types; the Accept-Language parser is slow on long input. */
const LNG_MAX = 35;

export interface LanguageChoice {
  lang: Lang;
  /** Set when `?lng` chose a language other than the remembered one: the cookie to write. */
  remember: Lang | null;
}

/**
 * The page's language in DESIGN.md's order: `?lng` (any tag remix-i18next can match: `en`, `EN`,
 * `en-GB`), then the plain `lng` cookie, then the store's default, then Arabic. The cookie is our
 * own plain value, not React Router's encoded one, so it is read through the detector's custom finder.
 */
export async function detectLanguage(request: Request, cookieLng: string | undefined, storeDefault: () => Promise<Lang>): Promise<LanguageChoice> {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lng");
  if (asked !== null && asked.length > LNG_MAX) {
    url.searchParams.delete("lng");
    request = new Request(url);
  }
  const remembered = isLang(cookieLng) ? cookieLng : null;
  const detector = new LanguageDetector({
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    searchParamKey: "lng",
    order: ["searchParams", "custom"],
    findLocale: async () => remembered ?? (await storeDefault()),
  });
  const detected = await detector.detect(request);
  const lang = isLang(detected) ? detected : defaultLanguage;
  const fromQuery = asked !== null && asked.length <= LNG_MAX && asked.trim().toLowerCase().startsWith(lang);
  return { lang, remember: fromQuery && lang !== remembered ? lang : null };
}
