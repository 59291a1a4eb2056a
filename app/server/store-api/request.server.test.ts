import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "store-call-test-secret-0123456789abcdef";
  // Each test answers `store/me` its own way: nothing kept from one test's customer to the next (decision 086).
  process.env.SHARED_CACHE_TTL_SECONDS = "0";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { RouterContextProvider } from "react-router";
import { languageContext, requestContext, sessionContext, transportContext } from "../context.server";
import { getI18n } from "../i18n.server";
import { RequestSession } from "../session/request-session.server";
import { getStore } from "./request.server";
import { SessionEndedError } from "./session-ended.server";

type Handler = (req: Request) => Response | Promise<Response>;
let handler: Handler;
const seen: Request[] = [];

function contextWith(session: RequestSession) {
  const context = new RouterContextProvider();
  context.set(transportContext, {
    nonce: "n",
    requestId: "req-1",
    clientIp: "203.0.113.9",
    storeBaseUrl: "http://api.test/api/",
    storeFetch: async (req) => {
      seen.push(req);
      return handler(req);
    },
  });
  context.set(languageContext, { lang: "en", i18n: getI18n("en") });
  context.set(sessionContext, session);
  context.set(requestContext, new Request("http://shop.test/account/orders?status=closed"));
  return context;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const signedIn = (refresh: (t: string) => Promise<{ access_token: string; refresh_token: string; expires_in: number }>) => {
  const s = new RequestSession({}, refresh);
  s.signIn({ access_token: "old-access", refresh_token: "r1", expires_in: 120 }, false);
  return s;
};

beforeEach(() => {
  seen.length = 0;
});

describe("authenticated Store API calls", () => {
  it("sends the bearer token, language, request id and client address", async () => {
    handler = () => json({ data: { ok: 1 } });
    const store = getStore(contextWith(signedIn(async () => ({ access_token: "x", refresh_token: "y", expires_in: 120 }))));
    await store.call("store/me");
    const req = seen[0];
    expect(req.url).toBe("http://api.test/api/store/me");
    expect(req.headers.get("Authorization")).toBe("Bearer old-access");
    expect(req.headers.get("X-LANG")).toBe("en");
    expect(req.headers.get("X-Request-Id")).toBe("req-1");
    expect(req.headers.get("X-Client-Ip")).toBe("203.0.113.9");
  });

  it("sends the device id from a well-formed device_id cookie, and nothing for a malformed one", async () => {
    handler = () => json({ data: 1 });
    const context = contextWith(new RequestSession({}, async () => null as never));
    context.set(requestContext, new Request("http://shop.test/", { headers: { Cookie: "device_id=00c0ffee12345678" } }));
    await getStore(context).anonymous("store/pages");
    expect(seen[0].headers.get("X-Device-Id")).toBe("00c0ffee12345678");
    context.set(requestContext, new Request("http://shop.test/", { headers: { Cookie: "device_id=NOT-HEX" } }));
    await getStore(context).anonymous("store/pages");
    expect(seen[1].headers.has("X-Device-Id")).toBe(false);
  });

  it("a 401 refreshes once and retries with the new token", async () => {
    handler = (req) => (req.headers.get("Authorization") === "Bearer new-access" ? json({ data: 1 }) : json({ message: "expired" }, 401));
    const refresh = vi.fn(async () => ({ access_token: "new-access", refresh_token: "r2", expires_in: 120 }));
    const session = signedIn(refresh);
    const store = getStore(contextWith(session));
    const [a, b] = await Promise.all([store.call("store/me"), store.call("store/account/orders")]);
    expect(a.data).toEqual({ data: 1 });
    expect(b.data).toEqual({ data: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.accessToken).toBe("new-access");
  });

  it("a 401 that survives the refresh, or a failed refresh, ends the session (SessionEndedError, the session marked ended)", async () => {
    handler = () => json({ message: "revoked" }, 401);
    const session = signedIn(async () => ({ access_token: "still-bad", refresh_token: "r2", expires_in: 120 }));
    const store = getStore(contextWith(session));
    const thrown = await store.call("store/me").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(SessionEndedError);
    expect(session.signedIn).toBe(false);
    expect(session.ended).toBe(true);

    const failing = signedIn(async () => {
      throw new Error("refresh refused");
    });
    const thrown2 = await getStore(contextWith(failing))
      .call("store/me")
      .catch((e: unknown) => e);
    expect(thrown2).toBeInstanceOf(SessionEndedError);
    expect(failing.signedIn).toBe(false);
    expect(failing.ended).toBe(true);
  });

  it("a 401 on logout never triggers a refresh", async () => {
    handler = () => json({ message: "no" }, 401);
    const refresh = vi.fn();
    const store = getStore(contextWith(signedIn(refresh)));
    await expect(store.call("store/logout", { method: "POST" })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("relays the guest cart credential only when asked, and keeps what the API sets or deletes", async () => {
    const session = new RequestSession({}, vi.fn());
    const store = getStore(contextWith(session));
    handler = () => json({ data: { items: [] } }, 200, { "Set-Cookie": "guest_cart=g-123; Path=/; Max-Age=3600; HttpOnly" });
    await store.call("store/cart", { method: "POST", body: { item_id: 1, unit_id: 1, qty: 1 }, guest: true });
    expect(session.guestCredential).toBe("g-123");
    await store.call("store/me");
    expect(seen.at(-1)!.headers.get("Cookie")).toBeNull();
    handler = () => json({ data: {} }, 200, { "Set-Cookie": "guest_cart=; Path=/; Max-Age=0" });
    await store.call("store/cart/transfer", { method: "POST", body: {}, guest: true });
    expect(seen.at(-1)!.headers.get("Cookie")).toBe("guest_cart=g-123");
    expect(session.guestCredential).toBeNull();
  });
});
