import { beforeEach, describe, expect, it } from "vitest";
import {
  clearUpstreamCalls,
  recentUpstreamCalls,
  recordUpstreamCall,
  storeApiReachability,
  summariseUpstreamCalls,
  upstreamCallTotal,
} from "./upstream-timings.server";

beforeEach(() => clearUpstreamCalls());

describe("upstream timings", () => {
  it("tells /healthz the Store API is unreachable from its first failed call (5xx, timeout, no connection) until one is answered", () => {
    expect(storeApiReachability()).toEqual({});
    recordUpstreamCall({ method: "GET", path: "/api/store/home", status: 404, ms: 3 });
    expect(storeApiReachability()).toEqual({});
    recordUpstreamCall({ method: "GET", path: "/api/store/home", status: 503, ms: 3 });
    const { storeApiFailingSince: since } = storeApiReachability() as { storeApiFailingSince: string };
    recordUpstreamCall({ method: "GET", path: "/api/bootstrap", status: 504, ms: 8000 });
    expect(storeApiReachability()).toEqual({ storeApi: "unreachable", storeApiFailingSince: since });
    recordUpstreamCall({ method: "GET", path: "/api/bootstrap", status: 200, ms: 5 });
    expect(storeApiReachability()).toEqual({});
  });

  it("keeps recent calls newest first, rounded", () => {
    recordUpstreamCall({ method: "GET", path: "/api/bootstrap", status: 200, ms: 12.4 });
    recordUpstreamCall({ method: "GET", path: "/api/store/currency", status: 504, ms: 8000.6 });
    const [latest, first] = recentUpstreamCalls();
    expect(latest).toMatchObject({ path: "/api/store/currency", status: 504, ms: 8001 });
    expect(first.ms).toBe(12);
  });

  it("counts every call since start, past the ring's capacity", () => {
    const before = upstreamCallTotal();
    for (let i = 0; i < 250; i++) recordUpstreamCall({ method: "GET", path: "/api/x", status: 200, ms: 1 });
    expect(upstreamCallTotal() - before).toBe(250);
    expect(recentUpstreamCalls().length).toBeLessThan(250);
  });

  it("summarises per call, slowest first", () => {
    for (const ms of [10, 20, 30, 40, 100]) recordUpstreamCall({ method: "GET", path: "/a", status: 200, ms });
    recordUpstreamCall({ method: "POST", path: "/b", status: 500, ms: 300 });
    const [b, a] = summariseUpstreamCalls();
    expect(b).toMatchObject({ method: "POST", path: "/b", count: 1, errors: 1, avgMs: 300, maxMs: 300, p95Ms: 300 });
    expect(a).toMatchObject({ count: 5, errors: 0, avgMs: 40, maxMs: 100, p95Ms: 100 });
  });
});
