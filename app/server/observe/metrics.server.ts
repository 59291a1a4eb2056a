/**
 * Prometheus metrics of this process (docs/decisions/027-metrics-and-logs.md).
 *
 * One copy per process: the app server and the routes are one bundle (decision 078). The metrics
 * live in a registry of this module's own, so a development server that evaluates it again after an
 * edit makes new ones instead of colliding with the first in prom-client's default registry.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { CacheStats } from "../store-api/cache.server";

type CacheStatsSource = () => Record<string, CacheStats>;

interface Metrics {
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route" | "status">;
  upstreamDuration: Histogram<"method" | "call" | "status">;
  upstreamErrors: Counter<"method" | "call" | "status">;
  paymentMismatches: Counter;
  paymentRefunds: Counter;
  cacheSources: CacheStatsSource[];
}

const registry = new Registry();

function create(): Metrics {
  const cacheSources: CacheStatsSource[] = [];
  const fromCaches = (pick: (s: CacheStats) => number) =>
    function (this: Counter<"cache">) {
      this.reset();
      for (const source of cacheSources) for (const [cache, stats] of Object.entries(source())) this.inc({ cache }, pick(stats));
    };
  // The caches count for themselves; these counters copy their totals at each scrape.
  new Counter({
    name: "storefront_cache_hits_total",
    help: "Shared data cache hits (fresh and stale)",
    labelNames: ["cache"],
    registers: [registry],
    collect: fromCaches((s) => s.hits),
  });
  new Counter({
    name: "storefront_cache_misses_total",
    help: "Shared data cache misses (callers that waited for a load)",
    labelNames: ["cache"],
    registers: [registry],
    collect: fromCaches((s) => s.misses),
  });
  new Counter({
    name: "storefront_cache_stale_hits_total",
    help: "Shared data cache hits answered stale while refreshing",
    labelNames: ["cache"],
    registers: [registry],
    collect: fromCaches((s) => s.staleHits),
  });
  collectDefaultMetrics({ prefix: "storefront_", register: registry });
  return {
    httpRequests: new Counter({
      name: "storefront_http_requests_total",
      help: "HTTP requests answered, by route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "storefront_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    upstreamDuration: new Histogram({
      name: "storefront_upstream_request_duration_seconds",
      help: "Store API call latency, by call and status",
      labelNames: ["method", "call", "status"],
      registers: [registry],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    upstreamErrors: new Counter({
      name: "storefront_upstream_errors_total",
      help: "Store API calls that failed (5xx, timeout, unreachable), by call and status",
      labelNames: ["method", "call", "status"],
      registers: [registry],
    }),
    paymentMismatches: new Counter({
      name: "storefront_payment_mismatches_total",
      help: "Paymob successes the Store API recorded as payment mismatch (money taken from an order that could not take it)",
      registers: [registry],
    }),
    paymentRefunds: new Counter({
      name: "storefront_payment_refunds_total",
      help: "Refunds asked of Paymob (a mismatched payment, a paid order cancelled), by outcome (refunded, or failed: refund it from Paymob's dashboard)",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    cacheSources,
  };
}

let created: Metrics | undefined;
function metrics(): Metrics {
  created ??= create();
  return created;
}

export function recordHttpRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method, route, status: String(status) };
  metrics().httpRequests.inc(labels);
  metrics().httpDuration.observe(labels, seconds);
}

// Path segments that follow these name one record: the label keeps the collection, not the id.
const COLLECTIONS = new Set(["addresses", "favourites", "orders", "categories", "offers", "pages", "products", "reviews"]);

/** `/api/store/products/blue-shirt/reviews` under base `/api/` → `store/products/:id/reviews`: one series per call, not per record. */
export function upstreamCallLabel(path: string, basePath = "/"): string {
  const rest = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const segments = rest.split("/").filter(Boolean);
  return segments.map((s, i) => (i > 0 && COLLECTIONS.has(segments[i - 1]) ? ":id" : s)).join("/");
}

export function recordUpstreamMetric(call: { method: string; call: string; status: number; ms: number }): void {
  const labels = { method: call.method, call: call.call, status: String(call.status) };
  metrics().upstreamDuration.observe(labels, call.ms / 1000);
  if (call.status >= 500) metrics().upstreamErrors.inc(labels);
}

/** A Paymob success the Store API recorded as `mismatch`: money the shop must look at (issue #40). */
export function recordPaymentMismatch(): void {
  metrics().paymentMismatches.inc();
}

/** A refund asked of Paymob (refund.server.ts): `failed` ones the shop refunds by hand. */
export function recordPaymentRefund(outcome: "refunded" | "failed"): void {
  metrics().paymentRefunds.inc({ outcome });
}

/** Lets the process's shared caches report their counts at each scrape. */
export function registerCacheStats(source: CacheStatsSource): void {
  metrics().cacheSources.push(source);
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
