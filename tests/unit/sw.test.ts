import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";

const ORIGIN = "https://shop.test";
const SOURCE = readFileSync(path.join(import.meta.dirname, "../../public/sw.js"), "utf8");

type FetchRequest = { url: string; method: string; mode: string };
type Handler = (event: Record<string, unknown>) => void;

const pathOf = (req: unknown) => new URL(typeof req === "string" ? req : (req as { url: string }).url, ORIGIN).pathname;

// Browsers report same-origin network answers as "basic"; Node's Response says "default".
function basic(body: string, status = 200) {
  const response = new Response(body, { status });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

class FakeCache {
  entries = new Map<string, Response>();
  constructor(private fetchFn: (req: unknown) => Promise<Response>) {}
  // Like the real addAll: fetches every request and fails the whole install on a bad answer.
  async addAll(requests: unknown[]) {
    for (const req of requests) {
      const res = await this.fetchFn(req);
      if (!res.ok) throw new TypeError(`addAll: ${res.status}`);
      this.entries.set(pathOf(req), res);
    }
  }
  async put(req: unknown, res: Response) {
    this.entries.set(pathOf(req), res);
  }
  async match(req: unknown) {
    return this.entries.get(pathOf(req))?.clone();
  }
}

function loadWorker(buildId = "build-2") {
  const handlers: Record<string, Handler> = {};
  const fetch = vi.fn<(req: unknown) => Promise<Response>>(async (req) => {
    const p = pathOf(req);
    if (p === "/offline.html") return basic("<p>offline page</p>");
    if (p === "/offline.css") return basic("body{}");
    throw new TypeError("unexpected fetch " + p);
  });
  const store = new Map<string, FakeCache>();
  const caches = {
    open: async (name: string) => store.get(name) ?? store.set(name, new FakeCache(fetch)).get(name)!,
    keys: async () => [...store.keys()],
    delete: async (name: string) => store.delete(name),
    match: async (req: unknown) => {
      for (const cache of store.values()) {
        const hit = await cache.match(req);
        if (hit) return hit;
      }
    },
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => (handlers[type] = fn),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  // The worker builds precache requests from paths; browsers resolve them against its own URL.
  class SwRequest extends Request {
    constructor(input: string | URL, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  const context = vm.createContext({ self, caches, fetch, Request: SwRequest, Response, URL });
  vm.runInContext(SOURCE.replace("__BUILD_ID__", buildId), context);

  async function lifecycle(type: "install" | "activate") {
    const waits: Promise<unknown>[] = [];
    handlers[type]({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    expect(waits).toHaveLength(1);
    await waits[0];
  }
  async function request(url: string, init: { method?: string; mode?: string } = {}) {
    const req: FetchRequest = { url: new URL(url, ORIGIN).href, method: init.method ?? "GET", mode: init.mode ?? "no-cors" };
    let answered: Promise<Response> | undefined;
    handlers.fetch({ request: req, respondWith: (p: Promise<Response>) => (answered = Promise.resolve(p)) });
    return answered && (await answered);
  }
  return { self, store, fetch, caches, lifecycle, request };
}

describe("service worker (public/sw.js)", () => {
  it("install precaches the offline page and stylesheet into this build's cache, bypassing the HTTP cache", async () => {
    const sw = loadWorker();
    await sw.lifecycle("install");
    expect([...sw.store.keys()]).toEqual(["storefront-build-2"]);
    expect([...sw.store.get("storefront-build-2")!.entries.keys()]).toEqual(["/offline.html", "/offline.css"]);
    // A stale offline page from the HTTP cache would outlive the deployment.
    expect(sw.fetch.mock.calls.map(([r]) => (r as Request).cache)).toEqual(["reload", "reload"]);
    expect(sw.self.skipWaiting).toHaveBeenCalled();
  });

  it("activate drops earlier deployments' caches and leaves the current and foreign ones", async () => {
    const sw = loadWorker();
    for (const name of ["storefront-build-1", "storefront-build-0", "storefront-build-2", "other-app", "storefront"]) await sw.caches.open(name);
    await sw.lifecycle("activate");
    expect([...sw.store.keys()].sort()).toEqual(["other-app", "storefront", "storefront-build-2"]);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it("answers a failed navigation with the cached offline page, and serves its stylesheet", async () => {
    const sw = loadWorker();
    await sw.lifecycle("install");
    sw.fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    const page = await sw.request("/products/shoe", { mode: "navigate" });
    expect(page?.status).toBe(200);
    expect(await page?.text()).toBe("<p>offline page</p>");
    expect(await (await sw.request("/offline.css"))?.text()).toBe("body{}");
  });

  it("answers 503 when offline before the offline page was ever cached", async () => {
    const sw = loadWorker();
    sw.fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    const page = await sw.request("/", { mode: "navigate" });
    expect(page?.status).toBe(503);
  });

  it("passes a successful navigation through and caches no page", async () => {
    const sw = loadWorker();
    await sw.lifecycle("install");
    sw.fetch.mockResolvedValue(basic("<h1>Shoe</h1>"));
    const page = await sw.request("/products/shoe", { mode: "navigate" });
    expect(await page?.text()).toBe("<h1>Shoe</h1>");
    expect([...sw.store.get("storefront-build-2")!.entries.keys()]).toEqual(["/offline.html", "/offline.css"]);
  });

  it("caches a hashed asset on first use and answers later requests from the cache", async () => {
    const sw = loadWorker();
    sw.fetch.mockResolvedValueOnce(basic("export const a = 1;"));
    expect(await (await sw.request("/assets/x-abc.js"))?.text()).toBe("export const a = 1;");
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    sw.fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await (await sw.request("/assets/x-abc.js"))?.text()).toBe("export const a = 1;");
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    expect(sw.store.get("storefront-build-2")!.entries.has("/assets/x-abc.js")).toBe(true);
  });

  it("does not cache a failed, partial or non-basic asset answer", async () => {
    const sw = loadWorker();
    sw.fetch
      .mockResolvedValueOnce(basic("not found", 404))
      .mockResolvedValueOnce(basic("part", 206))
      .mockResolvedValueOnce(new Response("x"))
      .mockResolvedValueOnce(basic("ok"));
    expect((await sw.request("/assets/x-abc.js"))?.status).toBe(404);
    expect((await sw.request("/assets/x-abc.js"))?.status).toBe(206);
    await sw.request("/assets/x-abc.js");
    expect(sw.store.get("storefront-build-2")!.entries.size).toBe(0);
    // A later good answer is still fetched and cached: the 404 did not stick.
    expect(await (await sw.request("/assets/x-abc.js"))?.text()).toBe("ok");
    expect(sw.fetch).toHaveBeenCalledTimes(4);
    expect(sw.store.get("storefront-build-2")!.entries.has("/assets/x-abc.js")).toBe(true);
  });

  it.each([
    ["an API call", "/api/cart", {}],
    ["a data request", "/products/shoe.data?_routes=routes%2Fproduct", { mode: "cors" }],
    ["a form post", "/cart", { method: "POST", mode: "navigate" }],
    ["a non-GET asset", "/assets/x-abc.js", { method: "POST" }],
    ["another origin", "https://cdn.example/assets/x-abc.js", {}],
    ["another origin's page", "https://other.example/", { mode: "navigate" }],
  ])("leaves %s to the browser", async (_label, url, init) => {
    const sw = loadWorker();
    await sw.lifecycle("install");
    sw.fetch.mockClear();
    expect(await sw.request(url, init)).toBeUndefined();
    expect(sw.fetch).not.toHaveBeenCalled();
    expect([...sw.store.get("storefront-build-2")!.entries.keys()]).toEqual(["/offline.html", "/offline.css"]);
  });
});
