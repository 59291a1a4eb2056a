/**
 * How components translate (decision record 070): `useTranslation(namespaces)` answers `t` and the
 * page's translator (./translator.ts) from `TranslatorProvider`, on the server and in the browser. Its
 * shape is react-i18next's, which the app used before. Asking for namespaces not loaded yet suspends
 * until they are, as react-i18next's `useSuspense` did; on the server every namespace is loaded.
 */
import { createContext, use } from "react";
import type { Namespace } from "~/lib/text/i18n-namespaces";
import type { Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

export function useTranslation(ns?: Namespace | readonly Namespace[]) {
  const i18n = use(TranslatorContext);
  if (!i18n) throw new Error("useTranslation outside TranslatorProvider");
  const namespaces = ns === undefined ? [] : typeof ns === "string" ? [ns] : ns;
  if (!i18n.hasLoaded(namespaces)) use(i18n.loadNamespaces(namespaces));
  return { t: i18n.t, i18n, ready: true };
}
