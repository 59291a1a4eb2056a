import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "session-middleware-test-secret-0123456789";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { currencyContext, requestContext, sessionContext } from "../context.server";
import { getStore } from "../store-api/request.server";
import { isSessionEnded } from "../store-api/session-ended.server";
import { fakeContext, json } from "../testing/fake-context";
import { readSession } from "./cookie.server";
import { sessionMiddleware } from "./middleware.server";
import { RequestSession } from "./request-session.server";

const PAGE = "http://shop.test/account/orders/12?lng=en";

/** A signed-in shopper's cookie whose token the Store API no longer takes (revoked, with its refresh token). */
async function revokedSessionCookie(): Promise<string> {
  const s = new RequestSession({}, () => Promise.reject(new Error("unused")));
  s.signIn({ access_token: "revoked", refresh_token: "revoked-too", expires_in: 3600 }, false);
  return (await s.commit())!.split(";")[0];
}

async function run(onNext: (context: ReturnType<typeof fakeContext>) => Promise<Response>, method = "GET") {
  const storeFetch = async () => json({ message: "Unauthenticated." }, 401);
  const context = fakeContext({ storeFetch });
  context.set(currencyContext, { currencies: [], selected: null, error: false } as never);
  const request = new Request(PAGE, { method, headers: { Cookie: await revokedSessionCookie() } });
  context.set(requestContext, request);
  const response = (await sessionMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, () => onNext(context))) as Response;
  return { response, session: context.get(sessionContext) };
}

describe("an ended session (the session middleware, decision record 077)", () => {
  it("a loader's ended session, rendered by the router as an error page, is answered with the way to sign in", async () => {
    const { response } = await run(async (context) => {
      const error = await getStore(context)
        .call("store/account/orders/12")
        .catch((e: unknown) => e);
      expect(isSessionEnded(error)).toBe(true);
      return new Response("the error page", { status: 500 });
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%2F12%3Flng%3Den");
    const after = new RequestSession(await readSession(response.headers.get("Set-Cookie")!.split(";")[0]), () => Promise.reject(new Error("unused")));
    expect(after.signedIn).toBe(false);
    // The sign-in page says why it is shown (decision 089).
    expect(after.takeFlash()).toEqual({ type: "info", key: "auth.sessionEnded" });
  });

  it("an action that made its own refusal of it still answers the way to sign in, with the ended session's word, not its own", async () => {
    const { response, session } = await run(async (context) => {
      try {
        await getStore(context).call("store/favourites", { method: "POST", body: { product_id: 3 } });
      } catch {
        context.get(sessionContext).flash({ type: "error", key: "favourites.failed" });
      }
      return new Response(null, { status: 303, headers: { Location: "/somewhere" } });
    }, "POST");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%2F12%3Flng%3Den");
    expect(session.takeFlash()).toEqual({ type: "info", key: "auth.sessionEnded" });
  });

  it("a visitor's refused call goes to sign in without saying a sign-in ended", async () => {
    const context = fakeContext({ storeFetch: async () => json({ message: "Unauthenticated." }, 401) });
    context.set(currencyContext, { currencies: [], selected: null, error: false } as never);
    const request = new Request("http://shop.test/payments/paymob/return?id=1");
    context.set(requestContext, request);
    const response = (await sessionMiddleware({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
      await getStore(context)
        .call("store/account/orders/1")
        .catch(() => null);
      return new Response("the page", { status: 200 });
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fpayments%2Fpaymob%2Freturn%3Fid%3D1");
    expect(context.get(sessionContext).takeFlash()).toBeUndefined();
  });

  it("a request whose session did not end keeps its own answer", async () => {
    const { response } = await run(async () => new Response("the page", { status: 200 }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("the page");
  });
});

describe("a message and a redirect", () => {
  it("a message the root loader took for a redirect goes on to the page it leads to; one taken for a page is gone", async () => {
    for (const [status, kept] of [
      [302, true],
      [303, true],
      [200, false],
      [404, false],
    ] as const) {
      const { response } = await run(async (context) => {
        const session = context.get(sessionContext);
        session.flash({ type: "error", key: "catalogue.filters.priceUnread", params: { typed: "abc" } });
        expect(session.takeFlash()?.key).toBe("catalogue.filters.priceUnread");
        return new Response(null, { status, headers: status < 400 && status >= 300 ? { Location: "/phones" } : {} });
      });
      const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
      expect((await readSession(cookie)).flash ?? null, String(status)).toEqual(
        kept ? { type: "error", key: "catalogue.filters.priceUnread", params: { typed: "abc" } } : null,
      );
    }
  });
});
