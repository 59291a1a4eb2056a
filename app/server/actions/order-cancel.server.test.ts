import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "order-cancel-test-secret-0123456789abcdefgh";
});
vi.mock("../observe/log.server", () => ({ log: vi.fn() }));

import { fakeContext, json } from "../testing/fake-context";
import { transportContext } from "../context.server";
import type { Order } from "~/lib/schemas/order";
import { refundCancelled } from "./order-cancel.server";

const paymob: Array<{ path: string; body: any }> = [];
let refundAnswer = () => json({ id: 1, success: true, is_refund: true });
const context = fakeContext({ storeFetch: async () => json({}, 404) });
context.set(transportContext, {
  ...context.get(transportContext),
  paymob: { apiKey: "k", hmacSecret: "s", baseUrl: "https://pay.test/api", cardIntegrationId: null, walletIntegrationId: null, cardFrameId: null },
  paymobFetch: async (req) => {
    const path = new URL(req.url).pathname.replace("/api/", "");
    paymob.push({ path, body: await req.json() });
    return path === "auth/tokens" ? json({ token: "auth-1" }, 201) : refundAnswer();
  },
});

const cancelled = (patch: Partial<Order> = {}) =>
  ({
    id: 42,
    status: 3,
    net_total: 1234.5,
    payment_method: { payment_method_Id: 2, name: "Card" },
    payment: { status: "paid", provider_order_id: "9001", transaction_id: "777" },
    ...patch,
  }) as Order;

describe("a cancelled order its customer had paid", () => {
  it("is refunded in full through Paymob, and the shopper is told", async () => {
    paymob.length = 0;
    expect(await refundCancelled(context, cancelled())).toBe("orders.canceledRefunded");
    expect(paymob.at(-1)).toEqual({ path: "acceptance/void_refund/refund", body: { auth_token: "auth-1", transaction_id: 777, amount_cents: 123450 } });
  });

  it("a refund Paymob refuses is said as the shop's to make", async () => {
    refundAnswer = () => json({ detail: "no" }, 400);
    expect(await refundCancelled(context, cancelled({ payment_method: { payment_method_Id: 3, name: "Wallet" } }))).toBe("orders.canceledRefundLater");
    refundAnswer = () => json({ id: 1, success: true, is_refund: true });
  });

  it("an unpaid, cash or mismatched order asks Paymob nothing", async () => {
    paymob.length = 0;
    expect(await refundCancelled(context, cancelled({ payment: { status: "unpaid" } }))).toBe("orders.canceled");
    expect(await refundCancelled(context, cancelled({ payment_method: { payment_method_Id: 1, name: "Cash" } }))).toBe("orders.canceled");
    expect(await refundCancelled(context, cancelled({ payment: { status: "mismatch", transaction_id: "778" } }))).toBe("orders.canceled");
    expect(paymob).toEqual([]);
  });
});
