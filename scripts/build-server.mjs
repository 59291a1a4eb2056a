// Bundles server.ts (and the embedded Store API it starts) into build/server.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/server.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
