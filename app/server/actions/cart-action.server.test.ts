import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "cart-actions-test-secret-0123456789abcdefgh";
});
const log = vi.hoisted(() => vi.fn());
vi.mock("../observe/log.server", () => ({ log }));
// The product page a refused add reads its unit's stock from (decision 089): one unit of 2 left.
vi.mock("../store-api/request-catalogue.server", () => ({
  getCatalogue: () => ({ product: async (slug: string) => ({ id: slug === "linen-shirt" ? 4 : 0, units: [{ id: 2, balance: 2 }] }) }),
}));

import { fakeContext, json } from "../testing/fake-context";
import { cartAction } from "./cart-action.server";
import { RequestSession } from "../session/request-session.server";
import { transportContext } from "../context.server";

let handler: (req: Request) => Response | Promise<Response> = () => json({});
// A guest with a cart: its reads go to the Store API (without a cart credential a cart is empty without asking).
const context = fakeContext({
  storeFetch: async (req) => handler(req),
  session: new RequestSession({ guest: { v: "guest_cart=1.abc" } }, () => Promise.reject(new Error("no refresh"))),
});

const post = (fields: Record<string, string>) => new Request("http://shop.test/cart", { method: "POST", body: new URLSearchParams({ js: "1", ...fields }) });

type Answer = { data: { ok: boolean; flash: { type: string; key: string } } };

const LINE = { id: 1, item_id: 4, unit_id: 1, price: 10, qty: 1, balance: 5, line_total: 10 };
/** A coupon goes to a cart holding a line, which the action reads first; the coupon's own call answers as given. */
const toCartWithLine = (answer: (req: Request) => Response | Promise<Response>) => (req: Request) =>
  req.method === "GET" ? json({ data: { items: [LINE] } }) : answer(req);

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

  it("a quantity changed on a line the cart no longer has (an old page) says so, without setting it at the Store API", async () => {
    const calls: string[] = [];
    handler = (req) => {
      calls.push(req.method);
      return json({ data: { items: [] } });
    };
    const answer = (await cartAction(post({ intent: "qty", item_id: "4", unit_id: "1", qty: "3" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: true, flash: { type: "info", key: "cart.notInCart" } });
    expect(calls).toEqual(["GET"]);
  });

  it("a refused coupon keeps the Store API's known code in the shopper's words, and the code as typed (decision 047)", async () => {
    handler = toCartWithLine(() => json({ message: "expired", code: "coupon_expired" }, 422));
    const answer = (await cartAction(post({ intent: "coupon", code: "RAMADAN20" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "cartErrors.coupon_expired", field: "coupon-code", value: "RAMADAN20" } });
  });

  it("a coupon this customer already used says so, at the coupon field", async () => {
    handler = toCartWithLine(() => json({ message: "used", code: "coupon_used", errors: { code: ["used"] } }, 422));
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

  it("a coupon too long is said to be too long, with its length and the code given back, without calling the Store API", async () => {
    handler = () => {
      throw new Error("no call expected");
    };
    const typed = "X".repeat(10_000);
    const answer = (await cartAction(post({ intent: "coupon", code: typed }), context)) as unknown as Answer;
    expect(answer.data).toEqual({
      ok: false,
      flash: { type: "error", key: "validation.tooLongMax", params: { max: 50 }, field: "coupon-code", value: typed.slice(0, 254) },
    });
  });

  it("a code typed in fullwidth letters and digits is the code", async () => {
    const sent: unknown[] = [];
    handler = toCartWithLine(async (req) => {
      sent.push(await req.json());
      return json({ message: "expired", code: "coupon_expired" }, 422);
    });
    await cartAction(post({ intent: "coupon", code: " ＷＥＬＣＯＭＥ10 " }), context);
    expect(sent).toEqual([expect.objectContaining({ code: "WELCOME10" })]);
  });

  it("a coupon for a cart emptied meanwhile (another tab) says so on the page, without sending the code", async () => {
    const calls: string[] = [];
    handler = (req) => {
      calls.push(req.method);
      // The reference Store API keeps an emptied cart and would take the code.
      return json({ data: { items: [] } });
    };
    const answer = (await cartAction(post({ intent: "coupon", code: "WELCOME10" }), context)) as unknown as Answer;
    expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "cart.couponNoLines" } });
    expect(calls).toEqual(["GET"]);
  });
});

