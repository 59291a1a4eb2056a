import type { GetManualChunk } from "rollup";

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
const ROUTE_QUERY = "?__react-router-build-client-route";

/**
 * Rollup's `manualChunks` for the browser build: the app's own modules that every page runs (what
 * the entry, the root route and the default layout import, statically) go into one `common` chunk.
 * Left to itself Rollup cuts them into a chunk per combination of routes that share them, about
 * twenty files of a few hundred bytes each, and each is a request before the page is interactive.
 * Route modules stay their own chunks (React Router loads them by name); npm packages keep
 * Rollup's chunking.
 */
export function commonChunk(appDir: string): GetManualChunk {
  let shell: Set<string> | undefined;
  const roots = [`${appDir}/entry.client.tsx`, `${appDir}/root.tsx${ROUTE_QUERY}`, `${appDir}/routes/default-layout.tsx${ROUTE_QUERY}`];
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [...roots];
      const seen = new Set<string>();
      while (queue.length) {
        const next = queue.pop() as string;
        if (seen.has(next)) continue;
        seen.add(next);
        const info = getModuleInfo(next);
        if (!info) continue;
        if (!next.includes("?") && !roots.includes(next)) shell.add(next);
        queue.push(...info.importedIds);
      }
    }
    if (!shell.has(id)) return undefined;
    if (!id.includes("/node_modules/")) return "common";
    return FRAMEWORK.test(id) ? "framework" : undefined;
  };
}
