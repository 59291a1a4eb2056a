/**
 * Checkout (one transaction), quotes, orders, cancellation with restocking, payment
 * attempts, the Paymob processed callback and the expiry of unpaid card/wallet orders.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Order, Quote } from "../contract.ts";
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  paymentAttempts,
  paymentMethods,
  paymentTransactions,
  products,
  productUnits,
  productVariants,
  settings,
  shippingCompanyStates,
  shippingTypes,
  towns,
  variants,
} from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Logger } from "../routes/env.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { CM, OM } from "../lib/messages.ts";
import { fromCents, toCents } from "../lib/money.ts";
import { isEgyptianMobile, normalizeMobile } from "../lib/phone.ts";
import { accountCart, couponError, couponProblem, type PricedCart, priceCart } from "./cart.ts";
import { addressSnapshot, getAddressRow, listPaymentMethods, snapshotToAddress } from "./regions.ts";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const L = <T>(lang: Lang, ar: T, en: T) => (lang === "en" ? en : ar);

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

export function toOrder(o: OrderRow, items: OrderItemRow[], lang: Lang, methodNames: Map<number, { ar: string; en: string }>): Order {
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
      barcode: i.barcode,
      unit: L(lang, i.unit_ar, i.unit_en),
      parent_unit: L(lang, i.parent_unit_ar, i.parent_unit_en),
      color: L(lang, i.color_ar, i.color_en),
      size: L(lang, i.size_ar, i.size_en),
      uuid: i.uuid,
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
    },
    address: snapshotToAddress(o.address, lang),
  };
}

async function methodNames(db: Database) {
  const rows = await db.select().from(paymentMethods);
  return new Map(rows.map((r) => [r.id, { ar: r.name_ar, en: r.name_en }]));
}

async function ordersToAnswer(db: Database, rows: OrderRow[], lang: Lang): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.order_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const names = await methodNames(db);
  return rows.map((r) =>
    toOrder(
      r,
      items.filter((i) => i.order_id === r.id),
      lang,
      names,
    ),
  );
}

export async function orderAnswer(db: Database, id: number, lang: Lang): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  return (await ordersToAnswer(db, [row], lang))[0]!;
}

/* ───────────── quote and checkout ───────────── */

export interface CheckoutChoice {
  address_id: number;
  shipping_company_id: number;
  shipping_type_id: number;
  payment_method_Id: number;
}

interface Resolved {
  priced: PricedCart;
  address: Awaited<ReturnType<typeof getAddressRow>>;
  shipping: typeof shippingTypes.$inferSelect;
  shippingFee: number;
  paymentFee: number;
  total: number;
}

/** Checks the choices and prices the account cart (cents). Shared by quote and checkout. */
async function resolveCheckout(db: Database, lang: Lang, customerId: number, choice: CheckoutChoice, now: Date): Promise<Resolved> {
  const address = await getAddressRow(db, lang, customerId, choice.address_id, "address_id");
  const [town] = await db.select().from(towns).where(eq(towns.id, address.town_id));
  if (town?.available !== 1) throw fail(lang, OM.regionUnavailable, { code: "region_unavailable", field: "address_id" });
  const [serves] = await db
    .select()
    .from(shippingCompanyStates)
    .where(and(eq(shippingCompanyStates.company_id, choice.shipping_company_id), eq(shippingCompanyStates.state_id, address.state_id)));
  if (!serves) throw fail(lang, OM.shippingCompany, { field: "shipping_company_id" });
  const [shipping] = await db.select().from(shippingTypes).where(eq(shippingTypes.id, choice.shipping_type_id));
  if (!shipping || shipping.company_id !== choice.shipping_company_id) throw fail(lang, OM.shippingType, { field: "shipping_type_id" });
  const method = (await listPaymentMethods(db, lang)).find((m) => m.payment_method_Id === choice.payment_method_Id);
  if (method?.available !== 1) {
    throw fail(lang, OM.paymentNotAvailable, { code: "not_available", field: "payment_method_Id" });
  }
  const cart = await accountCart(db, customerId, false, now);
  const priced = await priceCart(db, cart?.id ?? null, lang, customerId, now);
  const [s] = await db.select().from(settings).where(eq(settings.id, 1));
  const freeOver = s?.free_shipping_over ? toCents(Number(s.free_shipping_over)) : 0;
  const goods = priced.cents.subtotal - priced.cents.coupon;
  const shippingFee = freeOver > 0 && goods >= freeOver ? 0 : toCents(Number(shipping.fee));
  const paymentFee = toCents(method.fee);
  return { priced, address, shipping, shippingFee, paymentFee, total: priced.cents.total + shippingFee + paymentFee };
}

