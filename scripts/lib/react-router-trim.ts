import { readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The React Router release the edits below were written against; any other fails the build. */
export const TRIMMED_VERSION = "7.18.4";

interface Edit {
  /** Why the browser never takes the code the edit removes. */
  why: string;
  find: string;
  replace: string;
  /** How many times `find` occurs in the file (1 unless said). */
  count?: number;
}

/**
 * Edits to React Router's production build for the browser bundle, by file name in
 * `dist/production` (decision record 050). Each turns a branch this app never takes into a
 * constant, so the minifier drops the branch and whatever only it reached; none changes what the
 * other branch does.
 */
const EDITS: Record<string, Edit[]> = {
  "chunk-Q34X6AWR.mjs": [
    {
      why: "RSC: only unstable_RSCHydratedRouter provides RSCRouterContext; the app hydrates with HydratedRouter",
      find: "= useIsRSCRouterContext();",
      replace: "= false;",
      count: 3,
    },
    {
      why: "RSC: RenderErrorBoundary reads RSCRouterContext as this.context (always false here)",
      find: "if (this.context && typeof error",
      replace: "if (false && typeof error",
    },
    {
      why: "RSC: as above, the RSC redirect/error handler",
      find: "if (this.context) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
      replace: "if (false) {\n      return /* @__PURE__ */ React2.createElement(RSCErrorHandler",
    },
    {
      why: "RSC: nothing reads this.context once the two branches above are gone",
      find: "RenderErrorBoundary.contextType = RSCRouterContext;",
      replace: "",
    },
    {
      why: "instrumentation: HydratedRouter passes its `instrumentations` prop, which entry.client.tsx never sets",
      find: "if (init.instrumentations) {",
      replace: "if (false) {",
      count: 2,
    },
    {
      why: "HMR: Vite's dev server calls _internalSetRoutes; the production bundle has no HMR",
      find: "    _internalSetRoutes,\n",
      replace: "",
    },
    {
      why: "SPA mode: the app renders on the server (react-router.config.ts `ssr: true`, checked when the build starts)",
      find: "if (!ssr && !foundRevalidatingServerLoader) {",
      replace: "if (false) {",
    },
    {
      why: "<Scripts> builds the route-module script only when rendered by the server's static router",
      find: 'let routeModulesScript = !isStatic ? " " : `',
      replace: 'let routeModulesScript = " " || `',
    },
    {
      why: "view transitions: only a navigation with the `viewTransition` option starts one, and the app passes it nowhere (checked when the build starts)",
      find: 'let isViewTransitionAvailable = router.window != null && router.window.document != null && typeof router.window.document.startViewTransition === "function";',
      replace: "let isViewTransitionAvailable = false;",
    },
    {
      why: "view transitions: a back/forward navigation replays one only between pages a transition was applied to (none, see above)",
      find: 'let viewTransitionOpts;\n    if (pendingAction === "POP" /* Pop */ && !isUninterruptedRevalidation && location !== state.location) {',
      replace: "let viewTransitionOpts;\n    if (false) {",
    },
    {
      why: "view transitions: set only by a navigation's `viewTransition` option",
      find: "} else if (pendingViewTransitionEnabled) {\n      let toPaths",
      replace: "} else if (false) {\n      let toPaths",
    },
    {
      why: "view transitions: the applied transitions kept in sessionStorage across reloads (always none, see above)",
      find: "if (isBrowser3) {\n      restoreAppliedTransitions(",
      replace: "if (false) {\n      restoreAppliedTransitions(",
    },
    {
      why: "view transitions: a <NavLink> is transitioning only with its `viewTransition` prop",
      find: "let isTransitioning = routerState != null && // Conditional usage is OK here because the usage of a data router is static\n    // eslint-disable-next-line react-hooks/rules-of-hooks\n    useViewTransitionState(path) && viewTransition === true;",
      replace: "let isTransitioning = false;",
    },
    {
      why: "blockers: only useBlocker/usePrompt register one, and the app calls neither (checked when the build starts)",
      find: "    if (blockerFunctions.size === 0) {\n      return;\n    }",
      replace: "    if (true) {\n      return;\n    }",
    },
    {
      why: "blockers: as above, a back/forward navigation is never blocked",
      find: "if (blockerKey && delta != null) {",
      replace: "if (false) {",
    },
    {
      why: "blockers: as above, a navigation is never blocked",
      find: "    if (blockerKey) {\n      updateBlocker(blockerKey, {",
      replace: "    if (false) {\n      updateBlocker(blockerKey, {",
    },
    {
      why: "warnings: messages for a developer's misuse (React's own production build has none); the conditions are never true in this app",
      find: "function warning(cond, message) {\n  if (!cond) {",
      replace: "function warning(cond, message) {\n  if (false) {",
    },
    {
      why: "warnings: as above",
      find: "function warnOnce(condition, message) {\n  if (!condition && !alreadyWarned2[message]) {",
      replace: "function warnOnce(condition, message) {\n  if (false) {",
    },
    {
      why: "route modules without clientLoader/clientAction/clientMiddleware (checked when the build starts): every loader and action is the server's",
      find: "loader: route.hasClientLoader ? async () => {",
      replace: "loader: false ? async () => {",
    },
    {
      why: "as above",
      find: "action: route.hasClientAction ? async () => {",
      replace: "action: false ? async () => {",
    },
    {
      why: "as above",
      find: "middleware: route.hasClientMiddleware ? async () => {",
      replace: "middleware: false ? async () => {",
    },
    {
      why: "as above, for a route module already loaded",
      find: "if (!routeModule.clientLoader) {\n            return fetchServerLoader(singleFetch);",
      replace: "if (true) {\n            return fetchServerLoader(singleFetch);",
    },
    {
      why: "as above",
      find: "if (!routeModule.clientAction) {\n            if (isSpaMode) {",
      replace: "if (true) {\n            if (isSpaMode) {",
    },
    {
      why: "the root route has an ErrorBoundary (checked when the build starts), so React Router's default error element never renders",
      find: "errorElement = match.route.errorElement || defaultErrorElement;",
      replace: "errorElement = match.route.errorElement;",
    },
  ],
  "dom-export.mjs": [
    {
      why: "HMR: only Vite's dev runtime calls createRoutesForHMR",
      find: "router2.createRoutesForHMR = /* spacer so ts-ignore does not affect the right hand of the assignment */\n  createClientRoutesWithHMRRevalidationOptOut;\n",
      replace: "",
    },
  ],
};

/** What the app's browser code must not use, since EDITS take out the code behind it. */
const UNUSED: { what: string; pattern: RegExp }[] = [
  { what: "view transitions", pattern: /\bviewTransition\b|useViewTransitionState/ },
  { what: "blockers", pattern: /\buseBlocker\b|\bunstable_usePrompt\b/ },
  { what: "router instrumentation", pattern: /\binstrumentations\b/ },
  { what: "React Server Components", pattern: /RSCHydratedRouter|\bunstable_RSC/ },
  { what: "client data functions", pattern: /\bclient(Loader|Action|Middleware)\b/ },
];

/** Each of the app's browser-side source files (server modules and tests aside) with its text. */
function* browserSources(dir: string): Generator<[string, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "server") yield* browserSources(file);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name)) {
      yield [file, readFileSync(file, "utf8")];
    }
  }
}

