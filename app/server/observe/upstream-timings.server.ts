/**
 * Recent Store API calls of this process and how long they took, for the operator page
 * /debugging/sub. Only method, path (no query: it can hold search terms), status and time.
 */
import { createRingBuffer } from "./ring-buffer.server";

export const UPSTREAM_TIMINGS_CAPACITY = 200;

export interface UpstreamCall {
  at: string;
  method: string;
  path: string;
  /** The upstream status, or the client's own for timeouts (504) and network failures (503). */
  status: number;
  ms: number;
}

export interface UpstreamSummary {
  method: string;
  path: string;
  count: number;
  errors: number;
  avgMs: number;
  maxMs: number;
  p95Ms: number;
}

const ring = createRingBuffer<UpstreamCall>(UPSTREAM_TIMINGS_CAPACITY);
/** Every call since start, beyond the ring: `npm run bench` divides it by page views. */
let total = 0;

/** Since when every Store API call has failed (5xx, a timeout, no connection); undefined once one is answered. */
let failingSince: string | undefined;

export function recordUpstreamCall(call: Omit<UpstreamCall, "at">): void {
  total += 1;
  const at = new Date().toISOString();
  ring.push({ at, ...call, ms: Math.round(call.ms) });
  failingSince = call.status >= 500 ? (failingSince ?? at) : undefined;
}

/**
 * What /healthz says of the Store API (decision 105), from the calls pages made rather than a probe of its
 * own: a probe per health check would load the backend as often as a load balancer asks.
 */
export function storeApiReachability(): { storeApi: "unreachable"; storeApiFailingSince: string } | Record<string, never> {
  return failingSince ? { storeApi: "unreachable", storeApiFailingSince: failingSince } : {};
}

export function recentUpstreamCalls(): UpstreamCall[] {
  return ring.list();
}

/** Per method and path over the recent calls, slowest average first. */
export function summariseUpstreamCalls(calls: readonly UpstreamCall[] = ring.list()): UpstreamSummary[] {
  const groups = new Map<string, UpstreamCall[]>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return [...groups.values()]
    .map((group) => {
      const times = group.map((c) => c.ms).sort((a, b) => a - b);
      return {
        method: group[0].method,
        path: group[0].path,
        count: group.length,
        errors: group.filter((c) => c.status >= 400).length,
        avgMs: Math.round(times.reduce((a, b) => a + b, 0) / times.length),
        maxMs: times[times.length - 1],
        p95Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
      };
    })
    .sort((a, b) => b.avgMs - a.avgMs);
}

export const upstreamCallTotal = (): number => total;

/** For tests. */
export function clearUpstreamCalls(): void {
  ring.clear();
  failingSince = undefined;
}
