import { createInstance, type i18n } from "i18next";
import ar, { namespaces as arNamespaces } from "~/locales/ar";
import en, { namespaces as enNamespaces } from "~/locales/en";
import { languages, type Lang } from "~/lib/i18n";
import { NAMESPACES } from "~/lib/i18n-namespaces";
import type { Translations, Translator } from "~/client/translator";
import { compileTranslator } from "./translator.server";

/**
 * The server holds every namespace (so a page's `useTranslation(namespaces)` never waits) and,
 * as its default, all of them merged into one: a key is found in one lookup while rendering,
 * where the browser searches its few loaded namespaces in turn (app/client/i18n.ts).
 */
const ALL = "all";
export const resources = { ar: { [ALL]: ar, ...arNamespaces }, en: { [ALL]: en, ...enNamespaces } } as const;

function build(lng: Lang): i18n {
  const instance = createInstance();
  // Resources are bundled, so init is synchronous; one instance per language serves every request.
  // Loaders and middleware translate with it; rendering uses getTranslator (decision record 049).
  void instance.init({
    lng,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources,
    ns: [ALL, ...NAMESPACES],
    defaultNS: ALL,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const instances = Object.fromEntries(languages.map((l) => [l, build(l)])) as Record<Lang, i18n>;

export function getI18n(lng: Lang): i18n {
  return instances[lng];
}

const translators = Object.fromEntries(languages.map((l) => [l, compileTranslator(l, [resources[l][ALL] as unknown as Translations])])) as Record<
  Lang,
  Translator
>;

/** What components translate with while rendering on the server (react-i18next's `useTranslation`, decision record 049). */
export function getTranslator(lng: Lang): Translator {
  return translators[lng];
}
