import type { Translator } from "~/i18n/translator";
import { missingKeys } from "~/lib/shell/missing-translations";

/**
 * Development only (spec §4): logs the keys the page's language lacks compared with Arabic, the
 * source. The locale parity test keeps them from shipping; this shows them while working.
 */
export async function logMissingTranslations(i18n: Translator): Promise<void> {
  if (!import.meta.env.DEV) return;
  const source = (await import("../locales/ar")).default;
  const current = i18n.language === "en" ? (await import("../locales/en")).default : source;
  const missing = missingKeys(source, current);
  if (missing.length) console.warn(`Missing ${i18n.language} translations:`, missing);
}

/** Reports a key looked up at runtime but absent (development only). */
export function reportMissingKey(key: string, language: string): void {
  if (import.meta.env.DEV) console.warn(`Missing translation "${key}" (${language})`);
}
