import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "cart-actions-test-secret-0123456789abcdef";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { fakeContext, json } from "../testing/fake-context";
import { RequestSession } from "../session/request-session.server";
import { cartAction } from "./cart-action.server";
import { emptyCart } from "../store-api/cart.server";

const keys: Array<string | null> = [];
const bodies: unknown[] = [];
/** The Store API's cart: each add's line is in it until `emptied` (another tab); a key seen before replays its answer. */
type Line = { id: number; item_id: number; unit_id: number; price: number; qty: number; balance: number; line_total: number };
const lines = new Map<string, Line>();
const replays = new Map<string, unknown>();
const cartNow = () => ({ data: { ...emptyCart(), items: [...lines.values()] } });
const storeFetch = async (req: Request) => {
  const key = req.headers.get("Idempotency-Key");
  keys.push(key);
  if (req.method !== "POST") return json(cartNow());
  const line = (await req.json()) as { item_id: number; unit_id: number; qty: number };
  bodies.push(line);
  if (key && replays.has(key)) return json(replays.get(key));
  lines.set(`${line.item_id}-${line.unit_id}`, { id: lines.size + 1, ...line, price: 10, balance: 50, line_total: 10 * line.qty });
  if (key) replays.set(key, cartNow());
  return json(cartNow());
};
const emptied = () => lines.clear();
const noRefresh = () => Promise.reject(new Error("no refresh"));
const cardPost = (item = "5") =>
  new Request("http://shop.test/cart", {
    method: "POST",
    body: new URLSearchParams({ intent: "add", item_id: item, unit_id: "2", qty: "1", redirectTo: "/phones", js: "1" }),
  });
type Answer = { data: { flash: { key: string } } };

describe("adding from a card (no per-render key)", () => {
  it("a repeated press of the same visitor sends the first press's key and says it counted once", async () => {
    keys.length = 0;
    const session = new RequestSession({}, noRefresh);
    session.setGuestCredential("guest-abc", 3600);
    const context = fakeContext({ storeFetch, session });
    const [a, b] = (await Promise.all([cartAction(cardPost(), context), cartAction(cardPost(), context)])) as unknown as Answer[];
    // Two adds with one key, and the repeat's read of the cart (it holds the line: nothing more is added).
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^card:/);
    expect(keys.filter((k) => k !== null)).toEqual([keys[0], keys[0]]);
    expect([a.data.flash.key, b.data.flash.key]).toEqual(["cart.added", "quickAdd.addedOnce"]);
    // Another product is another add.
    await cartAction(cardPost("6"), context);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("a second press after the cart was emptied in between (another tab) adds again and says added, not 'counted once'", async () => {
    keys.length = 0;
    const session = new RequestSession({}, noRefresh);
    session.setGuestCredential("guest-emptied", 3600);
    const context = fakeContext({ storeFetch, session });
    await cartAction(cardPost("7"), context);
    emptied();
    const again = (await cartAction(cardPost("7"), context)) as unknown as Answer;
    expect(again.data.flash.key).toBe("cart.added");
    // The first press's key (replayed), the cart read, then an add of its own without a key, which the cart now holds.
    expect(keys).toEqual([keys[0], keys[0], null, null]);
    expect([...lines.keys()]).toEqual(["7-2"]);
  });

  it("a newcomer's second press after the cart was emptied in between adds again", async () => {
    emptied();
    const session = new RequestSession({}, noRefresh);
    // The first press makes the cart, whose credential the answer brings: the second press comes with it.
    const making = async (req: Request) => {
      const res = await storeFetch(req);
      if (!session.guestCredential) session.setGuestCredential("guest-new", 3600);
      return res;
    };
    const context = fakeContext({ storeFetch: making, session });
    await cartAction(cardPost("8"), context);
    emptied();
    const again = (await cartAction(cardPost("8"), context)) as unknown as Answer;
    expect(again.data.flash.key).toBe("cart.added");
    expect([...lines.keys()]).toEqual(["8-2"]);
  });

  it("a visitor with no cart and no account sends no key (a shared one would file every newcomer's add together)", async () => {
    keys.length = 0;
    const context = fakeContext({ storeFetch, session: new RequestSession({}, noRefresh) });
    await cartAction(cardPost(), context);
    await cartAction(cardPost(), context);
    expect(keys).toEqual([null, null]);
  });

  it("a form with its own key keeps it", async () => {
    keys.length = 0;
    const context = fakeContext({ storeFetch, session: new RequestSession({}, noRefresh) });
    const body = new URLSearchParams({ intent: "add", item_id: "5", unit_id: "2", qty: "1", key: "add:0123456789", js: "1" });
    await cartAction(new Request("http://shop.test/cart", { method: "POST", body }), context);
    expect(keys).toEqual(["add:0123456789"]);
  });

  it("the confirmation carries the unit, how many went in and the cart's total (the product page's sheet shows them)", async () => {
    const context = fakeContext({ storeFetch, session: new RequestSession({}, noRefresh) });
    const body = new URLSearchParams({ intent: "add", item_id: "5", unit_id: "2", qty: "3", key: "add:9876543210", js: "1" });
    const answer = (await cartAction(new Request("http://shop.test/cart", { method: "POST", body }), context)) as unknown as {
      data: { flash: { key: string; params: Record<string, unknown> } };
    };
    expect(answer.data.flash).toMatchObject({ key: "cart.added", params: { unit: 2, qty: 3, total: emptyCart().total } });
  });

  it("a card's form names only the product, its unit and the way back: the action adds one", async () => {
    bodies.length = 0;
    const context = fakeContext({ storeFetch, session: new RequestSession({}, noRefresh) });
    const body = new URLSearchParams({ item_id: "5", unit_id: "2", redirectTo: "/phones#trendy-5", js: "1" });
    const answer = (await cartAction(new Request("http://shop.test/cart", { method: "POST", body }), context)) as unknown as Answer;
    expect(answer.data.flash.key).toBe("cart.added");
    expect(bodies).toEqual([expect.objectContaining({ item_id: 5, unit_id: 2, qty: 1 })]);
  });
});
