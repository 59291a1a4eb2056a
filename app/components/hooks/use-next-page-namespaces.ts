import { useEffect } from "react";
import { matchRoutes, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { declaredNamespaces } from "~/lib/text/i18n-namespaces";

interface RouterGlobals {
  __reactRouterDataRouter?: { routes: Parameters<typeof matchRoutes>[0] };
  __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
}

/**
 * Starts loading the next page's translation namespaces as soon as a navigation starts, beside
 * its data, so the root's `useTranslation` rarely has to hold the new page back once the data
 * is in (and the address bar never shows the next page's URL over the last page for long). The
 * routes' `handle.i18n` comes from their modules, which React Router is loading for the same
 * navigation; the browser fetches each module once.
 */
export function useNextPageNamespaces() {
  const { i18n } = useTranslation();
  const next = useNavigation().location;
  useEffect(() => {
    if (!next) return;
    const globals = window as unknown as RouterGlobals;
    const routes = globals.__reactRouterDataRouter?.routes;
    if (!routes) return;
    const ids = (matchRoutes(routes, next) ?? []).map((m) => m.route.id).filter((id): id is string => Boolean(id));
    void Promise.all(
      ids.map(async (id) => {
        const loaded = globals.__reactRouterRouteModules?.[id];
        if (loaded) return loaded.handle;
        const url = globals.__reactRouterManifest?.routes[id]?.module;
        return url ? ((await import(/* @vite-ignore */ url)) as { handle?: unknown }).handle : undefined;
      }),
    )
      .then((handles) => i18n.loadNamespaces(handles.flatMap(declaredNamespaces)))
      // The root's useTranslation loads them anyway when the page renders.
      .catch(() => {});
  }, [next, i18n]);
}
