import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { languages, type Lang } from "~/lib/i18n";

export const resources = { ar: { translation: ar }, en: { translation: en } } as const;

function build(lng: Lang): i18n {
  const instance = createInstance();
  // Resources are bundled, so init is synchronous; one instance per language serves every request.
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources,
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
