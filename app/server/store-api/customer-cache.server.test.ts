import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "customer-cache-test-secret-0123456789abcdef";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { RouterContextProvider } from "react-router";
import { languageContext, requestContext, sessionContext, transportContext } from "../context.server";
import { getI18n } from "../i18n.server";
import { RequestSession } from "../session/request-session.server";
import { createCustomerCache } from "./customer-cache.server";
import { getStore } from "./request.server";

let answers = 0;
const seen: string[] = [];

function contextWith(session: RequestSession) {
  const context = new RouterContextProvider();
  context.set(transportContext, {
    nonce: "n",
    requestId: "req-1",
    clientIp: "203.0.113.9",
    storeBaseUrl: "http://api.test/api/",
    storeFetch: async (req) => {
      seen.push(`${req.method} ${new URL(req.url).pathname}${new URL(req.url).search} ${req.headers.get("Authorization")}`);
      answers++;
      return new Response(JSON.stringify({ data: { answer: answers } }), { status: 200, headers: { "Content-Type": "application/json" } });
    },
  });
  context.set(languageContext, { lang: "en", i18n: getI18n("en") });
  context.set(sessionContext, session);
  context.set(requestContext, new Request("http://shop.test/account"));
  return context;
}

/** A signed-in session whose cookie says it has sent `changes` changes. */
const customer = (access: string, changes = 0) => {
  const s = new RequestSession({}, async () => ({ access_token: "x", refresh_token: "y", expires_in: 120 }));
  s.signIn({ access_token: access, refresh_token: "r", expires_in: 120 }, false);
  for (let i = 0; i < changes; i++) s.bumpGeneration();
  return s;
};

beforeEach(() => {
  seen.length = 0;
});

describe("a signed-in customer's own answers (decision 086)", () => {
  it("asks once for the profile, addresses and favourites within a session, and again after any change the customer sends", async () => {
    const session = customer("token-a");
    const store = getStore(contextWith(session));
    const first = await store.call("store/me");
    expect((await store.call("store/me")).data).toEqual(first.data);
    await store.call("store/account/addresses");
    await store.call("store/account/addresses");
    expect(seen).toEqual(["GET /api/store/me Bearer token-a", "GET /api/store/account/addresses Bearer token-a"]);

    await store.call("store/me", { method: "PATCH", body: { first_name: "Salma" } });
    // The next request carries the session the change left: a later view on any instance asks again.
    const after = getStore(contextWith(customer("token-a", session.generation)));
    const fresh = await after.call("store/me");
    expect(fresh.data).not.toEqual(first.data);
    expect(seen.slice(1)).toEqual([
      "GET /api/store/account/addresses Bearer token-a",
      "PATCH /api/store/me Bearer token-a",
      "GET /api/store/me Bearer token-a",
    ]);
  });

  it("never shares one customer's answer with another, and never keeps orders or the cart", async () => {
    await getStore(contextWith(customer("token-b"))).call("store/account/favourites");
    await getStore(contextWith(customer("token-c"))).call("store/account/favourites");
    const store = getStore(contextWith(customer("token-b")));
    await store.call("store/account/orders", { query: { status: "pending" } });
    await store.call("store/account/orders", { query: { status: "pending" } });
    await store.call("store/cart");
    await store.call("store/cart");
    expect(seen).toEqual([
      "GET /api/store/account/favourites Bearer token-b",
      "GET /api/store/account/favourites Bearer token-c",
      "GET /api/store/account/orders?status=pending Bearer token-b",
      "GET /api/store/account/orders?status=pending Bearer token-b",
      "GET /api/store/cart Bearer token-b",
      "GET /api/store/cart Bearer token-b",
    ]);
  });

  it("keeps nothing with a TTL of 0 (SHARED_CACHE_TTL_SECONDS=0)", async () => {
    const cache = createCustomerCache(0);
    let loads = 0;
    const load = async () => ({ data: ++loads, status: 200, headers: new Headers() });
    const who = { token: "t", generation: 0, lang: "en" as const };
    await cache.get(who, "store/me", undefined, load);
    await cache.get(who, "store/me", undefined, load);
    expect(loads).toBe(2);
  });
});
