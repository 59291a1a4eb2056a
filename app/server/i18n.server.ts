import { namespaces as ar } from "~/locales/ar";
import { namespaces as en } from "~/locales/en";
import { createTranslator, type Translations, type Translator } from "~/i18n/translator";
import { languages, type Lang } from "~/lib/text/i18n";
import type { Namespace } from "~/lib/text/i18n-namespaces";

/** Every namespace of each language, as the translator and its i18next oracle (tests) take them. */
export const resources = { ar, en } as const satisfies Record<Lang, Record<Namespace, Translations>>;

// The server holds every namespace, so a page's `useTranslation(namespaces)` never waits. One
// translator per language serves loaders, middleware and rendering of every request (decision record 070).
const translators = Object.fromEntries(languages.map((l) => [l, createTranslator(l, { loaded: resources[l] })])) as Record<Lang, Translator>;

export function getI18n(lng: Lang): Translator {
  return translators[lng];
}
