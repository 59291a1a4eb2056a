/**
 * What operators watch (docs/decisions/027-metrics-and-logs.md): one JSON access-log line per
 * request, the instance's id on every answer, and Prometheus metrics by route pattern.
 */
import http from "node:http";
import type { Express, RequestHandler } from "express";
import { log } from "../../app/server/observe/log.server.ts";
import { listenOrExit } from "../process/listen.ts";
import { secretMatches } from "../../app/server/operator/sign-in.server.ts";
import { metricsText, recordHttpRequest } from "../../app/server/observe/metrics.server.ts";

export interface ObserveOptions {
  instanceId: string;
  /** Names the route pattern of a path; unset (or failing) means the first path segment only. */
  routePattern?: () => Promise<(pathname: string) => string>;
}

// Paths served before React Router: their own label, however long the rest is.
const PREFIXES = ["/assets/", "/api/media/", "/api/", "/paymob-sandbox/"];

export function observe(options: ObserveOptions): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.setHeader("X-Instance-Id", options.instanceId);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // `originalUrl` without its query: a query may carry tokens or search terms.
      const path = req.originalUrl.split("?", 1)[0];
      void labelFor(path, options).then((route) => {
        recordHttpRequest(req.method, route, res.statusCode, seconds);
        log("info", "request", {
          method: req.method,
          path,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          requestId: res.locals.requestId,
          instance: options.instanceId,
        });
      });
    });
    next();
  };
}

async function labelFor(path: string, options: ObserveOptions): Promise<string> {
  const prefix = PREFIXES.find((p) => path.startsWith(p));
  if (prefix) return `${prefix}*`;
  if (path === "/metrics" || path === "/sw.js") return path;
  try {
    if (options.routePattern) return (await options.routePattern())(path);
  } catch {
    // Labels never fail a request; fall through.
  }
  return "unmatched";
}

/**
 * With a port: /metrics on its own listener (not published outside the cluster). Without:
 * /metrics on the main app for the operator's bearer secret, and a plain 404 for anyone else.
 * Returns the cleanup for graceful shutdown.
 */
export function serveMetrics(
  app: Express,
  options: { port?: number; host: string; operatorSecret?: string; info: (msg: string) => void },
): () => Promise<void> {
  const answer = async (res: http.ServerResponse) => {
    const { contentType, body } = await metricsText();
    res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
    res.end(body);
  };
  if (options.port !== undefined) {
    const server = http.createServer((req, res) => {
      if (req.method === "GET" && req.url?.split("?", 1)[0] === "/metrics") {
        void answer(res).catch(() => res.writeHead(500).end());
      } else res.writeHead(404).end();
    });
    listenOrExit(server, { port: options.port, host: options.host, portSetting: "METRICS_PORT" }, () =>
      options.info(`Metrics on http://localhost:${options.port}/metrics`),
    );
    return () => new Promise((resolve) => server.close(() => resolve()));
  }
  app.get("/metrics", (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    // Not the operator: fall through to the store's own 404 page, as if there were no such path.
    if (!secretMatches(bearer, options.operatorSecret)) return next();
    answer(res).catch(next);
  });
  return async () => {};
}
