// Bundles server.ts into build/server.js and the embedded Store API's thread (decision 044) into
// build/store-api-worker.js beside it; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: { server: "server.ts", "store-api-worker": "server/store-api-worker.ts" },
  outdir: process.env.BUILD_DIR ?? "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
