/**
 * The process entry (decision 078), as React Router's node-custom-server template has one: it loads
 * the app server (server/app.ts, built by Vite into build/server/index.js), reads the settings
 * through it, starts what runs beside the app (the embedded Store API's thread, the Paymob sandbox),
 * listens, and drains on SIGTERM. It imports no app module: the app's one copy is in the app server.
 *
 * Built (build/server.js, scripts/build-server.mjs) it is the production server whatever NODE_ENV
 * says; run from the source (npm run dev) it is the development server, with Vite.
 */
import type { RequestListener } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as AppServer from "./server/app.ts";
import { createHttpServer } from "./server/http/http-limits.ts";
import { DEMO_PAYMOB_HMAC_SECRET, SANDBOX_PATH, startPaymobSandbox } from "./server/paymob/paymob-sandbox.ts";
import { listenOrExit } from "./server/process/listen.ts";
import { answerStarting } from "./server/process/starting.ts";
import { gracefulShutdown } from "./server/process/shutdown.ts";
import { startEmbeddedStoreApi, workerOptions } from "./server/store-api-worker/embedded-store-api.ts";

// scripts/build-server.mjs defines it in build/server.js; under tsx it is no variable at all.
declare const __BUILT__: boolean;
const DEV = typeof __BUILT__ === "undefined";
// Before the app server loads: React, Express and the app's settings read it.
process.env.NODE_ENV = DEV ? "development" : "production";

const here = path.dirname(fileURLToPath(import.meta.url));
// A variable, so esbuild leaves the app server out of this bundle.
const APP_SERVER = "./server/index.js";

let vite: import("vite").ViteDevServer | undefined;
let appServer: typeof AppServer;
let env: ReturnType<typeof AppServer.getEnv>;
try {
  if (DEV) {
    const dev = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    vite = dev;
    appServer = (await dev.ssrLoadModule("./server/app.ts")) as typeof AppServer;
  } else {
    appServer = (await import(APP_SERVER)) as typeof AppServer;
  }
  env = appServer.getEnv();
} catch (error) {
  // A bad setting is one message an operator can act on; anything else keeps its stack.
  console.error(error instanceof Error && error.message.startsWith("Invalid configuration") ? error.message : error);
  process.exit(1);
}
const { log, createApp, resolveOrigin } = appServer;
const info = (msg: string, data?: Record<string, unknown>) => log("info", msg, data);
if (env.sessionSecretGenerated) {
  log(
    "warn",
    "SESSION_SECRET is not set: the demo signs sessions with a secret made for this process, so every session ends when it restarts. Set SESSION_SECRET (32+ random characters) to keep them.",
  );
}
if (!env.PUBLIC_URL && env.NODE_ENV === "production") {
  log(
    "warn",
    `PUBLIC_URL is not set: absolute links (password reset, canonical, sitemap) use http://localhost:${env.PORT}, or the loopback address a request came on, never the Host header. Set PUBLIC_URL to the store's public address.`,
  );
}

const cleanups: Array<() => Promise<void>> = [];

// The port is taken first, so one in use stops the start at once rather than after the demo has seeded
// its database; until the app is ready it answers the "starting" page (decision 105).
let listener: RequestListener = answerStarting;
const server = createHttpServer((req, res) => listener(req, res));
await new Promise<void>((ready) => listenOrExit(server, { port: env.PORT, host: env.HOST, portSetting: "PORT" }, ready));

// Paymob: the configured provider, or in demo mode without a key the embedded sandbox on another origin.
const sandbox = env.demo && !env.PAYMOB_API_KEY ? startPaymobSandbox(env, info) : undefined;
if (sandbox) info("Demo mode: embedded Paymob sandbox", { url: sandbox.config.baseUrl });
const paymob: AppServer.Host["paymob"] = sandbox
  ? { config: sandbox.config, fetch: sandbox.fetch, sandbox: { path: SANDBOX_PATH, handler: sandbox.handler } }
  : { config: appServer.paymobConfigFromEnv(env), fetch: (request) => fetch(request) };

let store: AppServer.Host["store"];
if (env.STORE_API_URL) {
  const baseUrl = env.STORE_API_URL.endsWith("/") ? env.STORE_API_URL : `${env.STORE_API_URL}/`;
  store = { fetch: (request) => fetch(request), baseUrl, healthy: () => true, restarts: () => 0 };
} else {
  // The embedded Store API verifies Paymob callbacks with the same secret as the storefront (the demo's default without one).
  const origin = resolveOrigin("", { publicUrl: env.PUBLIC_URL, port: env.PORT });
  const embedded = await startEmbeddedStoreApi(
    workerOptions({ ...env, PAYMOB_HMAC_SECRET: env.PAYMOB_HMAC_SECRET ?? DEMO_PAYMOB_HMAC_SECRET }, origin),
    (level, msg, data) => log(level, msg, data),
  );
  store = { fetch: embedded.fetch, baseUrl: embedded.baseUrl, healthy: embedded.healthy, restarts: embedded.restarts };
  if (env.STORE_API_PUBLIC) {
    store.publicHandler = embedded.handler;
    info("STORE_API_PUBLIC=1: the whole embedded Store API is served at /api on this port");
  }
  cleanups.push(embedded.close);
  info("Demo mode: embedded Store API on PGlite in its own thread", { dataDir: env.STORE_API_DATA_DIR ?? "memory", url: embedded.baseUrl });
}

const { app, close } = await createApp({
  env,
  vite,
  clientDir: DEV ? path.join(here, "public") : path.join(here, "client"),
  store,
  paymob,
});
cleanups.unshift(close);

listener = app;
const address = server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
info(`Storefront listening on http://localhost:${port}`, { mode: env.NODE_ENV, demo: env.demo });
gracefulShutdown(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, cleanups, log: (m) => info(m) });
