import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "cart-actions-test-secret-0123456789abcdefgh";
});
const log = vi.hoisted(() => vi.fn());
vi.mock("../observe/log.server", () => ({ log }));

import { fakeContext, json } from "../testing/fake-context";
import { cartAction } from "./cart-action.server";
import { RequestSession } from "../session/request-session.server";

let handler: (req: Request) => Response = () => json({});
// A guest with a cart: its reads go to the Store API (without a cart credential a cart is empty without asking).
const context = fakeContext({
  storeFetch: async (req) => handler(req),
  session: new RequestSession({ guest: { v: "guest_cart=1.abc" } }, () => Promise.reject(new Error("no refresh"))),
});

const post = (fields: Record<string, string>) => new Request("http://shop.test/cart", { method: "POST", body: new URLSearchParams({ js: "1", ...fields }) });

type Answer = { data: { ok: boolean; flash: { type: string; key: string } } };

describe("cart actions' messages", () => {
  it("a removal the Store API fails logs the spec's line and says the generic sentence", async () => {
    const line = { id: 1, item_id: 4, unit_id: 1, price: 10, qty: 1, balance: 5, line_total: 10 };
    handler = (req) => (req.method === "DELETE" ? json({ message: "boom" }, 503) : json({ data: { items: [line] } }));
    const answer = (await cartAction(post({ intent: "remove", item_id: "4", unit_id: "1" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "errors.general" } });
    expect(log.mock.calls.map((c) => c[1])).toContain("Error removing item from cart");
  });

  it("removing a line the cart no longer has says so, without asking the Store API to remove it", async () => {
    const calls: string[] = [];
    handler = (req) => {
      calls.push(req.method);
      return json({ data: { items: [] } });
    };
    const answer = (await cartAction(post({ intent: "remove", item_id: "4", unit_id: "1" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: true, flash: { type: "info", key: "cart.notInCart" } });
    expect(calls).toEqual(["GET"]);
  });

  it("a refused coupon keeps the Store API's known code in the shopper's words, and the code as typed (decision 047)", async () => {
    handler = () => json({ message: "expired", code: "coupon_expired" }, 422);
    const answer = (await cartAction(post({ intent: "coupon", code: "RAMADAN20" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "cartErrors.coupon_expired", field: "coupon-code", value: "RAMADAN20" } });
  });

  it("a coupon this customer already used says so, at the coupon field", async () => {
    handler = () => json({ message: "used", code: "coupon_used", errors: { code: ["used"] } }, 422);
    const answer = (await cartAction(post({ intent: "coupon", code: "WELCOME10" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "cartErrors.coupon_used", field: "coupon-code", value: "WELCOME10" } });
  });

  it("an empty coupon is refused without calling the Store API", async () => {
    handler = () => {
      throw new Error("no call expected");
    };
    const answer = (await cartAction(post({ intent: "coupon", code: " " }), context)) as unknown as Answer;
    expect(answer.data.ok).toBe(false);
    expect(answer.data.flash).toMatchObject({ key: "validation.couponRequired", field: "coupon-code" });
  });
});
