import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "orders-test-secret-0123456789abcdefghij";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { getI18n } from "../i18n.server";
import { fakeContext, json } from "../testing/fake-context";
import { ordersApi } from "./orders.server";

let handler: (req: Request) => Response = () => json({});
const context = fakeContext({ storeFetch: async (req) => handler(req) });

const order = { id: 7, created_at: "2025-01-02T10:00:00Z", status: 1, payment_method: { payment_method_Id: 1, name: "Cash" }, can_cancel: 0 };

/** The Store API answers `status` for order 7 and nothing else. */
function orderAnswers(status: number, body: unknown) {
  handler = (req) => {
    expect(new URL(req.url).pathname).toBe("/api/store/account/orders/7");
    return json(body, status);
  };
}

/** What the route throws, caught so its fields can be checked. */
async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => expect.unreachable("expected a throw"),
    (error: unknown) => error as { init?: { status?: number }; data?: { kind?: string; hint?: string }; status?: number },
  );
}

describe("an order that is not the shopper's", () => {
  it("get answers the order when the Store API has it", async () => {
    orderAnswers(200, { data: order });
    expect(await ordersApi(context).get(7)).toMatchObject({ id: 7 });
  });

  it("get throws a 404 error page that says the order was not found", async () => {
    orderAnswers(404, { message: "No query results" });
    const thrown = await thrownBy(ordersApi(context).get(7));
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ kind: "not-found", hint: "serverErrors.order_not_found" });
    // The error page shows t(hint): the key must resolve to the spec's sentence in both languages.
    expect(getI18n("en").t(thrown.data!.hint!)).toBe("Order not found.");
    expect(getI18n("ar").t(thrown.data!.hint!)).toBe("الطلب غير موجود.");
  });

  it("find answers null instead", async () => {
    orderAnswers(404, { message: "No query results" });
    expect(await ordersApi(context).find(7)).toBeNull();
  });

  it("a server failure stays a server failure, not a 404", async () => {
    orderAnswers(500, { message: "boom" });
    const fromGet = await thrownBy(ordersApi(context).get(7));
    expect(fromGet.status).toBe(500);
    expect(fromGet.data).toBeUndefined();
    await expect(ordersApi(context).find(7)).rejects.toMatchObject({ status: 500 });
  });
});
