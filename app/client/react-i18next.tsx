/**
 * What the app's build gets for `import … from "react-i18next"` (vite.config.ts swaps it in;
 * decision records 046 and 049): the same `useTranslation` and `I18nextProvider`, served by a
 * small translator instead of i18next: in the browser ./translator.ts, on the server the one
 * compiled from every namespace (app/server/translator.server.ts). As with react-i18next's
 * `useSuspense`, asking for namespaces that are not loaded yet suspends until they are.
 */
import { createContext, use } from "react";
import type { Namespace } from "~/lib/i18n-namespaces";
import type { Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children: React.ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

export function useTranslation(ns?: Namespace | readonly Namespace[]) {
  const i18n = use(TranslatorContext);
  if (!i18n) throw new Error("useTranslation outside I18nextProvider");
  const namespaces = ns === undefined ? [] : typeof ns === "string" ? [ns] : ns;
  if (!i18n.hasLoaded(namespaces)) use(i18n.loadNamespaces(namespaces));
  return { t: i18n.t, i18n, ready: true };
}
