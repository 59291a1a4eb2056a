import type { GetManualChunk, GetModuleInfo } from "rollup";

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const ROUTE_QUERY = "?__react-router-build-client-route";
/** The catalogue pages issue 22 budgets; what at least two of them import is one `catalogue` chunk. */
const CATALOGUE_ROUTES = ["home", "category", "product", "search"];

/** The app's own modules `roots` import statically (the roots themselves and virtual modules aside). */
function reach(roots: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  const seen = new Set<string>();
  while (queue.length) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = getModuleInfo(next);
    if (!info) continue;
    if (!next.includes("?") && !roots.includes(next)) found.add(next);
    queue.push(...info.importedIds);
  }
  return found;
}

/**
 * Rollup's `manualChunks` for the browser build: the app's own modules that every page runs (what
 * the entry, the root route and the default layout import, statically) go into one `common` chunk.
 * Left to itself Rollup cuts them into a chunk per combination of routes that share them, about
 * twenty files of a few hundred bytes each, and each is a request before the page is interactive.
 * The same for the catalogue pages: the app modules two or more of home, category, product and
 * search import (cards, prices, media, meta, breadcrumbs…) are one `catalogue-common` chunk, but
 * those only the two listings import (results, filters, pagination) one `listing` chunk, instead of
 * eight to ten small ones (decision record 048: one file compresses better than many). What one catalogue
 * page alone shares with the rest of the shop (the product page's quantity rule and review dates with the
 * cart and the account) is one `<page>-shared` chunk, not a file of ~150 bytes for each.
 * Route modules stay their own chunks (React Router loads them by name); npm packages keep
 * Rollup's chunking.
 */
export function commonChunk(appDir: string): GetManualChunk {
  let shell: Set<string> | undefined;
  let catalogue: Map<string, string> | undefined;
  const roots = [`${appDir}/entry.client.tsx`, `${appDir}/root.tsx${ROUTE_QUERY}`, `${appDir}/routes/default-layout.tsx${ROUTE_QUERY}`];
  const routeFile = (name: string) => `${appDir}/routes/${name}.tsx`;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!shell) shell = reach(roots, getModuleInfo);
    if (!catalogue) {
      const usedBy = new Map<string, string[]>();
      for (const name of CATALOGUE_ROUTES) {
        for (const m of reach([`${routeFile(name)}${ROUTE_QUERY}`], getModuleInfo)) usedBy.set(m, [...(usedBy.get(m) ?? []), name]);
      }
      const catalogueRoutes = new Set(CATALOGUE_ROUTES.map((name) => `${routeFile(name)}${ROUTE_QUERY}`));
      const otherRoutes = [...getModuleIds()].filter((m) => m.startsWith(`${appDir}/routes/`) && m.endsWith(ROUTE_QUERY) && !catalogueRoutes.has(m));
      const elsewhere = reach(otherRoutes, getModuleInfo);
      catalogue = new Map();
      for (const [m, names] of usedBy) {
        if (shell.has(m) || m.includes("/node_modules/") || m.startsWith(`${appDir}/routes/`)) continue;
        if (names.join() === "category,search") catalogue.set(m, "listing");
        else if (names.length >= 2) catalogue.set(m, "catalogue-common");
        else if (elsewhere.has(m)) catalogue.set(m, `${names[0]}-shared`);
      }
    }
    // The redirect check runs in the browser only on the lazy error page ("Try again", decision 003); the
    // catalogue routes import it for their actions, which the browser build drops, so as a catalogue module
    // it would be 226 bytes gz of every catalogue page's script.
    if (id === `${appDir}/lib/security/safe-redirect.ts`) return "safe-redirect";
    const group = catalogue.get(id);
    if (group) return group;
    if (!shell.has(id)) return undefined;
    // Packages every page runs besides the framework (remix-utils' useHydrated…) go with the shell's code, not into
    // whichever manual chunk Rollup would otherwise pull them into as its dependency.
    return FRAMEWORK.test(id) ? "framework" : "common";
  };
}
