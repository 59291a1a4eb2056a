// Bundles the process entry, server.ts, into build/server.js and the embedded Store API's thread
// (decision 044) into build/store-api-worker.js beside it; npm packages stay external. The app
// server (server/app.ts) is Vite's server build, build/server/index.js (decision 078).
import { build } from "esbuild";

const { metafile } = await build({
  entryPoints: { server: "server.ts", "store-api-worker": "server/store-api-worker/store-api-worker.ts" },
  outdir: process.env.BUILD_DIR ?? "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Built, the process entry is the production server whatever NODE_ENV says (server.ts).
  define: { __BUILT__: "true" },
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});

// The app's modules belong to the app server alone: a second copy here would hold state of its own.
const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === "server.ts");
const copied = Object.keys(entry?.[1].inputs ?? {}).filter((input) => input.startsWith("app/"));
if (copied.length > 0) {
  console.error(`build/server.js must not bundle app modules (server.ts takes them from the app server): ${copied.join(", ")}`);
  process.exit(1);
}
