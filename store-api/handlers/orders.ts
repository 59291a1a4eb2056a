import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Order } from "../contract.ts";
import { couponRedemptions, coupons, orderItems, orders, products, productUnits } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { OM } from "../lib/messages.ts";
import { type OrderRead, readOrders } from "./orders-read.ts";
import { snapshotToAddress } from "./regions.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const L = <T>(lang: Lang, ar: T, en: T) => (lang === "en" ? en : ar);

/** Card and wallet payment keys last 600 s; unpaid orders are cancelled 5 minutes after that. */
export const PAYMENT_KEY_SECONDS = 600;
export const UNPAID_GRACE_SECONDS = 300;

/* ───────────── the Order answer ───────────── */

export function amountDue(o: Pick<OrderRow, "payment_status" | "status" | "payment_method_id" | "net_total">): number {
  if (o.payment_status === "paid" || o.status === 2 || o.status === 3) return 0;
  if (o.payment_method_id === 1 && o.status !== 4) return 0;
  return Number(o.net_total);
}

/**
 * The one rule for a customer's cancel (issue #40), behind both `can_cancel` and the cancel
 * call: still pending (status 0 or 1) and not on its way. Once shipped (or delivered) the goods
 * have left the stock, so a cancel would put back what is not there; the shop handles it.
 */
export function cancellable(o: Pick<OrderRow, "status" | "progress">): boolean {
  return (o.status === 0 || o.status === 1) && (o.progress === "preparing" || o.progress === "postponed");
}

/**
 * `slugs`: the product page of each item's product still on sale (by product id), so a
 * storefront can offer to buy the line again (issue 42); a product gone or inactive has none.
 * `images`: each item's product picture while the product exists (issue 37).
 */
export function toOrder(
  o: OrderRow,
  items: OrderItemRow[],
  lang: Lang,
  methodNames: Map<number, { ar: string; en: string }>,
  slugs: ReadonlyMap<number, string> = new Map(),
  images: ReadonlyMap<number, string> = new Map(),
): Order {
  const pm = methodNames.get(o.payment_method_id);
  const couponDiscount = Number(o.coupon_discount);
  return {
    id: o.id,
    uuid: o.uuid,
    order_number: o.order_number,
    invoice_number: o.invoice_number,
    created_at: o.created_at.toISOString(),
    status: o.status,
    progress: o.progress,
    items: items.map((i) => ({
      name: L(lang, i.name_ar, i.name_en),
      quantity: i.quantity,
      price: Number(i.price),
      price_after_discount: Number(i.price_after_discount),
      tax: Number(i.tax),
      barcode: i.barcode,
      unit: L(lang, i.unit_ar, i.unit_en),
      parent_unit: L(lang, i.parent_unit_ar, i.parent_unit_en),
      color: L(lang, i.color_ar, i.color_en),
      size: L(lang, i.size_ar, i.size_en),
      uuid: i.uuid,
      item_id: i.product_id,
      unit_id: i.unit_id,
      slug: i.product_id !== null ? (slugs.get(i.product_id) ?? null) : null,
      image: i.product_id !== null ? (images.get(i.product_id) ?? null) : null,
    })),
    quantity: o.quantity,
    shipping_fee: Number(o.shipping_fee),
    payment_method: { payment_method_Id: o.payment_method_id, name: pm ? L(lang, pm.ar, pm.en) : String(o.payment_method_id) },
    payment_method_fee: Number(o.payment_method_fee),
    tax_total: Number(o.tax_total),
    discount_total: couponDiscount,
    coupon_discount: couponDiscount,
    coupon: o.coupon_code ? { code: o.coupon_code, rate: Number(o.coupon_rate ?? 0) } : null,
    subtotal: Number(o.subtotal),
    total: Number(o.total),
    total_after_discount: Number(o.net_total),
    net_total: Number(o.net_total),
    amount_due: amountDue(o),
    expected_shipping_date: o.expected_shipping_date?.toISOString() ?? null,
    shipment_number: o.shipment_number,
    tax_number: o.tax_number,
    receiver_name: o.receiver_name,
    receiver_phone: o.receiver_phone,
    payment_phone: o.payment_phone,
    customer_notes: o.customer_notes,
    notes: o.notes,
    cancel_reason: o.cancel_reason,
    can_cancel: cancellable(o) ? 1 : 0,
    payment: {
      status: o.payment_status,
      provider_order_id: o.provider_order_id,
      merchant_order_id: o.merchant_order_id,
      transaction_id: o.transaction_id,
      cancel_at: unpaidCancelAt(o)?.toISOString() ?? null,
    },
    address: snapshotToAddress(o.address, lang),
  };
}

/** The answers for what read_orders returned, in its order. */
function answers(reads: OrderRead[], lang: Lang): Order[] {
  return reads.map((r) => toOrder(r.order, r.items, lang, r.method ? new Map([[r.order.payment_method_id, r.method]]) : new Map(), r.slugs, r.images));
}

