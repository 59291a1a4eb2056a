import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import type { RollupLog } from "rollup";
import { commonChunk } from "./scripts/lib/common-chunk";

const app = path.resolve(import.meta.dirname, "app");

/**
 * Rollup's warnings, but two that say nothing an operator can act on: a resource route (robots.txt,
 * the sitemap, Paymob's callback) has no browser code, so its client chunk is empty; and zod's
 * published files carry `#__PURE__` comments where Rollup cannot use them, which it drops.
 */
const quiet = (warning: RollupLog, warn: (warning: RollupLog) => void) => {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  // React Router as its package exports it, unedited (decision record 070).
  plugins: [reactRouter()],
  resolve: { alias: [{ find: "~", replacement: app }] },
  build: {
    target: "es2022",
    // A font stays a file (decision 059): inlined into the stylesheet, every page would carry it whether
    // or not it draws a character of it (Vite inlines assets under 4 KB by default).
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    // SOURCEMAP=1 writes source maps, to see what a chunk is made of (decision record 048).
    sourcemap: process.env.SOURCEMAP === "1",
    // React Router's own file names, plus one chunk for the app code every page runs (decision record 046).
    // The server build's entry is the app server around the routes (decision 078): build/server/index.js.
    rollupOptions: {
      onwarn: quiet,
      ...(isSsrBuild ? { input: "./server/app.ts" } : { output: { entryFileNames: "assets/[name]-[hash].js", manualChunks: commonChunk(app) } }),
    },
    // Terser's second pass makes the browser's JavaScript ~3% smaller than esbuild's minifier (issue 22's budget).
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { compress: { passes: 2 }, module: true } }),
  },
  server: { hmr: { port: 24678 } },
}));
