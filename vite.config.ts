import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const app = path.resolve(import.meta.dirname, "app");

// The browser gets a small translator behind react-i18next's API instead of i18next (decision
// record 042); server rendering keeps react-i18next and i18next.
const browserTranslator: Plugin = {
  name: "oasis:browser-translator",
  enforce: "pre",
  resolveId(source, _importer, options) {
    if (source === "react-i18next" && !options?.ssr) return path.join(app, "client/react-i18next.tsx");
  },
};

export default defineConfig({
  plugins: [browserTranslator, reactRouter()],
  resolve: { alias: { "~": app } },
  build: { target: "es2022" },
  server: { hmr: { port: 24678 } },
});