describe("coupon guesses (the attacker helper's finding)", () => {
  it("ten codes a minute per cart, then 'too many attempts' at the field with the code kept and no Store API call; another address's cart is not held back", async () => {
    const tries = (ip: string, guest: string) => {
      const own = fakeContext({
        storeFetch: async (req) => handler(req),
        session: new RequestSession({ guest: { v: guest } }, () => Promise.reject(new Error("no refresh"))),
      });
      own.set(transportContext, { ...own.get(transportContext), clientIp: ip });
      return (code: string) => cartAction(post({ intent: "coupon", code }), own) as unknown as Promise<Answer>;
    };
    let calls = 0;
    handler = toCartWithLine(() => {
      calls += 1;
      return json({ message: "invalid", code: "coupon_invalid" }, 422);
    });
    const guesser = tries("198.51.100.7", "guest_cart=1.guesser");
    for (let i = 0; i < 10; i++) expect((await guesser(`GUESS${i}`)).data.flash.key).toBe("cartErrors.coupon_invalid");
    expect((await guesser("GUESS10")).data).toEqual({
      ok: false,
      flash: { type: "error", key: "errors.tooManyAttempts", field: "coupon-code", value: "GUESS10" },
    });
    expect(calls).toBe(10);
    expect((await tries("198.51.100.8", "guest_cart=1.shopper")("WELCOME10")).data.flash.key).toBe("cartErrors.coupon_invalid");
  });
});

describe("a removal's undo (decision 101)", () => {
  type Undone = { data: { ok: boolean; flash: { type: string; key: string; params?: Record<string, unknown>; undo?: Record<string, string | number> } } };
  const line = { id: 1, item_id: 4, unit_id: 2, name: "Linen shirt", product_slug: "linen-shirt", price: 10, qty: 3, balance: 9, line_total: 30 };

  it("names the removed line and offers its variant, unit and quantity back with a key of its own", async () => {
    handler = (req) => json({ data: { items: req.method === "DELETE" ? [] : [line] } });
    const answer = (await cartAction(post({ intent: "remove", item_id: "4", unit_id: "2" }), context)) as unknown as Undone;
    expect(answer.data.flash).toMatchObject({ type: "success", key: "cart.removedNamed", params: { name: "Linen shirt" } });
    expect(answer.data.flash.undo).toEqual({
      intent: "restore",
      item_id: 4,
      unit_id: 2,
      qty: 3,
      key: expect.stringMatching(/^undo:[0-9a-f-]{36}$/),
      slug: "linen-shirt",
    });
  });

  it("puts the line back by its ids and quantity with the removal's key, and names it as the Store API does", async () => {
    const sent: Array<{ method: string; key: string | null; body: unknown }> = [];
    handler = (req) => {
      sent.push({ method: req.method, key: req.headers.get("Idempotency-Key"), body: null });
      return json({ data: { items: req.method === "POST" ? [{ ...line, name: "Linen shirt (blue)" }] : [] } });
    };
    const key = "undo:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9";
    const answer = (await cartAction(
      post({ intent: "restore", item_id: "4", unit_id: "2", qty: "3", key, slug: "linen-shirt", name: "Free", price: "0" }),
      context,
    )) as unknown as Undone;
    expect(answer.data.flash).toEqual({ type: "success", key: "cart.restored", params: { name: "Linen shirt (blue)" } });
    expect(sent.map((s) => [s.method, s.key])).toEqual([
      ["GET", null],
      ["POST", key],
    ]);
  });

  it("adds nothing when the line is back already (the same undo again, another tab)", async () => {
    const calls: string[] = [];
    handler = (req) => {
      calls.push(req.method);
      return json({ data: { items: [line] } });
    };
    const answer = (await cartAction(
      post({ intent: "restore", item_id: "4", unit_id: "2", qty: "3", key: "undo:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9" }),
      context,
    )) as unknown as Undone;
    expect(answer.data.flash).toEqual({ type: "info", key: "cart.alreadyBack", params: { name: "Linen shirt" } });
    expect(calls).toEqual(["GET"]);
  });

  it("with the stock now short, puts back what is left and says how many, as an add does (decision 089)", async () => {
    const posted: unknown[] = [];
    handler = async (req) => {
      if (req.method === "POST") {
        const body = await req.json();
        posted.push(body);
        if (body.qty === 3) return json({ message: "more", code: "cannot_add_more" }, 422);
        return json({ data: { items: [{ ...line, qty: body.qty }] } });
      }
      return json({ data: { items: [] } });
    };
    const answer = (await cartAction(
      post({ intent: "restore", item_id: "4", unit_id: "2", qty: "3", key: "undo:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9", slug: "linen-shirt" }),
      context,
    )) as unknown as Undone;
    expect(answer.data.flash).toEqual({ type: "success", key: "cart.addedLeft", params: { name: "Linen shirt", count: 2 } });
    expect(posted).toEqual([
      { item_id: 4, unit_id: 2, qty: 3 },
      { item_id: 4, unit_id: 2, qty: 2 },
    ]);
  });

  it("refuses an undo whose fields were edited, without calling the Store API", async () => {
    handler = () => {
      throw new Error("no call expected");
    };
    for (const fields of [
      { item_id: "4", unit_id: "2", qty: "0", key: "undo:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9" },
      { item_id: "4", unit_id: "2", qty: "3", key: "add:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9" },
      { item_id: "x", unit_id: "2", qty: "3", key: "undo:0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9" },
    ]) {
      const answer = (await cartAction(post({ intent: "restore", ...fields }), context)) as unknown as Undone;
      expect(answer.data).toEqual({ ok: false, flash: { type: "error", key: "validation.staleForm" } });
    }
  });
});
