import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import ar, { namespaces as arNamespaces } from "~/locales/ar";
import en, { namespaces as enNamespaces } from "~/locales/en";
import { languages, type Lang } from "~/lib/i18n";
import { NAMESPACES } from "~/lib/i18n-namespaces";

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
  void instance.use(initReactI18next).init({
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