/**
 * A Vite plugin for the browser build: applies EDITS to React Router's production files and fails
 * the build if the installed version is not TRIMMED_VERSION, if an edit's text is not found as
 * often as expected, or if a file with edits was never bundled (a new release renames its chunks).
 */
export function reactRouterTrim(root: string, { ssr }: { ssr: boolean | undefined }): Plugin {
  // Real paths: Vite resolves imports inside node_modules through symbolic links.
  const dist = realpathSync(path.join(root, "node_modules/react-router/dist/production"));
  const applied = new Set<string>();
  let active = false;
  return {
    name: "oasis:react-router-trim",
    apply: "build",
    configResolved(config) {
      active = !config.build.ssr;
    },
    buildStart() {
      if (!active) return;
      if (ssr !== true) this.error("react-router-trim removes SPA mode's data loading, which an app without `ssr: true` needs");
      for (const [file, text] of browserSources(path.join(root, "app"))) {
        const used = UNUSED.find(({ pattern }) => pattern.test(text));
        if (used) this.error(`${path.relative(root, file)} uses ${used.what}, which scripts/lib/react-router-trim.ts removes from React Router`);
      }
      if (!/^export function ErrorBoundary\b/m.test(readFileSync(path.join(root, "app/root.tsx"), "utf8"))) {
        this.error("app/root.tsx has no ErrorBoundary, and scripts/lib/react-router-trim.ts removes React Router's default one");
      }
      const { version } = JSON.parse(readFileSync(path.join(root, "node_modules/react-router/package.json"), "utf8")) as { version: string };
      if (version !== TRIMMED_VERSION) {
        this.error(
          `scripts/lib/react-router-trim.ts edits react-router ${TRIMMED_VERSION}, found ${version}: check each edit against the new build, then update TRIMMED_VERSION`,
        );
      }
    },
    transform(code, id) {
      if (!active) return;
      const file = id.split("?")[0];
      if (!file.endsWith(".mjs") || realpathSync(path.dirname(file)) !== dist) return;
      const edits = EDITS[path.basename(file)];
      if (!edits) return;
      let out = code;
      for (const edit of edits) {
        const parts = out.split(edit.find);
        if (parts.length - 1 !== (edit.count ?? 1)) {
          this.error(
            `react-router-trim: ${path.basename(file)}: expected ${edit.count ?? 1} of ${JSON.stringify(edit.find)}, found ${parts.length - 1} (${edit.why})`,
          );
        }
        // Same line count, so the file's lines still match the source map (SOURCEMAP=1 builds).
        const lines = (text: string) => text.split("\n").length;
        out = parts.join(edit.replace + "\n".repeat(lines(edit.find) - lines(edit.replace)));
      }
      applied.add(path.basename(file));
      // `map: null`: the code has not moved, keep the existing source map.
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!active || error) return;
      const missing = Object.keys(EDITS).filter((name) => !applied.has(name));
      if (missing.length) this.error(`react-router-trim: never bundled ${missing.join(", ")}; React Router's files have changed`);
    },
  };
}
