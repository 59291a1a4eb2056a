import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { sessionContext } from "../context.server";
import type { RequestSession } from "../session/request-session.server";
import { privateNoStore, requireCustomer, requireCustomerToPost } from "./require-customer.server";

function args(method: string, url: string, signedIn: boolean, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { signedIn } as RequestSession);
  return { request: new Request(url, { method }), context, params, unstable_pattern: "" } as never;
}

async function refusal(run: () => unknown): Promise<Response | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe("requireCustomer", () => {
  it("sends a guest's page view to sign-in with the page to come back to", async () => {
    const next = vi.fn(async () => new Response("page"));
    const res = await refusal(() => requireCustomer(args("GET", "http://shop.test/account/orders?page=2", false), next));
    expect(res?.status).toBe(302);
    expect(res?.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Forders%3Fpage%3D2");
    expect(next).not.toHaveBeenCalled();
  });

  it("answers a guest's form post with a 303 before the action runs", async () => {
    const next = vi.fn(async () => new Response("action"));
    const res = await refusal(() => requireCustomer(args("POST", "http://shop.test/checkout/confirmation", false), next));
    expect(res?.status).toBe(303);
    expect(res?.headers.get("Location")).toBe("/login?redirectTo=%2Fcheckout%2Fconfirmation");
    expect(next).not.toHaveBeenCalled();
  });

  it("never names another site as the way back", async () => {
    const res = await refusal(() => requireCustomer(args("GET", "http://shop.test//evil.example/account", false), async () => new Response()));
    expect(res?.headers.get("Location")).toBe("/login?redirectTo=%2F");
  });

  it("lets a guest's favourite toggle through to the action that keeps it for after sign-in, but not the favourites page", async () => {
    const next = vi.fn(async () => new Response("action"));
    await requireCustomer(args("POST", "http://shop.test/account/favourites", false), next);
    expect(next).toHaveBeenCalledOnce();
    const res = await refusal(() => requireCustomer(args("GET", "http://shop.test/account/favourites", false), next));
    expect(res?.status).toBe(302);
  });

  it("lets a customer through", async () => {
    const next = vi.fn(async () => new Response("page"));
    await requireCustomer(args("POST", "http://shop.test/account/details", true), next);
    expect(next).toHaveBeenCalledOnce();
  });
});

describe("requireCustomerToPost", () => {
  const guard = requireCustomerToPost((params: { product: string }) => (params.product === "gone" ? null : `/phones/${params.product}#reviews`));
  const product = (product: string) => ({ category: "phones", product });

  it("lets anyone read the page", async () => {
    const next = vi.fn(async () => new Response("page"));
    await guard(args("GET", "http://shop.test/phones/p-1", false, product("p-1")), next);
    expect(next).toHaveBeenCalledOnce();
  });

  it("sends a guest's post to sign in and back to where it names, before the action runs", async () => {
    const next = vi.fn(async () => new Response("action"));
    const res = await refusal(() => guard(args("POST", "http://shop.test/phones/p-1", false, product("p-1")), next));
    expect(res?.status).toBe(303);
    expect(res?.headers.get("Location")).toBe("/login?redirectTo=%2Fphones%2Fp-1%23reviews");
    expect(next).not.toHaveBeenCalled();
  });

  it("leaves a page that is not there to the action, and a customer's post too", async () => {
    const next = vi.fn(async () => new Response("action"));
    await guard(args("POST", "http://shop.test/phones/gone", false, product("gone")), next);
    await guard(args("POST", "http://shop.test/phones/p-1", true, product("p-1")), next);
    expect(next).toHaveBeenCalledTimes(2);
  });
});

describe("privateNoStore", () => {
  it("marks every answer of its area, whatever the page said", async () => {
    const res = (await privateNoStore(
      args("GET", "http://shop.test/checkout", false),
      async () => new Response("x", { headers: { "Cache-Control": "public, max-age=60" } }),
    )) as Response;
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
