import { describe, expect, it } from "vitest";
import { getI18n } from "~/server/i18n.server";
import { orderGroup, orderStage, orderTrack, paymentStatusKey, type Progress, statusName, statusText } from "./order-status";

const order = (status: number, progress: Progress) => ({ status, progress });
const here = (o: { status: number; progress: Progress }) => orderTrack(o).filter((s) => s.here);

describe("order status", () => {
  it("names the spec's codes", () => {
    expect([0, 1, 2, 3, 4].map(statusName)).toEqual(["pending", "pending", "rejected", "canceled", "delivered"]);
  });
  it("groups them into the three lists", () => {
    expect([0, 1, 2, 3, 4].map(orderGroup)).toEqual(["pending", "pending", "closed", "closed", "delivered"]);
  });
  it("tracks the happy path", () => {
    expect(orderTrack(order(0, "preparing"))).toEqual([
      { step: "preparing", state: "current", here: true },
      { step: "shipped", state: "todo", here: false },
      { step: "delivered", state: "todo", here: false },
    ]);
    expect(orderTrack(order(1, "shipped")).map((s) => s.state)).toEqual(["done", "current", "todo"]);
    expect(orderTrack(order(4, "delivered")).map((s) => s.state)).toEqual(["done", "done", "done"]);
    expect(orderTrack(order(2, "rejected"))).toEqual([
      { step: "preparing", state: "done", here: false },
      { step: "rejected", state: "current", here: true },
    ]);
    expect(orderTrack(order(2, "shipped")).map((s) => s.step)).toEqual(["preparing", "shipped", "rejected"]);
  });
  it("the code decides an ended order; a pending one is where its progress says, short of an end", () => {
    expect(orderStage(order(3, "preparing"))).toBe("canceled");
    expect(orderStage(order(4, "preparing"))).toBe("delivered");
    expect(orderStage(order(2, "preparing"))).toBe("rejected");
    expect(orderStage(order(0, "postponed"))).toBe("postponed");
    expect(orderStage(order(1, "delivered"))).toBe("shipped");
    expect(orderStage(order(0, "rejected"))).toBe("preparing");
  });
  it("the status text and the tracker agree for every code and progress (issue 21)", () => {
    const progresses: Progress[] = ["preparing", "shipped", "delivered", "rejected", "postponed"];
    for (const status of [0, 1, 2, 3, 4]) {
      for (const progress of progresses) {
        const o = order(status, progress);
        // Exactly one step is where the order stands, and it is the stage the status text names.
        expect(here(o), `${status}/${progress}`).toHaveLength(1);
        expect(here(o)[0]?.step, `${status}/${progress}`).toBe(orderStage(o));
      }
    }
  });
  it("an open order (0, 1) reads the one stage it stands at, never a status with a stage in brackets; an ended one reads how it ended", () => {
    const en = getI18n("en").t.bind(getI18n("en")) as never;
    const ar = getI18n("ar").t.bind(getI18n("ar")) as never;
    expect(statusText(order(0, "preparing"), en)).toBe("Preparing");
    expect(statusText(order(1, "shipped"), en)).toBe("Shipped");
    expect(statusText(order(1, "shipped"), ar)).toBe("تم الشحن");
    expect(statusText(order(1, "postponed"), ar)).toBe("مؤجل");
    expect(statusText(order(0, "preparing"), ar)).toBe("قيد التجهيز");
    expect(statusText(order(2, "rejected"), en)).toBe("Rejected");
    expect(statusText(order(3, "preparing"), ar)).toBe("ملغى");
    expect(statusText(order(4, "delivered"), en)).toBe("Delivered");
  });
  it("an order paid by card or wallet and not paid yet awaits its payment, in its text and its tracker; cash on delivery goes ahead (decision 107)", () => {
    const en = getI18n("en").t.bind(getI18n("en")) as never;
    const ar = getI18n("ar").t.bind(getI18n("ar")) as never;
    const paying = (method: number, paid: string, status = 0) => ({
      ...order(status, "preparing"),
      payment_method: { payment_method_Id: method },
      payment: { status: paid },
    });
    expect(statusText(paying(2, "failed"), ar)).toBe("بانتظار الدفع");
    expect(statusText(paying(3, "unpaid"), en)).toBe("Awaiting payment");
    expect(orderTrack(paying(2, "unpaid")).map((s) => [s.step, s.state])).toEqual([
      ["awaitingPayment", "current"],
      ["preparing", "todo"],
      ["shipped", "todo"],
      ["delivered", "todo"],
    ]);
    // Paid, cash on delivery, or ended: as before.
    expect(statusText(paying(2, "paid"), en)).toBe("Preparing");
    expect(statusText(paying(1, "unpaid"), en)).toBe("Preparing");
    expect(statusText(paying(2, "failed", 3), en)).toBe("Cancelled");
  });
});

describe("paymentStatusKey", () => {
  const order = (status: number, paid: string, method: number) => ({ status, payment: { status: paid }, payment_method: { payment_method_Id: method } });
  it('says a card or wallet payment of a cancelled or rejected order goes back, not only "Paid"', () => {
    expect(paymentStatusKey(order(3, "paid", 2))).toBe("orders.paymentStatus.paidReturned");
    expect(paymentStatusKey(order(2, "paid", 3))).toBe("orders.paymentStatus.paidReturned");
  });
  it("keeps the Store API's word otherwise: an open or delivered paid order, cash on delivery, an unpaid one", () => {
    expect(paymentStatusKey(order(0, "paid", 2))).toBe("orders.paymentStatus.paid");
    expect(paymentStatusKey(order(4, "paid", 2))).toBe("orders.paymentStatus.paid");
    expect(paymentStatusKey(order(3, "paid", 1))).toBe("orders.paymentStatus.paid");
    expect(paymentStatusKey(order(3, "unpaid", 2))).toBe("orders.paymentStatus.unpaid");
    expect(paymentStatusKey(order(3, "mismatch", 2))).toBe("orders.paymentStatus.mismatch");
  });
});
