import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "favourites-test-secret-0123456789abcdefgh";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { bootstrapContext } from "../context.server";
import { fakeContext, json } from "../testing/fake-context";
import { RequestSession } from "../session/request-session.server";
import { favouriteAction } from "../actions/favourite-action.server";
import { PENDING_FAVOURITE_SECONDS, savePendingFavourite } from "./favourites.server";

const calls: Array<{ method: string; path: string; auth: string | null; body: unknown }> = [];
let answer: () => Response = () => json({ data: { product_id: 1 } }, 201);
const storeFetch = async (req: Request) => {
  calls.push({
    method: req.method,
    path: new URL(req.url).pathname,
    auth: req.headers.get("Authorization"),
    body: req.method === "POST" ? await req.json() : null,
  });
  return answer();
};

const noRefresh = () => Promise.reject(new Error("no refresh"));
const signedIn = () => {
  const s = new RequestSession({}, noRefresh);
  s.signIn({ access_token: "access-1", refresh_token: "refresh-1", expires_in: 120 }, false);
  return s;
};
const post = (fields: Record<string, string>) => new Request("http://shop.test/account/favourites", { method: "POST", body: new URLSearchParams(fields) });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

describe("a guest's favourite", () => {
  it("waits in the session and sends the guest to sign in, back to the product's own page", async () => {
    calls.length = 0;
    const session = new RequestSession({}, noRefresh);
    const context = fakeContext({ storeFetch, session });
    const res = await thrown(favouriteAction(post({ intent: "favourite", product_id: "42", product: "/phones/p-42", redirectTo: "/phones" }), context));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fphones%2Fp-42");
    expect(session.pendingFavourite).toBe(42);
    expect(session.snapshot().fav!.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(PENDING_FAVOURITE_SECONDS - 5);
    expect(calls).toHaveLength(0);
  });

  it("an unsafe product path falls back to the page the form was on, then to the favourites page", async () => {
    const session = new RequestSession({}, noRefresh);
    const context = fakeContext({ storeFetch, session });
    const res = await thrown(
      favouriteAction(post({ intent: "favourite", product_id: "42", product: "//evil.example/", redirectTo: "/phones?page=2" }), context),
    );
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/phones?page=2")}`);
    const res2 = await thrown(favouriteAction(post({ intent: "favourite", product_id: "42", product: "https://evil.example/" }), context));
    expect(res2.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/account/favourites")}`);
  });

  it("is saved with the new token right after sign-in, once", async () => {
    calls.length = 0;
    answer = () => json({ data: { product_id: 42 } }, 201);
    const session = signedIn();
    session.setPendingFavourite(42, 60);
    const context = fakeContext({ storeFetch, session });
    expect(await savePendingFavourite(context)).toBe(true);
    expect(calls).toEqual([{ method: "POST", path: "/api/store/account/favourites", auth: "Bearer access-1", body: { product_id: 42 } }]);
    expect(session.pendingFavourite).toBeNull();
    expect(await savePendingFavourite(context)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it("a refusal is forgotten: the sign-in itself still succeeds", async () => {
    answer = () => json({ message: "Product not found", code: "not_found" }, 422);
    const session = signedIn();
    session.setPendingFavourite(7, 60);
    expect(await savePendingFavourite(fakeContext({ storeFetch, session }))).toBe(false);
    expect(session.pendingFavourite).toBeNull();
  });

  it("an expired one is not saved", async () => {
    calls.length = 0;
    const session = signedIn();
    session.setPendingFavourite(7, -1);
    expect(await savePendingFavourite(fakeContext({ storeFetch, session }))).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe("a customer's favourite toggle", () => {
  it("asks for the state: favourite posts, unfavourite deletes, and a fetcher gets data", async () => {
    calls.length = 0;
    answer = () => json({ data: { product_id: 9 } }, 201);
    const context = fakeContext({ storeFetch, session: signedIn() });
    const added = (await favouriteAction(post({ intent: "favourite", product_id: "9", js: "1" }), context)) as unknown as { data: { ok: boolean } };
    expect(added.data.ok).toBe(true);
    answer = () => new Response(null, { status: 204 });
    const res = await thrown(favouriteAction(post({ intent: "unfavourite", product_id: "9", redirectTo: "/account/favourites" }), context));
    expect(res.headers.get("Location")).toBe("/account/favourites");
    // Removed on the list: its name is read first (the customer cache's list, here asked), then the removal.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/store/account/favourites",
      "GET /api/store/account/favourites",
      "DELETE /api/store/account/favourites/9",
    ]);
  });

  it("a favourite removed on the list is named in its message; elsewhere, or when the list cannot be read, it is not", async () => {
    const product = {
      id: 9,
      slug: "linen-shirt",
      name: "Linen shirt",
      image: null,
      price: 100,
      category: { id: 1, name: "Shirts", slug: "shirts" },
    };
    // The list gives a product without a picture the store's logo, from the bootstrap every page has.
    const onList = () => {
      const context = fakeContext({ storeFetch, session: signedIn() });
      context.set(bootstrapContext, { settings: { logo: null } } as never);
      return context;
    };
    // The list not read (the Store API failing; the customer cache keeps no failure): the message goes unnamed.
    answer = () => (calls.at(-1)?.method === "GET" ? json({ message: "down" }, 503) : new Response(null, { status: 204 }));
    const unread = (await favouriteAction(
      post({ intent: "unfavourite", product_id: "9", redirectTo: "/account/favourites", js: "1" }),
      onList(),
    )) as unknown as {
      data: { ok: boolean; flash: { key: string } };
    };
    expect(unread.data).toMatchObject({ ok: true, flash: { key: "favourites.removed" } });
    answer = () => json({ data: [product] });
    const named = (await favouriteAction(
      post({ intent: "unfavourite", product_id: "9", redirectTo: "/account/favourites", js: "1" }),
      onList(),
    )) as unknown as {
      data: { flash: { key: string; params?: Record<string, string>; undo?: unknown } };
    };
    expect(named.data.flash).toMatchObject({ key: "favourites.removedNamed", params: { name: "Linen shirt" }, undo: { intent: "favourite", product_id: 9 } });
    calls.length = 0;
    const elsewhere = (await favouriteAction(post({ intent: "unfavourite", product_id: "9", redirectTo: "/phones", js: "1" }), onList())) as unknown as {
      data: { flash: { key: string } };
    };
    expect(elsewhere.data.flash.key).toBe("favourites.removed");
    expect(calls.map((c) => c.method)).toEqual(["DELETE"]);
  });

  it("a refusal says so in our words; a failing Store API gets the spec's generic sentence", async () => {
    const context = fakeContext({ storeFetch, session: signedIn() });
    answer = () => json({ message: "Product not found" }, 422);
    const refused = (await favouriteAction(post({ intent: "favourite", product_id: "9", js: "1" }), context)) as unknown as {
      data: { ok: boolean; flash: { key: string } };
    };
    expect(refused.data).toMatchObject({ ok: false, flash: { key: "favourites.failed" } });
    answer = () => json({ message: "down" }, 503);
    const failed = (await favouriteAction(post({ intent: "favourite", product_id: "9", js: "1" }), context)) as unknown as {
      data: { ok: boolean; flash: { key: string } };
    };
    expect(failed.data).toMatchObject({ ok: false, flash: { key: "errors.general" } });
  });
});
