import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { keepPrivate, sharedForAnonymous, sharedPageRequest } from "./cache-policy.server";

/** The request and context as the document render sees them, before the cache policy's header is set. */
async function beforeRender(init: { shared: boolean; cookie?: string; authorization?: string; keptPrivate?: boolean }) {
  const context = new RouterContextProvider();
  const request = new Request("http://shop.test/electronics", {
    headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.authorization ? { Authorization: init.authorization } : {}) },
  });
  const args = { context, request, params: {}, url: new URL(request.url), pattern: "/:category" };
  if (init.shared) await sharedForAnonymous(args, async () => new Response("x"));
  if (init.keptPrivate) keepPrivate(context);
  return sharedPageRequest(request, context);
}

describe("a page every anonymous visitor shares, known before it is rendered (decision 094)", () => {
  it("is an opted-in route's page for a visitor whose only cookies are preferences", async () => {
    expect(await beforeRender({ shared: true })).toBe(true);
    expect(await beforeRender({ shared: true, cookie: "lng=en; currency=USD; device_id=abc" })).toBe(true);
  });

  it("is not a page that did not opt in, a session's page, a signed-in call or a page kept private", async () => {
    expect(await beforeRender({ shared: false })).toBe(false);
    expect(await beforeRender({ shared: true, cookie: "lng=en; __session=abc" })).toBe(false);
    expect(await beforeRender({ shared: true, authorization: "Bearer x" })).toBe(false);
    expect(await beforeRender({ shared: true, keptPrivate: true })).toBe(false);
  });
});
