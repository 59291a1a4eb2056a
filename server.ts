import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { compressWhenAccepted } from "./server/compress.ts";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { getEnv } from "./app/server/env.server.ts";
import { log } from "./app/server/observe/log.server.ts";
import { securityHeaders } from "./server/security-headers.ts";
import { requestId } from "./server/request-id.ts";
import { observe, serveMetrics } from "./server/observe.ts";
import { routePatterns } from "./server/route-pattern.ts";
import { sameOrigin } from "./server/same-origin.ts";
import { trailingSlash } from "./server/trailing-slash.ts";
import { gracefulShutdown } from "./server/shutdown.ts";
import { startEmbeddedStoreApi, workerOptions } from "./server/embedded-store-api.ts";
import { mediaProxy } from "./server/media-proxy.ts";
import { allowedMethods, createHttpServer } from "./server/http-limits.ts";
import { listenOrExit } from "./server/listen.ts";
import { serviceWorker } from "./server/service-worker.ts";
import { requestErrors } from "./server/request-errors.ts";
import { pageCache } from "./server/page-cache.ts";
import { adapterOrigin } from "./server/request-origin.ts";
import { originSettings, resolveOrigin } from "./app/server/http/public-url.server.ts";
import { DEMO_PAYMOB_HMAC_SECRET, SANDBOX_PATH, startPaymobSandbox } from "./server/paymob-sandbox.ts";
import { paymobConfigFromEnv, type PaymobConfig } from "./app/server/payments/config.server.ts";

let env;
try {
  env = getEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const DEV = env.NODE_ENV === "development";
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
const here = path.dirname(fileURLToPath(import.meta.url));
const info = (msg: string, data?: Record<string, unknown>) => log("info", msg, data);

const app = express();
app.disable("x-powered-by");
// Only as many proxy hops as the operator says; `true` would let any client forge its address.
app.set("trust proxy", env.TRUST_PROXY);

// The embedded Store API's thread can stop on its own (decision 044): the store is not healthy until
// it is restarted (decision 068), and how many times that happened stays visible here.
let storeApiHealthy = () => true;
let storeApiRestarts = () => 0;
app.get("/healthz", (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const restarts = storeApiRestarts();
  if (storeApiHealthy()) res.json({ status: "ok", ...(restarts ? { storeApiRestarts: restarts } : {}) });
  else res.status(503).json({ status: "unavailable", storeApi: "stopped", storeApiRestarts: restarts });
});

// Paymob: the configured provider, or in demo mode without a key the embedded sandbox on another origin.
let paymob: PaymobConfig = paymobConfigFromEnv(env);
let paymobFetch: (request: Request) => Promise<Response> = (request) => fetch(request);
const sandbox = env.demo && !env.PAYMOB_API_KEY ? startPaymobSandbox(env, info) : undefined;
if (sandbox) {
  paymob = sandbox.config;
  paymobFetch = sandbox.fetch;
  info("Demo mode: embedded Paymob sandbox", { url: sandbox.config.baseUrl });
}
const security = securityHeaders({
  // Forms that end at Paymob (a 303 to its hosted page) need its origin here.
  formActionOrigins: paymob.baseUrl ? [new URL(paymob.baseUrl).origin] : [],
  imgOrigins: ["https://*.tile.openstreetmap.org"],
});
// Keyed by the origin the page's absolute URLs are built on, resolved as the app resolves it.
const origins = originSettings();
const pages = pageCache({
  ttlSeconds: env.PAGE_CACHE_SECONDS,
  origin: (req) => resolveOrigin(adapterOrigin(req), origins),
  secure: security.apply,
});

app.use(requestId);
app.use(observe({ instanceId: env.INSTANCE_ID, routePattern: async () => routePatterns((await getBuild()).routes) }));
// A fresh cached page, answered before the rest of the chain (decision 054).
app.use(pages.front);
app.use(compressWhenAccepted());
const publicApi = !env.STORE_API_URL && env.STORE_API_PUBLIC;
app.use(allowedMethods({ publicApi }));
// Before the security headers: the sandbox's pages carry their own policy.
if (sandbox) app.use(SANDBOX_PATH, sandbox.handler);
app.use(security);
// One URL per page: `/electronics/` is a 308 to `/electronics`, after the security headers, before any page.
app.use(trailingSlash);
app.use(sameOrigin(env.PUBLIC_URL));

const cleanups: Array<() => Promise<void>> = [];
cleanups.push(serveMetrics(app, { port: env.METRICS_PORT, host: env.HOST, operatorSecret: env.OPERATOR_SECRET, info }));
let storeFetch: (request: Request) => Promise<Response>;
let storeBaseUrl: string;
if (env.STORE_API_URL) {
  storeBaseUrl = env.STORE_API_URL.endsWith("/") ? env.STORE_API_URL : `${env.STORE_API_URL}/`;
  storeFetch = (request) => fetch(request);
} else {
  // The embedded Store API verifies Paymob callbacks with the same secret as the storefront (the demo's default without one).
  const embedded = await startEmbeddedStoreApi(
    workerOptions({ ...env, PAYMOB_HMAC_SECRET: env.PAYMOB_HMAC_SECRET ?? DEMO_PAYMOB_HMAC_SECRET }),
    (level, msg, data) => log(level, msg, data),
  );
  storeFetch = embedded.fetch;
  storeBaseUrl = embedded.baseUrl;
  storeApiHealthy = embedded.healthy;
  storeApiRestarts = embedded.restarts;
  // The browser needs only the images; the rest of the API is for tools, when an operator says so.
  if (publicApi) {
    app.use("/api", embedded.handler);
    info("STORE_API_PUBLIC=1: the whole embedded Store API is served at /api on this port");
  }
  cleanups.push(embedded.close);
  info("Demo mode: embedded Store API on PGlite in its own thread", { dataDir: env.STORE_API_DATA_DIR ?? "memory", url: embedded.baseUrl });
}
app.use("/api/media", mediaProxy(storeBaseUrl, storeFetch));
app.use("/api", (_req, res) => void res.status(404).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).send("Not found."));

