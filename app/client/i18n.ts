import { createInstance, type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import type { Lang } from "~/lib/i18n";
import { isChunkLoadError } from "~/lib/chunk-reload";
import { isNamespace, NAMESPACES, pageNamespaces } from "~/lib/i18n-namespaces";
import { reloadForNewBuild } from "./chunk-reload";
import { missingKeyOptions } from "./missing-translations";

// One chunk per language and namespace; nothing is fetched until a page needs it.
const files = import.meta.glob<{ default: object }>("../locales/*/*.ts");

const backend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, done) {
    const load = files[`../locales/${lng}/${ns}.ts`];
    if (!load) return done(new Error(`no translations for ${lng}/${ns}`), false);
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => {
        // A deployment removed the chunk this build knows: the new build has it.
        if (isChunkLoadError(error)) reloadForNewBuild();
        done(error as Error, false);
      },
    );
  },
};

/**
 * The browser's i18next: the page's language, with the namespaces its routes declare
 * (remix-i18next's `getInitialNamespaces`) and those the server listed on `<html>` (the shell's and
 * a flash message's) loaded before hydration, so the first render matches the server's.
 */
export async function startI18n(lng: Lang): Promise<i18n> {
  const listed = (document.documentElement.dataset.i18n ?? "").split(" ").filter(isNamespace);
  const ns = pageNamespaces([{ i18n: getInitialNamespaces() }], []).concat(listed);
  const instance = createInstance();
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      ns: [...new Set(ns)],
      defaultNS: "shell",
      fallbackNS: [...NAMESPACES],
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      ...missingKeyOptions(),
    });
  return instance;
}
