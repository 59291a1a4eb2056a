/**
 * The app server (decision 078): the Express app around React Router's request handler, laid out as
 * React Router's node-custom-server template lays it out. Vite builds it with the routes into
 * build/server/index.js (vite.config.ts names it the SSR input), so this middleware and the routes
 * share one copy of every app module; in development server.ts loads it through Vite's dev server.
 * server.ts, the process entry, starts what runs beside the app (the Store API's thread, the Paymob
 * sandbox), hands them in here, and listens.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createLoadContext } from "~/server/context.server";
import type { Env } from "~/server/env.server";
import { originSettings, resolveOrigin } from "~/server/http/public-url.server";
import { log } from "~/server/observe/log.server";
import { storeApiReachability } from "~/server/observe/upstream-timings.server";
import type { PaymobConfig } from "~/server/payments/config.server";
import { compressWhenAccepted } from "./http/compress.ts";
import { allowedMethods, urlLength } from "./http/http-limits.ts";
import { mediaProxy } from "./http/media-proxy.ts";
import { requestErrors } from "./http/request-errors.ts";
import { adapterOrigin } from "./http/request-origin.ts";
import { serviceWorker } from "./http/service-worker.ts";
import { trailingSlash } from "./http/trailing-slash.ts";
import { observe, serveMetrics } from "./observability/observe.ts";
import { requestId } from "./observability/request-id.ts";
import { routePatterns } from "./observability/route-pattern.ts";
import { pageCache } from "./page-cache/page-cache.ts";
import { sameOrigin } from "./security/same-origin.ts";
import { securityHeaders } from "./security/security-headers.ts";

// What the process entry (server.ts) takes from this bundle rather than from a copy of its own.
export { getEnv } from "~/server/env.server";
export { log } from "~/server/observe/log.server";
export { resolveOrigin } from "~/server/http/public-url.server";
export { paymobConfigFromEnv } from "~/server/payments/config.server";

type Fetch = (request: Request) => Promise<Response>;

/** What the process entry started for the app. */
export interface Host {
  env: Env;
  /** Vite's development server (npm run dev): its middleware serves the client modules and each request loads the routes as they stand. */
  vite?: Pick<ViteDevServer, "middlewares">;
  /** The source's public/ in development, the build's client/ in production. */
  clientDir: string;
  store: {
    fetch: Fetch;
    baseUrl: string;
    /** The whole embedded API, mounted at /api when the operator says so (STORE_API_PUBLIC=1). */
    publicHandler?: RequestHandler;
    /** The embedded Store API's thread can stop on its own (decision 044): unhealthy until it is restarted (decision 068). */
    healthy: () => boolean;
    restarts: () => number;
  };
  paymob: {
    config: PaymobConfig;
    fetch: Fetch;
    /** The embedded sandbox's pages and API, in demo mode without a key. */
    sandbox?: { path: string; handler: RequestHandler };
  };
}

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