// Before the static files: a cached page costs no file-system look-up.
app.use(pages);
let getBuild: () => Promise<ServerBuild>;
// Given the build itself rather than a function, React Router derives its route handler once, not on every request.
let productionBuild: ServerBuild | undefined;
// Before the static files: the worker carries the build id (the client manifest's version hash).
app.get(
  "/sw.js",
  serviceWorker({
    file: DEV ? path.join(here, "public", "sw.js") : path.join(here, "client", "sw.js"),
    buildId: async () => (DEV ? "dev" : (await getBuild()).assets.version),
  }),
);
if (DEV) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const clientDir = path.join(here, "client");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  // Only a path under one of the build's top-level names can be a file there: a page the cache does not
  // answer (the cart, checkout) costs no file-system look-up (decision 049).
  const clientFiles = express.static(clientDir, { maxAge: "1h", index: false });
  const topLevel = new Set(readdirSync(clientDir));
  app.use((req, res, next) => {
    let first: string;
    try {
      first = decodeURIComponent(req.path.slice(1).split("/", 1)[0] ?? "");
    } catch {
      return clientFiles(req, res, next);
    }
    if (topLevel.has(first)) return clientFiles(req, res, next);
    next();
  });
  const buildPath = path.join(here, "server", "index.js");
  const build = (await import(buildPath)) as ServerBuild;
  productionBuild = build;
  getBuild = async () => build;
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build: productionBuild ?? getBuild,
    mode: env.NODE_ENV,
    getLoadContext: async (req, res) => {
      const build = await getBuild();
      const entry = build.entry.module as unknown as { createLoadContext: (v: unknown) => unknown };
      return entry.createLoadContext({
        nonce: res.locals.cspNonce,
        requestId: res.locals.requestId,
        clientIp: req.ip ?? "",
        storeFetch,
        storeBaseUrl,
        paymob,
        paymobFetch,
      }) as never;
    },
  }),
);

app.use(requestErrors(log));

const server = createHttpServer(app);
listenOrExit(server, { port: env.PORT, host: env.HOST, portSetting: "PORT" }, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  info(`Storefront listening on http://localhost:${port}`, { mode: env.NODE_ENV, demo: env.demo });
});
gracefulShutdown(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, cleanups, log: (m) => info(m) });
