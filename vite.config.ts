import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { commonChunk } from "./scripts/lib/common-chunk";
import { reactRouterTrim } from "./scripts/lib/react-router-trim";
import reactRouterConfig from "./react-router.config";

const app = path.resolve(import.meta.dirname, "app");

// Components get a small translator behind react-i18next's API instead of i18next: in the browser
// one that loads a page's namespaces (decision record 046), on the server one compiled from all of
// them (app/server/translator.server.ts, decision record 049). Loaders keep i18next. An alias, not a
// resolveId hook: the development server's server rendering loads bare imports from node_modules
// without asking plugins, so a hook left it on the real package and every page answered 500.
const translator = { find: /^react-i18next$/, replacement: path.join(app, "client/react-i18next.tsx") };

// React Router's package exports only its development build (`ENABLE_DEV_WARNINGS = true`: route
// and hydration warnings, the "hey developer" error screens); the production build beside it is the
// same code with those off. The browser's production bundle takes that one (decision record 048).
const reactRouterDist = path.resolve(import.meta.dirname, "node_modules/react-router/dist/production");
const reactRouterProduction: Plugin = {
  name: "oasis:react-router-production",
  enforce: "pre",
  apply: "build",
  resolveId(source, _importer, options) {
    if (options?.ssr) return;
    if (source === "react-router") return path.join(reactRouterDist, "index.mjs");
    if (source === "react-router/dom") return path.join(reactRouterDist, "dom-export.mjs");
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouterProduction, reactRouterTrim(import.meta.dirname, reactRouterConfig), reactRouter()],
  resolve: { alias: [translator, { find: "~", replacement: app }] },
  build: {
    target: "es2022",
    // A font stays a file (decision 059): inlined into the stylesheet, every page would carry it whether
    // or not it draws a character of it (Vite inlines assets under 4 KB by default).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    // SOURCEMAP=1 writes source maps, to see what a chunk is made of (decision record 048).
    sourcemap: process.env.SOURCEMAP === "1",
    // React Router's own file names, plus one chunk for the app code every page runs (decision record 046).
    rollupOptions: isSsrBuild ? {} : { output: { entryFileNames: "assets/[name]-[hash].js", manualChunks: commonChunk(app) } },
    // Terser's second pass makes the browser's JavaScript ~3% smaller than esbuild's minifier (issue 22's budget).
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { compress: { passes: 2 }, module: true } }),
  },
  server: { hmr: { port: 24678 } },
}));
