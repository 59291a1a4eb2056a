import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerBuild } from "react-router";
import { observe, serveMetrics } from "./observe";
import { PATTERN_MEMO_SIZE, routePatterns } from "./route-pattern";
import { recordUpstreamMetric, registerCacheStats, upstreamCallLabel } from "../../app/server/observe/metrics.server";

const SECRET = "s".repeat(40);
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  vi.restoreAllMocks();
});

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
}

// A small manifest in the build's flat shape: layout → index, /:category, /:category/:product, /account/orders/:order.
const manifest = {
  root: { id: "root", path: "" },
  layout: { id: "layout", parentId: "root" },
  home: { id: "home", parentId: "layout", index: true },
  category: { id: "category", parentId: "layout", path: ":category" },
  product: { id: "product", parentId: "layout", path: ":category/:product" },
  account: { id: "account", parentId: "layout", path: "account" },
  order: { id: "order", parentId: "account", path: "orders/:order" },
  login: { id: "login", parentId: "root", path: "login" },
} as unknown as ServerBuild["routes"];

describe("route patterns", () => {
  it("names the pattern, not the path", () => {
    const pattern = routePatterns(manifest);
    expect(pattern("/")).toBe("/");
    expect(pattern("/shirts")).toBe("/:category");
    expect(pattern("/shirts/blue-1")).toBe("/:category/:product");
    expect(pattern("/account/orders/42")).toBe("/account/orders/:order");
    expect(pattern("/login")).toBe("/login");
    expect(pattern("/shirts/blue-1.data")).toBe("/:category/:product.data");
    expect(pattern("/_root.data")).toBe("/.data");
  });

  it("gives the same names from memory, and remembers a bounded number of paths", () => {
    const pattern = routePatterns(manifest);
    for (let i = 0; i < PATTERN_MEMO_SIZE + 50; i++) expect(pattern(`/typo-${i}/x`)).toBe("/:category/:product");
    expect(pattern("/shirts")).toBe("/:category");
    expect(pattern("/shirts")).toBe("/:category");
    expect(pattern("/typo-0/x")).toBe("/:category/:product");
  });

  it("keeps the upstream call's collection and drops the record", () => {
    expect(upstreamCallLabel("/api/store/products/blue-shirt/reviews", "/api/")).toBe("store/products/:id/reviews");
    expect(upstreamCallLabel("/store/account/orders/12/cancel")).toBe("store/account/orders/:id/cancel");
    expect(upstreamCallLabel("/api/bootstrap", "/api/")).toBe("bootstrap");
  });
});

describe("observe and /metrics", () => {
  function app(metrics: { port?: number; operatorSecret?: string }) {
    const a = express();
    a.use((_req, res, next) => {
      res.locals.requestId = "req-12345678";
      next();
    });
    a.use(observe({ instanceId: "inst-a", routePattern: async () => routePatterns(manifest) }));
    serveMetrics(a, { ...metrics, host: "127.0.0.1", info: () => {} });
    a.get("/{*splat}", (_req, res) => res.status(404).send("not found page"));
    return a;
  }

  it("sets X-Instance-Id and logs one JSON line without the query", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const base = await listen(app({ operatorSecret: SECRET }));
    const res = await fetch(`${base}/shirts/blue-1?token=abc123`);
    expect(res.headers.get("x-instance-id")).toBe("inst-a");
    await new Promise((r) => setTimeout(r, 20));
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "request");
    expect(entry).toMatchObject({
      method: "GET",
      path: "/shirts/blue-1",
      route: "/:category/:product",
      status: 404,
      requestId: "req-12345678",
      instance: "inst-a",
    });
    expect(typeof entry.ms).toBe("number");
    expect(JSON.stringify(entry)).not.toContain("abc123");
  });

  it("answers /metrics on the main port only to the bearer of the operator secret, with the series", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    registerCacheStats(() => ({ bootstrap: { hits: 7, misses: 1, staleHits: 2, loads: 1, loadErrors: 0, size: 1 } }));
    recordUpstreamMetric({ method: "GET", call: upstreamCallLabel("/api/store/products/x", "/api/"), status: 503, ms: 12 });
    const base = await listen(app({ operatorSecret: SECRET }));
    await fetch(`${base}/shirts`);
    await new Promise((r) => setTimeout(r, 20));
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong" } })).status).toBe(404);
    const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/storefront_http_requests_total\{method="GET",route="\/:category",status="404"\} \d+/);
    expect(text).toContain("storefront_http_request_duration_seconds_bucket");
    expect(text).toMatch(/storefront_upstream_request_duration_seconds_count\{method="GET",call="store\/products\/:id",status="503"\} 1/);
    expect(text).toMatch(/storefront_upstream_errors_total\{method="GET",call="store\/products\/:id",status="503"\} 1/);
    expect(text).toMatch(/storefront_cache_hits_total\{cache="bootstrap"\} 7/);
    expect(text).toMatch(/storefront_cache_misses_total\{cache="bootstrap"\} 1/);
  });

  it("without an operator secret, /metrics is a 404 for everyone on the main port", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const base = await listen(app({}));
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer " } })).status).toBe(404);
  });

  it("with METRICS_PORT, serves /metrics there and not on the main port", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const probe = http.createServer().listen(0);
    await new Promise((r) => probe.once("listening", r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const a = express();
    const close = serveMetrics(a, { port, host: "127.0.0.1", operatorSecret: SECRET, info: () => {} });
    a.use((_req, res) => res.status(404).end());
    const base = await listen(a);
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${SECRET}` } })).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("storefront_http_requests_total");
    await close();
  });
});
