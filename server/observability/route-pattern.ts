import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];

/** The route tree of the build's flat manifest (each route names its parent). */
function tree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((r): r is NonNullable<typeof r> => r !== undefined && r.parentId === parentId)
    .map((r) =>
      r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: tree(manifest, r.id) },
    );
}

const matchers = new WeakMap<Manifest, (pathname: string) => string>();

/** Distinct paths remembered per build; past it the oldest is forgotten (a crawler's typos cannot grow it). */
export const PATTERN_MEMO_SIZE = 2000;

/**
 * A function naming the route pattern (`/:category/:product`) a path lands on, for metric
 * labels: one series per route, however many products and typos are requested.
 * Single-fetch data requests (`/x.data`) keep their suffix so they stay apart from documents.
 */
export function routePatterns(manifest: Manifest): (pathname: string) => string {
  let matcher = matchers.get(manifest);
  if (!matcher) {
    const routes = tree(manifest);
    // React Router flattens and ranks the whole tree on every matchRoutes call; most requests repeat a path.
    const memo = new Map<string, string>();
    const match = (pathname: string) => {
      const data = pathname.endsWith(".data");
      const path = data ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
      const matches = matchRoutes(routes, path) ?? [];
      const parts = matches.map((m) => m.route.path).filter((p): p is string => !!p);
      const pattern = `/${parts.join("/")}`.replace(/\/+/g, "/");
      return data ? `${pattern}.data` : pattern;
    };
    matcher = (pathname) => {
      let pattern = memo.get(pathname);
      if (pattern === undefined) {
        pattern = match(pathname);
        if (memo.size >= PATTERN_MEMO_SIZE) memo.delete(memo.keys().next().value as string);
        memo.set(pathname, pattern);
      }
      return pattern;
    };
    matchers.set(manifest, matcher);
  }
  return matcher;
}
