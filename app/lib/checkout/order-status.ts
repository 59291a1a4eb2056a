/** Order status codes (spec §4): 0 and 1 Pending, 2 Rejected, 3 Canceled, 4 Delivered. */
export type StatusName = "pending" | "rejected" | "canceled" | "delivered";
export type OrderGroup = "pending" | "delivered" | "closed";

export function statusName(status: number): StatusName {
  if (status === 2) return "rejected";
  if (status === 3) return "canceled";
  if (status === 4) return "delivered";
  return "pending";
}

/** The lists: pending (0, 1), delivered (4), closed (2, 3). */
export function orderGroup(status: number): OrderGroup {
  const name = statusName(status);
  return name === "pending" ? "pending" : name === "delivered" ? "delivered" : "closed";
}

/**
 * What an order's payment reads. A card or wallet payment of an order that was then cancelled or
 * rejected goes back to where it came from (the storefront refunds a customer's cancel, decision 109;
 * the shop refunds its own rejection): "Paid" alone beside "Cancelled" read as money kept.
 */
export function paymentStatusKey(order: { status: number; payment: { status: string }; payment_method: { payment_method_Id: number } }): string {
  const returned = orderGroup(order.status) === "closed" && order.payment.status === "paid" && order.payment_method.payment_method_Id !== 1;
  return `orders.paymentStatus.${returned ? "paidReturned" : order.payment.status}`;
}

/** The progress labels (spec §4) as a track: the happy path, with rejected or postponed standing in for where it stopped. */
export const PROGRESS_STEPS = ["preparing", "shipped", "delivered"] as const;
export type Progress = (typeof PROGRESS_STEPS)[number] | "rejected" | "postponed";

/**
 * Where the order stands: the one answer its status text and its tracker both give (issue 21: the
 * status read "Pending" while the tracker highlighted "Preparing"). The status code decides an
 * ended order (2 rejected, 3 canceled, 4 delivered); a pending one (0, 1) is where its progress
 * says, short of an end its code has not reached (progress "delivered" is still "shipped",
 * "rejected" still "preparing").
 */
export type Stage = "awaitingPayment" | "preparing" | "shipped" | "postponed" | "delivered" | "rejected" | "canceled";

/** What the stage reads from an order: its codes, and how it is paid when the answer says (cash on delivery is method 1). */
type StagedOrder = { status: number; progress: Progress; payment_method?: { payment_method_Id: number }; payment?: { status: string } };

/**
 * An order paid by card or wallet that is not paid yet (the payment declined, or the shopper left the
 * provider's page) waits for its payment before anything is prepared: "Awaiting payment", not the
 * "Preparing" of a cash-on-delivery order that is going ahead (decision 107).
 */
function awaitsPayment(order: StagedOrder): boolean {
  const method = order.payment_method?.payment_method_Id;
  const paid = order.payment?.status;
  return method !== undefined && method !== 1 && (paid === "unpaid" || paid === "failed") && order.progress === "preparing";
}

export function orderStage(order: StagedOrder): Stage {
  const name = statusName(order.status);
  if (name !== "pending") return name;
  if (awaitsPayment(order)) return "awaitingPayment";
  if (order.progress === "delivered") return "shipped";
  if (order.progress === "rejected") return "preparing";
  return order.progress;
}

/**
 * What an order's status reads: one shopper's word, the stage it stands at ("Shipped", "Preparing",
 * "Delivered", "Canceled"), the same on every page that shows it and the step its tracker marks
 * (issue 21). "Pending (Shipped)" (issue 41's status beside its stage) read as two states at once to
 * shoppers used to Noon's and Salla's one word (decision 089); the spec's "pending" is the list the
 * order is in ("In progress"), said by the list's own tab.
 */
export function statusText(order: StagedOrder, t: (key: string, options?: Record<string, string>) => string): string {
  return t(`orders.progress.${orderStage(order)}`);
}

export interface TrackStep {
  step: Stage;
  state: "done" | "current" | "todo";
  /** The step the order's status names (aria-current), also when it is the last and done (delivered). */
  here: boolean;
}

/** The tracker: the happy path to the stage, or the steps reached then where the order stopped or waits. */
export function orderTrack(order: StagedOrder): TrackStep[] {
  const stage = orderStage(order);
  // Waiting for its payment: that first, then the whole path ahead.
  if (stage === "awaitingPayment")
    return [{ step: stage, state: "current", here: true }, ...PROGRESS_STEPS.map((step) => ({ step, state: "todo" as const, here: false }))];
  if (stage === "preparing" || stage === "shipped" || stage === "delivered") {
    const at = PROGRESS_STEPS.indexOf(stage);
    return PROGRESS_STEPS.map((step, i) => ({
      step,
      state: i < at || (i === at && stage === "delivered") ? "done" : i === at ? "current" : "todo",
      here: i === at,
    }));
  }
  // Rejected, canceled or postponed: after the steps reached ("shipped" when it went out first).
  const reached = order.progress === "shipped" || order.progress === "delivered" ? 2 : 1;
  return [...PROGRESS_STEPS.slice(0, reached).map((step) => ({ step, state: "done" as const, here: false })), { step: stage, state: "current", here: true }];
}