export async function quote(db: Database, lang: Lang, customerId: number, choice: CheckoutChoice, now: Date): Promise<Quote> {
  const r = await resolveCheckout(db, lang, customerId, choice, now);
  const c = r.priced.cents;
  return {
    subtotal: fromCents(c.subtotal),
    discount_total: fromCents(c.discount),
    coupon_discount: fromCents(c.coupon),
    tax_total: fromCents(c.tax),
    shipping_fee: fromCents(r.shippingFee),
    payment_method_fee: fromCents(r.paymentFee),
    total: fromCents(r.total),
  };
}

export interface CheckoutInput extends CheckoutChoice {
  payment_phone?: string | null;
  customer_notes?: string | null;
}

const CHECKOUT_LOCK = 7_264_010;

async function variantNames(db: Database, productIds: number[]) {
  const rows = productIds.length
    ? await db
        .select({ product_id: productVariants.product_id, v: variants })
        .from(productVariants)
        .innerJoin(variants, eq(variants.id, productVariants.variant_id))
        .where(inArray(productVariants.product_id, productIds))
    : [];
  const out = new Map<number, { color?: [string, string]; size?: [string, string] }>();
  for (const r of rows) {
    const e = out.get(r.product_id) ?? {};
    if (r.v.type === "color") e.color = [r.v.name_ar, r.v.name_en];
    if (r.v.type === "size") e.size = [r.v.name_ar, r.v.name_en];
    out.set(r.product_id, e);
  }
  return out;
}

/**
 * Places the order in one transaction: checks the cart, the region, units, the minimum
 * purchase and the coupon; takes the stock with a guarded UPDATE (row count checked);
 * writes the order; empties the cart. The same Idempotency-Key answers the same order.
 */
