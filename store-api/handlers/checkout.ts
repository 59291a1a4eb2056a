/** Quotes and checkout (one transaction): a priced cart becomes an order. */
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Order, Quote } from "../contract.ts";
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
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
import { fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { CM, OM } from "../lib/messages.ts";
import { fromCents, toCents } from "../lib/money.ts";
import { isEgyptianMobile, normalizeMobile } from "../lib/phone.ts";
import { couponError, couponProblem, type PricedCart, priceAccountCart } from "./cart.ts";
import { addressSnapshot, getAddressRow, listPaymentMethods } from "./regions.ts";
import { orderAnswer, PAYMENT_KEY_SECONDS } from "./orders.ts";

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
  const priced = await priceAccountCart(db, lang, customerId, now);
  // The cart's total, as the payment methods' list measured it, so a method it offers is never refused here.
  const method = (await listPaymentMethods(db, lang, priced.cents.total)).find((m) => m.payment_method_Id === choice.payment_method_Id);
  if (method?.available !== 1) {
    throw fail(lang, OM.paymentNotAvailable, { code: "not_available", field: "payment_method_Id" });
  }
  const [s] = await db.select().from(settings).where(eq(settings.id, 1));
  const freeOver = s?.free_shipping_over ? toCents(Number(s.free_shipping_over)) : 0;
  // The goods as the shopper pays for them (after discounts and the coupon, with their tax): the
  // amount the shelf and the banner's "free shipping over" speak of in a store that shows prices with tax.
  const goods = priced.cents.total;
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
