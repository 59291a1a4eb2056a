import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "guest-cart-test-secret-0123456789abcdefgh";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { fakeContext, json } from "../testing/fake-context";
import { RequestSession } from "./request-session.server";
import { keepCartStep, settleGuestCart } from "./guest-cart.server";

type Call = { method: string; path: string; auth: string | null; cookie: string | null };
const calls: Call[] = [];
const line = (qty: number) => ({ id: 1, item_id: 4, unit_id: 1, name: "Lamp", price: 150, qty, balance: 9, line_total: 150 * qty });

/** A Store API with a guest cart (read with its cookie) and a customer cart (read with the token). */
let guest: number;
let own: number;
let transfer: () => Response;
const storeFetch = async (req: Request) => {
  const call = { method: req.method, path: new URL(req.url).pathname, auth: req.headers.get("Authorization"), cookie: req.headers.get("Cookie") };
  calls.push(call);
  if (call.path === "/api/store/cart/transfer") return transfer();
  const qty = call.auth ? own : call.cookie ? guest : 0;
  return json({ data: { items: qty ? [line(qty)] : [] } });
};

const noRefresh = () => Promise.reject(new Error("no refresh"));
/** A guest with a cart credential, just signed in. */
function justSignedIn(withGuestCart = true) {
  const session = new RequestSession({}, noRefresh);
  if (withGuestCart) session.setGuestCredential("g-1", 3600);
  session.signIn({ access_token: "access-1", refresh_token: "refresh-1", expires_in: 120 }, false);
  return session;
}

function setup(opts: { guest: number; own: number; transfer?: () => Response; withGuestCart?: boolean }) {
  calls.length = 0;
  guest = opts.guest;
  own = opts.own;
  transfer = opts.transfer ?? (() => json({ data: { items: [line(opts.guest + opts.own)] } }));
  const session = justSignedIn(opts.withGuestCart ?? true);
  return { session, context: fakeContext({ storeFetch, session }) };
}

const transfers = () => calls.filter((c) => c.path === "/api/store/cart/transfer");

describe("the guest cart when the shopper becomes signed in", () => {
  it("a new account (no cart of its own) takes the guest's items through the transfer, with the token and the guest cookie", async () => {
    const { session, context } = setup({ guest: 2, own: 0 });
    expect(await settleGuestCart(context)).toBe("moved");
    expect(transfers()).toEqual([{ method: "POST", path: "/api/store/cart/transfer", auth: "Bearer access-1", cookie: "guest_cart=g-1" }]);
    // the guest cart was read with its own cookie and no token, the customer's with the token only
    expect(calls[0]).toMatchObject({ path: "/api/store/cart", auth: null, cookie: "guest_cart=g-1" });
    expect(calls[1]).toMatchObject({ path: "/api/store/cart", auth: "Bearer access-1", cookie: null });
    expect(session.cartCount).toBe(2);
  });

  it("an account that already has items is asked, as login does, and nothing moves yet", async () => {
    const { context } = setup({ guest: 2, own: 3 });
    expect(await settleGuestCart(context)).toBe("ask");
    expect(transfers()).toHaveLength(0);
  });

  it("login asks whenever the guest cart has items, without reading the customer's cart", async () => {
    const { context } = setup({ guest: 1, own: 0 });
    expect(await settleGuestCart(context, { alwaysAsk: true })).toBe("ask");
    expect(calls.map((c) => c.auth)).toEqual([null]);
  });

  it("an empty guest cart, or none at all, moves nothing and the count follows the customer's cart", async () => {
    for (const withGuestCart of [true, false]) {
      const { session, context } = setup({ guest: 0, own: 4, withGuestCart });
      expect(await settleGuestCart(context)).toBe("none");
      expect(transfers()).toHaveLength(0);
      expect(session.cartCount).toBe(4);
    }
  });

  it("a refused transfer keeps the guest cart and falls back to asking (its keep button tries again)", async () => {
    const { session, context } = setup({ guest: 2, own: 0, transfer: () => json({ message: "down" }, 503) });
    expect(await settleGuestCart(context)).toBe("ask");
    expect(transfers()).toHaveLength(1);
    expect(session.guestCredential).toBe("g-1");
  });

  it("the keep-cart step carries where the shopper was going", () => {
    expect(keepCartStep("/checkout/shipping")).toBe("/login?step=keep-cart&redirectTo=%2Fcheckout%2Fshipping");
  });
});