export async function createApp(host: Host): Promise<{ app: Express; close: () => Promise<void> }> {
  const { env, store, paymob } = host;
  const dev = host.vite !== undefined;
  // Given the build itself rather than a function, React Router derives its route handler once, not
  // on every request; in development every request loads the routes through Vite, edits included.
  const build = dev ? undefined : await loadBuild();
  const getBuild = build ? async () => build : loadBuild;

  const app = express();
  app.disable("x-powered-by");
  // Only as many proxy hops as the operator says; `true` would let any client forge its address.
  app.set("trust proxy", env.TRUST_PROXY);

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const restarts = store.restarts();
    // An operator's own backend: still 200 while its calls fail, as restarting or unlisting this instance would not
    // bring it back, but said (decision 105). The embedded one's thread reports its own state (decision 068).
    const backend = env.STORE_API_URL ? storeApiReachability() : {};
    if (store.healthy()) res.json({ status: "ok", ...(restarts ? { storeApiRestarts: restarts } : {}), ...backend });
    else res.status(503).json({ status: "unavailable", storeApi: "stopped", storeApiRestarts: restarts });
  });

  const security = securityHeaders({
    // Forms that end at Paymob (a 303 to its hosted page) need its origin here.
    formActionOrigins: paymob.config.baseUrl ? [new URL(paymob.config.baseUrl).origin] : [],
    imgOrigins: ["https://*.tile.openstreetmap.org"],
  });
  // Keyed by the origin the page's absolute URLs are built on, resolved as the app resolves it.
  const origins = originSettings();
  const pages = pageCache({
    ttlSeconds: env.PAGE_CACHE_SECONDS,
    maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: env.PAGE_CACHE_MAX_BYTES,
    origin: (req) => resolveOrigin(adapterOrigin(req), origins),
    secure: security.apply,
  });

  app.use(requestId);
  app.use(observe({ instanceId: env.INSTANCE_ID, routePattern: async () => routePatterns((await getBuild()).routes) }));
  app.use(urlLength);
  // A fresh cached page, answered before the rest of the chain (decision 054).
  app.use(pages.front);
  app.use(compressWhenAccepted());
  app.use(allowedMethods({ publicApi: store.publicHandler !== undefined }));
  // Before the security headers: the sandbox's pages carry their own policy.
  if (paymob.sandbox) app.use(paymob.sandbox.path, paymob.sandbox.handler);
  app.use(security);
  // One URL per page: `/electronics/` is a 308 to `/electronics`, after the security headers, before any page.
  app.use(trailingSlash);
  app.use(sameOrigin(env.PUBLIC_URL));

  const info = (msg: string) => log("info", msg);
  const closeMetrics = serveMetrics(app, { port: env.METRICS_PORT, host: env.HOST, operatorSecret: env.OPERATOR_SECRET, info });
  // The browser needs only the images; the rest of the API is for tools, when an operator says so.
  // The images go through the proxy either way: it takes only the sizes and backgrounds pages ask for (decision 100).
  app.use("/api/media", mediaProxy(store.baseUrl, store.fetch));
  const notFound: RequestHandler = (_req, res) =>
    void res.status(404).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).send("Not found.");
  // Paymob calls this server's /payments/paymob/*, never the Store API's own callback, which answers the
  // whole order to whoever holds a signature: a shopper's return URL carries one (the attacker helper's finding).
  app.use("/api/store/payments", notFound);
  if (store.publicHandler) app.use("/api", store.publicHandler);
  app.use("/api", notFound);

  // Before the static files: a cached page costs no file-system look-up.
  app.use(pages);
  // Before the static files: the worker carries the build id (the client manifest's version hash).
  app.get("/sw.js", serviceWorker({ file: path.join(host.clientDir, "sw.js"), buildId: async () => (build ? build.assets.version : "dev") }));
  if (host.vite) app.use(host.vite.middlewares);
  else serveClientFiles(app, host.clientDir);

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: build ?? loadBuild,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) =>
        createLoadContext({
          nonce: res.locals.cspNonce,
          requestId: res.locals.requestId,
          clientIp: req.ip ?? "",
          storeFetch: store.fetch,
          storeBaseUrl: store.baseUrl,
          paymob: paymob.config,
          paymobFetch: paymob.fetch,
        }),
    }),
  );

  app.use(requestErrors(log));
  return { app, close: closeMetrics };
}

/** The client build's files: hashed assets for a year, the rest for an hour. */
function serveClientFiles(app: Express, clientDir: string): void {
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  // Only a path under one of the build's top-level names can be a file there: a page the cache does not
  // answer (the cart, checkout) costs no file-system look-up (decision 049).
  const files = express.static(clientDir, { maxAge: "1h", index: false });
  const topLevel = new Set(readdirSync(clientDir));
  app.use((req, res, next) => {
    let first: string;
    try {
      first = decodeURIComponent(req.path.slice(1).split("/", 1)[0] ?? "");
    } catch {
      return files(req, res, next);
    }
    if (topLevel.has(first)) return files(req, res, next);
    next();
  });
}