/** One order, whoever's it is (checkout and Paymob's callback, which know the id they made or matched). */
export async function orderAnswer(db: Database, id: number, lang: Lang): Promise<Order> {
  const [order] = answers(await readOrders(db, { id, customerId: null }), lang);
  if (!order) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  return order;
}

export const ORDER_GROUPS = { pending: [0, 1], delivered: [4], closed: [2, 3] } as const;

export async function listOrders(
  db: Database,
  lang: Lang,
  customerId: number,
  q: { status?: keyof typeof ORDER_GROUPS; start_date?: Date; end_date?: Date },
): Promise<Order[]> {
  const reads = await readOrders(db, {
    customerId,
    statuses: q.status ? ORDER_GROUPS[q.status] : undefined,
    from: q.start_date,
    before: q.end_date,
  });
  return answers(reads, lang);
}

export async function ownOrder(db: Database, customerId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customer_id, customerId)));
  if (!row) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  return row;
}

/** The customer's own order; another's, or none, is order_not_found. */
export async function getOrder(db: Database, lang: Lang, customerId: number, id: number): Promise<Order> {
  const [order] = answers(await readOrders(db, { id, customerId }), lang);
  if (!order) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  return order;
}

/** Puts an order's items back in stock and releases its coupon use (inside a transaction). */
async function restock(db: Database, order: OrderRow): Promise<void> {
  const items = await db.select().from(orderItems).where(eq(orderItems.order_id, order.id));
  // the same lock order as checkout: units by id, then products by id
  for (const i of [...items].sort((a, b) => (a.unit_id ?? 0) - (b.unit_id ?? 0))) {
    if (i.unit_id)
      await db
        .update(productUnits)
        .set({ balance: sql`${productUnits.balance} + ${i.quantity}` })
        .where(eq(productUnits.id, i.unit_id));
  }
  for (const i of [...items].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0))) {
    if (i.product_id) {
      await db
        .update(products)
        .set({ sold_count: sql`greatest(${products.sold_count} - ${i.quantity}, 0)` })
        .where(eq(products.id, i.product_id));
    }
  }
  if (order.coupon_id) {
    const released = await db
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.coupon_id, order.coupon_id), eq(couponRedemptions.order_id, order.id)))
      .returning({ id: couponRedemptions.order_id });
    if (released.length) {
      await db
        .update(coupons)
        .set({ used_count: sql`greatest(${coupons.used_count} - 1, 0)` })
        .where(eq(coupons.id, order.coupon_id));
    }
  }
}

export async function cancelOrder(db: Database, lang: Lang, customerId: number, id: number, reason: string, now: Date): Promise<Order> {
  await db.transaction(async (tx) => {
    const row = await ownOrder(tx, customerId, id);
    const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for("update");
    if (!locked || !cancellable(locked)) {
      throw fail(lang, OM.cancelNotAllowed, { code: "cancel_not_allowed", field: "reason" });
    }
    await tx.update(orders).set({ status: 3, cancel_reason: reason.trim(), updated_at: now }).where(eq(orders.id, locked.id));
    await restock(tx, locked);
  });
  return getOrder(db, lang, customerId, id);
}

/** When expireUnpaidOrders cancels this order unless it is paid first; null for any other order. */
export function unpaidCancelAt(o: Pick<OrderRow, "status" | "payment_method_id" | "payment_status" | "payment_expires_at">): Date | null {
  const waiting =
    (o.status === 0 || o.status === 1) &&
    (o.payment_method_id === 2 || o.payment_method_id === 3) &&
    (o.payment_status === "unpaid" || o.payment_status === "failed");
  return waiting && o.payment_expires_at ? new Date(o.payment_expires_at.getTime() + UNPAID_GRACE_SECONDS * 1000) : null;
}

/**
 * Cancels and restocks card and wallet orders still unpaid (or declined) 5 minutes after
 * their payment key expired (payment_expires_at: placing the order or the last attempt +
 * 600 s). A `mismatch` (money taken, amount or order wrong) is left for the shop to handle.
 */
export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_GRACE_SECONDS * 1000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [0, 1]),
        inArray(orders.payment_method_id, [2, 3]),
        inArray(orders.payment_status, ["unpaid", "failed"]),
        lte(orders.payment_expires_at, cutoff),
      ),
    );
  let n = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!o || (o.status !== 0 && o.status !== 1) || (o.payment_status !== "unpaid" && o.payment_status !== "failed")) return;
      if (!o.payment_expires_at || o.payment_expires_at > cutoff) return;
      await tx
        .update(orders)
        .set({ status: 3, cancel_reason: `${OM.paymentExpired.ar} / ${OM.paymentExpired.en}`, updated_at: now })
        .where(eq(orders.id, id));
      await restock(tx, o);
      n += 1;
    });
  }
  return n;
}
