import { getInitialNamespaces } from "remix-i18next/client";
import { createTranslator, type Translations, type Translator } from "~/i18n/translator";
import type { Lang } from "~/lib/text/i18n";
import { isChunkLoadError } from "~/lib/shell/chunk-reload";
import { isNamespace, pageNamespaces } from "~/lib/text/i18n-namespaces";
import { reloadForNewBuild } from "./chunk-reload";
import { reportMissingKey } from "./missing-translations";

// One chunk per language and namespace; nothing is fetched until a page needs it.
const files = import.meta.glob<{ default: object }>("../locales/*/*.ts");

/**
 * The browser's translator: the page's language, with the namespaces its routes declare
 * (remix-i18next's `getInitialNamespaces`) and those the server listed on `<html>` (the shell's and
 * a flash message's) loaded before hydration, so the first render matches the server's.
 */
export async function startI18n(lng: Lang): Promise<Translator> {
  const translator = createTranslator(lng, {
    async load(language, ns) {
      const load = files[`../locales/${language}/${ns}.ts`];
      if (!load) throw new Error(`no translations for ${language}/${ns}`);
      try {
        return (await load()).default as Translations;
      } catch (error) {
        // A deployment removed the chunk this build knows: the new build has it.
        if (isChunkLoadError(error)) reloadForNewBuild();
        throw error;
      }
    },
    onMissing: import.meta.env.DEV ? (key) => reportMissingKey(key, lng) : undefined,
  });
  const listed = (document.documentElement.dataset.i18n ?? "").split(" ").filter(isNamespace);
  await translator.loadNamespaces([...pageNamespaces([{ i18n: getInitialNamespaces() }], []), ...listed]);
  return translator;
}