export async function checkout(
  db: Database,
  lang: Lang,
  customerId: number,
  input: CheckoutInput,
  key: string | null,
  now: Date,
): Promise<{ order: Order; created: boolean }> {
  const id = await db.transaction(async (tx) => {
    // one checkout per customer at a time (the idempotency check below relies on it)
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${customerId})`);
    if (key) {
      const [prev] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customer_id, customerId), eq(orders.idempotency_key, key)));
      if (prev) return { id: prev.id, created: false };
    }
    let paymentPhone: string | null = null;
    if (input.payment_phone?.trim()) {
      paymentPhone = normalizeMobile(input.payment_phone);
      if (!paymentPhone) throw fail(lang, OM.walletPhone, { field: "payment_phone" });
    }
    if (input.payment_method_Id === 3 && paymentPhone && !isEgyptianMobile(paymentPhone)) {
      throw fail(lang, OM.walletPhone, { field: "payment_phone" });
    }
    const r = await resolveCheckout(tx, lang, customerId, input, now);
    const { priced } = r;
    if (priced.lines.length === 0) throw fail(lang, OM.cartEmpty, { code: "cart_invalid", field: "cart" });
    // units and stock, as the cart stands
    const unitRows = await tx
      .select({ id: productUnits.id, product_id: productUnits.product_id, balance: productUnits.balance, active: products.is_active })
      .from(productUnits)
      .innerJoin(products, eq(products.id, productUnits.product_id))
      .where(
        inArray(
          productUnits.id,
          priced.lines.map((l) => l.unit_id),
        ),
      );
    const byId = new Map(unitRows.map((u) => [u.id, u]));
    for (const l of priced.lines) {
      const u = byId.get(l.unit_id);
      if (!u || u.product_id !== l.product_id) throw fail(lang, CM.unitMismatch, { code: "unit_mismatch", field: "cart" });
    }
    for (const l of priced.lines) {
      const u = byId.get(l.unit_id)!;
      if (u.active !== 1 || u.balance <= 0 || l.qty > u.balance) throw fail(lang, OM.cartInvalid, { code: "cart_invalid", field: "cart" });
    }
    if (priced.minPurchase > 0 && priced.cents.subtotal < priced.minPurchase) {
      throw fail(lang, OM.minPurchase, { code: "min_purchase", field: "cart" });
    }
    // a coupon on the cart that no longer applies is reported, not silently dropped
    const [cartRow] = await tx.select().from(carts).where(eq(carts.customer_id, customerId));
    if (cartRow?.coupon_id && !priced.coupon) {
      const [cp] = await tx.select().from(coupons).where(eq(coupons.id, cartRow.coupon_id));
      const problem = cp ? await couponProblem(tx, cp, customerId, now) : "coupon_invalid";
      throw couponError(lang, problem ?? "coupon_invalid");
    }
    // take the stock: the guarded UPDATE is what holds under concurrency. Rows are locked in
    // one order (units by id, then products by id) so concurrent checkouts cannot deadlock.
    for (const l of [...priced.lines].sort((a, b) => a.unit_id - b.unit_id)) {
      const taken = await tx
        .update(productUnits)
        .set({ balance: sql`${productUnits.balance} - ${l.qty}` })
        .where(and(eq(productUnits.id, l.unit_id), gte(productUnits.balance, l.qty)))
        .returning({ id: productUnits.id });
      if (taken.length !== 1) throw fail(lang, OM.cartInvalid, { code: "cart_invalid", field: "cart" });
    }
    const soldByProduct = new Map<number, number>();
    for (const l of priced.lines) soldByProduct.set(l.product_id, (soldByProduct.get(l.product_id) ?? 0) + l.qty);
    for (const [productId, qty] of [...soldByProduct].sort((a, b) => a[0] - b[0])) {
      await tx
        .update(products)
        .set({ sold_count: sql`${products.sold_count} + ${qty}` })
        .where(eq(products.id, productId));
    }
    if (priced.coupon) {
      const used = await tx
        .update(coupons)
        .set({ used_count: sql`${coupons.used_count} + 1` })
        .where(and(eq(coupons.id, priced.coupon.id), or(sql`${coupons.usage_limit} is null`, lt(coupons.used_count, sql`${coupons.usage_limit}`))))
        .returning({ id: coupons.id });
      if (used.length !== 1) throw couponError(lang, "coupon_invalid");
    }
    const [s] = await tx.select().from(settings).where(eq(settings.id, 1));
    const snapshot = await addressSnapshot(tx, r.address);
    const uuid = randomUUID();
    const card = input.payment_method_Id === 2 || input.payment_method_Id === 3;
    const [order] = await tx
      .insert(orders)
      .values({
        uuid,
        order_number: `tmp-${uuid}`,
        invoice_number: `tmp-${uuid}`,
        customer_id: customerId,
        status: 0,
        progress: "preparing",
        address: snapshot,
        shipping_company_id: input.shipping_company_id,
        shipping_type_id: input.shipping_type_id,
        shipping_fee: fromCents(r.shippingFee),
        payment_method_id: input.payment_method_Id,
        payment_method_fee: fromCents(r.paymentFee),
        subtotal: fromCents(priced.cents.subtotal),
        items_discount: fromCents(priced.cents.discount),
        coupon_id: priced.coupon?.id ?? null,
        coupon_code: priced.coupon?.code ?? null,
        coupon_rate: priced.coupon ? Number(priced.coupon.rate) : null,
        coupon_discount: fromCents(priced.cents.coupon),
        tax_total: fromCents(priced.cents.tax),
        total: fromCents(priced.cents.subtotal + priced.cents.tax),
        net_total: fromCents(r.total),
        quantity: priced.lines.reduce((n, l) => n + l.qty, 0),
        payment_status: "unpaid",
        payment_expires_at: card ? new Date(now.getTime() + PAYMENT_KEY_SECONDS * 1000) : null,
        expected_shipping_date: new Date(now.getTime() + r.shipping.days_max * 86_400_000),
        tax_number: s?.tax_number ?? null,
        receiver_name: r.address.receiver_name,
        receiver_phone: r.address.receiver_phone,
        payment_phone: paymentPhone,
        customer_notes: input.customer_notes?.trim() || null,
        idempotency_key: key,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await tx
      .update(orders)
      .set({ order_number: String(100000 + order!.id), invoice_number: `INV-${now.getUTCFullYear()}-${String(order!.id).padStart(6, "0")}` })
      .where(eq(orders.id, order!.id));
    if (priced.coupon) await tx.insert(couponRedemptions).values({ coupon_id: priced.coupon.id, order_id: order!.id, customer_id: customerId });
    await insertOrderItems(tx, order!.id, priced);
    if (cartRow) {
      await tx.delete(cartItems).where(eq(cartItems.cart_id, cartRow.id));
      await tx.update(carts).set({ coupon_id: null, updated_at: now }).where(eq(carts.id, cartRow.id));
    }
    return { id: order!.id, created: true };
  });
  return { order: await orderAnswer(db, id.id, lang), created: id.created };
}

export async function insertOrderItems(db: Database, orderId: number, priced: PricedCart): Promise<void> {
  if (priced.lines.length === 0) return;
  const productIds = [...new Set(priced.lines.map((l) => l.product_id))];
  const info = await db
    .select({ id: products.id, name_ar: products.name_ar, name_en: products.name_en, barcode: products.barcode })
    .from(products)
    .where(inArray(products.id, productIds));
  const byProduct = new Map(info.map((p) => [p.id, p]));
  const units = await db.select().from(productUnits).where(inArray(productUnits.product_id, productIds));
  const unitById = new Map(units.map((u) => [u.id, u]));
  const vars = await variantNames(db, productIds);
  await db.insert(orderItems).values(
    priced.lines.map((l) => {
      const p = byProduct.get(l.product_id)!;
      const u = unitById.get(l.unit_id)!;
      const parent = u.parent_unit_id ? unitById.get(u.parent_unit_id) : undefined;
      const v = vars.get(l.product_id) ?? {};
      return {
        order_id: orderId,
        product_id: l.product_id,
        unit_id: l.unit_id,
        uuid: randomUUID(),
        name_ar: p.name_ar,
        name_en: p.name_en,
        quantity: l.qty,
        price: fromCents(toCents(Number(u.price))),
        price_after_discount: fromCents(l.unit_price_net),
        tax: l.tax_rate,
        barcode: p.barcode,
        unit_ar: u.name_ar,
        unit_en: u.name_en,
        parent_unit_ar: parent?.name_ar ?? null,
        parent_unit_en: parent?.name_en ?? null,
        color_ar: v.color?.[0] ?? null,
        color_en: v.color?.[1] ?? null,
        size_ar: v.size?.[0] ?? null,
        size_en: v.size?.[1] ?? null,
      };
    }),
  );
}

/* ───────────── orders ───────────── */

export const ORDER_GROUPS = { pending: [0, 1], delivered: [4], closed: [2, 3] } as const;

export async function listOrders(
  db: Database,
  lang: Lang,
  customerId: number,
  q: { status?: keyof typeof ORDER_GROUPS; start_date?: Date; end_date?: Date },
): Promise<Order[]> {
  const where = [eq(orders.customer_id, customerId)];
  if (q.status) where.push(inArray(orders.status, [...ORDER_GROUPS[q.status]]));
  if (q.start_date) where.push(gte(orders.created_at, q.start_date));
  if (q.end_date) where.push(lt(orders.created_at, q.end_date));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.created_at), desc(orders.id));
  return ordersToAnswer(db, rows, lang);
}

async function ownOrder(db: Database, customerId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customer_id, customerId)));
  if (!row) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  return row;
}

export async function getOrder(db: Database, lang: Lang, customerId: number, id: number): Promise<Order> {
  const row = await ownOrder(db, customerId, id);
  return (await ordersToAnswer(db, [row], lang))[0]!;
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

/* ───────────── payments ───────────── */

/** Paymob orders are registered in EGP (the storefront's PAYMOB_CURRENCY); an attempt has no other currency. */
export const ATTEMPT_CURRENCY = "EGP";

/**
 * Records a provider order registered for amount_due. The route has checked that the
 * storefront's server signed it (X-Payment-Attempt-Signature): the id is the one Paymob gave
 * that server, never one a customer chose. A provider order belongs to one shop order only.
 */
export async function paymentAttempt(
  db: Database,
  lang: Lang,
  customerId: number,
  id: number,
  input: { provider: string; provider_order_id: string; merchant_order_id: string; amount_cents: number },
  now: Date,
): Promise<Order> {
  await db.transaction(async (tx) => {
    await ownOrder(tx, customerId, id);
    const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    const due = o && (o.payment_method_id === 2 || o.payment_method_id === 3) ? amountDue(o) : 0;
    if (!o || due <= 0) throw fail(lang, OM.nothingDue, { field: "order" });
    if (input.amount_cents !== toCents(due)) throw fail(lang, OM.paymentMismatch, { code: "payment_mismatch", field: "amount_cents" });
    const [taken] = await tx
      .select({ order_id: paymentAttempts.order_id })
      .from(paymentAttempts)
      .where(
        and(eq(paymentAttempts.provider, input.provider), eq(paymentAttempts.provider_order_id, input.provider_order_id), ne(paymentAttempts.order_id, o.id)),
      )
      .limit(1);
    if (taken) throw fail(lang, OM.providerOrderTaken, { code: "payment_mismatch", field: "provider_order_id" });
    await tx.insert(paymentAttempts).values({ order_id: o.id, ...input, created_at: now });
    await tx
      .update(orders)
      .set({
        provider_order_id: input.provider_order_id,
        merchant_order_id: input.merchant_order_id,
        payment_status: o.payment_status === "failed" ? "unpaid" : o.payment_status,
        payment_expires_at: new Date(now.getTime() + PAYMENT_KEY_SECONDS * 1000),
        updated_at: now,
      })
      .where(eq(orders.id, o.id));
  });
  return getOrder(db, lang, customerId, id);
}

export {
  PAYMOB_HMAC_FIELDS,
  paymentAttemptSignature,
  paymobConcatenation,
  paymobFieldProblem,
  paymobHmac,
  verifyPaymentAttemptSignature,
  verifyPaymobHmac,
} from "../lib/paymob-hmac.ts";

const truthy = (v: unknown) => v === true || v === "true";
/** Ids arrive as numbers or digit strings (shapes checked by verifyPaymobHmac): one spelling. */
const idText = (v: unknown) => (v === undefined || v === null ? "" : String(v));
/** Each signature is claimed once, beside the transaction ids (same table and key, no extra column). */
const SIGNATURE_PROVIDER = "paymob-hmac";

/**
 * Applies a verified processed callback (docs/decisions/030-payment-verification.md):
 * - each transaction id once (a repeat answers the order as it is), and each signature once:
 *   the same signature under another transaction id is a replay with digits moved (409);
 * - the order is the one whose attempt registered the signed `order.id`, nothing else
 *   (`merchant_order_id` is not signed); unknown: 404;
 * - a success is `paid` only when its amount and currency are the attempt's and the order is
 *   still open and unpaid; otherwise `mismatch` (money taken, the shop must look), also over
 *   `paid`: a second page of the same order paid is a second charge (issue #40), logged at warn;
 * - a decline is `failed`, never over `paid` or `mismatch`.
 */
export async function applyPaymobTransaction(
  db: Database,
  lang: Lang,
  obj: Record<string, unknown>,
  hmac: string,
  now: Date,
  log: Logger = () => {},
): Promise<Order> {
  const txId = idText(obj.id);
  const orderField = obj.order;
  const providerOrderId = idText(orderField && typeof orderField === "object" ? (orderField as Record<string, unknown>).id : orderField);
  const signature = hmac.trim().toLowerCase();
  const noted: { mismatch?: Record<string, unknown> } = {};
  const orderId = await db.transaction(async (tx) => {
    const [seen] = await tx
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
    if (seen) return seen.order_id;
    const claimed = await tx
      .insert(paymentTransactions)
      .values({ provider: SIGNATURE_PROVIDER, transaction_id: signature, order_id: null, result: "signature", body: { transaction_id: txId }, created_at: now })
      .onConflictDoNothing()
      .returning({ id: paymentTransactions.transaction_id });
    if (!claimed.length) {
      // A concurrent duplicate of this very transaction claimed it first: answer as a repeat.
      const [first] = await tx
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
      if (first) return first.order_id;
      throw new ApiError(409, OM.callbackReplayed, { code: "payment_replayed" });
    }
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, "paymob"), eq(paymentAttempts.provider_order_id, providerOrderId)))
      .orderBy(desc(paymentAttempts.id))
      .limit(1);
    const [o] = attempt ? await tx.select().from(orders).where(eq(orders.id, attempt.order_id)).for("update") : [];
    await tx.insert(paymentTransactions).values({
      provider: "paymob",
      transaction_id: txId,
      order_id: o?.id ?? null,
      result: !o ? "unknown" : "pending",
      body: obj,
      created_at: now,
    });
    if (!o || !attempt) return null;
    const success = truthy(obj.success) && !truthy(obj.pending);
    const settled = o.payment_status === "paid" || o.payment_status === "mismatch";
    let result: "paid" | "mismatch" | "failed" | "ignored";
    if (success) {
      const amount = Number(obj.amount_cents);
      const moneyOk = amount === attempt.amount_cents && amount === toCents(amountDue(o)) && obj.currency === ATTEMPT_CURRENCY;
      const open = (o.status === 0 || o.status === 1) && !settled;
      // Any success that cannot pay the order took money all the same: the shop must be told, never ignored.
      result = moneyOk && open ? "paid" : "mismatch";
      if (result === "mismatch") {
        noted.mismatch = {
          order: o.id,
          transaction: txId,
          provider_order_id: providerOrderId,
          amount_cents: amount,
          currency: String(obj.currency ?? ""),
          order_status: o.status,
          payment_status_before: o.payment_status,
        };
      }
    } else {
      result = settled ? "ignored" : "failed";
    }
    if (result !== "ignored") {
      await tx
        .update(orders)
        .set({
          payment_status: result,
          transaction_id: txId,
          paid_at: result === "paid" ? now : o.paid_at,
          provider_order_id: providerOrderId,
          updated_at: now,
        })
        .where(eq(orders.id, o.id));
    }
    await tx
      .update(paymentTransactions)
      .set({ result })
      .where(and(eq(paymentTransactions.provider, "paymob"), eq(paymentTransactions.transaction_id, txId)));
    return o.id;
  });
  if (orderId === null) throw new ApiError(404, OM.orderNotFound, { code: "order_not_found" });
  if (noted.mismatch) log("warn", "Paymob success on an order that cannot take it: recorded as payment mismatch", noted.mismatch);
  return orderAnswer(db, orderId, lang);
}
