/**
 * Carts (guest carts by the guest_cart cookie, account carts by token), lines bounded by the
 * unit's balance, coupons, transfer of a guest cart into the account's, and the cart's
 * arithmetic (rounding half-up to 2 decimals per line).
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Cart, CartItem } from "../contract.ts";
import { cartItems, carts, couponRedemptions, coupons, products, productUnits } from "../db/schema.ts";
import type { CartRow, CouponRow, Database } from "../db/types.ts";
import { fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { CM } from "../lib/messages.ts";
import { fromCents, percentOfCents, toCents } from "../lib/money.ts";
import { hmac, randomToken, safeEqual } from "../lib/tokens.ts";
import { type CartRead, readCart } from "./cart-read.ts";

// The row types live beside the database handle, so cart-read.ts can use them without importing this file.
export type { CartRow, CouponRow } from "../db/types.ts";

export const GUEST_COOKIE = "guest_cart";
export const GUEST_COOKIE_MAX_AGE = 30 * 86_400;

/* ───────────── guest credential ───────────── */

export function guestToken(secret: string, cart: Pick<CartRow, "id" | "guest_nonce">): string {
  return `${cart.id}.${hmac(secret, `guest_cart|${cart.id}|${cart.guest_nonce}`)}`;
}

/** The cart id a guest_cart credential names (not yet checked), or null when it is malformed. */
export function guestCartId(token: string | undefined): number | null {
  const m = token ? /^(\d{1,10})\.([\w-]{20,100})$/.exec(token) : null;
  return m ? Number(m[1]) : null;
}

/** Whether the credential is this guest cart's own. */
export function guestTokenMatches(secret: string, cart: Pick<CartRow, "id" | "guest_nonce" | "customer_id">, token: string | undefined): boolean {
  return !!token && cart.customer_id === null && !!cart.guest_nonce && safeEqual(guestToken(secret, cart), token);
}

export async function guestCartFromToken(db: Database, secret: string, token: string | undefined): Promise<CartRow | null> {
  const id = guestCartId(token);
  if (id === null) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), isNull(carts.customer_id)));
  return row && guestTokenMatches(secret, row, token) ? row : null;
}

export async function createGuestCart(db: Database, now: Date): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ guest_nonce: randomToken("", 12), created_at: now, updated_at: now })
    .returning();
  return row!;
}

export async function accountCart(db: Database, customerId: number, create: boolean, now: Date): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.customer_id, customerId));
  if (row || !create) return row ?? null;
  await db.insert(carts).values({ customer_id: customerId, created_at: now, updated_at: now }).onConflictDoNothing();
  const [again] = await db.select().from(carts).where(eq(carts.customer_id, customerId));
  return again ?? null;
}

/** The signed-in customer's cart, priced (an empty one when they have none): the checkout's and the payment methods' measure. */
export async function priceAccountCart(db: Database, lang: Lang, customerId: number, now: Date): Promise<PricedCart> {
  const cart = await accountCart(db, customerId, false, now);
  return priceCart(db, cart?.id ?? null, lang, customerId, now);
}

/** Locks the cart row for the rest of the transaction (PostgreSQL), so changes to one cart queue. */
export async function lockCart(db: Database, cartId: number): Promise<void> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
}

/* ───────────── coupons ───────────── */

/** `coupon_used`: this customer has used the coupon as often as it allows (a storefront can say so, not "invalid"). */
export type CouponProblem = "coupon_invalid" | "coupon_expired" | "coupon_used" | null;

export async function couponProblem(db: Database, coupon: CouponRow, customerId: number | null, now: Date): Promise<CouponProblem> {
  if (customerId === null || coupon.per_customer_limit === null) return couponProblemOf(coupon, null, now);
  const [r] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.coupon_id, coupon.id), eq(couponRedemptions.customer_id, customerId)));
  return couponProblemOf(coupon, r?.n ?? 0, now);
}

/** The same rules on a count already read: `customerUses` is this customer's orders with it (null: a guest). */
export function couponProblemOf(coupon: CouponRow, customerUses: number | null, now: Date): CouponProblem {
  if (coupon.is_active !== 1) return "coupon_invalid";
  if (coupon.starts_at && coupon.starts_at > now) return "coupon_invalid";
  if (coupon.expires_at && coupon.expires_at <= now) return "coupon_expired";
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return "coupon_invalid";
  if (customerUses !== null && coupon.per_customer_limit !== null && customerUses >= coupon.per_customer_limit) return "coupon_used";
  return null;
}

export function couponError(lang: Lang, problem: Exclude<CouponProblem, null> | "coupon_required") {
  const msg =
    problem === "coupon_required"
      ? CM.couponRequired
      : problem === "coupon_expired"
        ? CM.couponExpired
        : problem === "coupon_used"
          ? CM.couponUsed
          : CM.couponInvalid;
  return fail(lang, msg, { code: problem, field: "code" });
}

export async function applyCoupon(db: Database, lang: Lang, cart: CartRow, code: string, customerId: number | null, now: Date): Promise<void> {
  const c = code.trim().toUpperCase();
  if (!c) throw couponError(lang, "coupon_required");
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, c));
  if (!coupon) throw couponError(lang, "coupon_invalid");
  const problem = await couponProblem(db, coupon, customerId, now);
  if (problem) throw couponError(lang, problem);
  await db.update(carts).set({ coupon_id: coupon.id, updated_at: now }).where(eq(carts.id, cart.id));
}

export async function removeCoupon(db: Database, cart: CartRow, now: Date): Promise<void> {
  await db.update(carts).set({ coupon_id: null, updated_at: now }).where(eq(carts.id, cart.id));
}

/* ───────────── lines ───────────── */

interface UnitInfo {
  product_id: number;
  unit_product_id: number;
  balance: number;
  is_active: number;
}

async function unitOf(db: Database, lang: Lang, itemId: number, unitId: number): Promise<UnitInfo> {
  const [p] = await db.select({ id: products.id, is_active: products.is_active }).from(products).where(eq(products.id, itemId));
  if (p?.is_active !== 1) throw fail(lang, CM.productNotFound, { field: "item_id" });
  const [u] = await db.select({ product_id: productUnits.product_id, balance: productUnits.balance }).from(productUnits).where(eq(productUnits.id, unitId));
  if (!u || u.product_id !== itemId) throw fail(lang, CM.unitMismatch, { code: "unit_mismatch", field: "unit_id" });
  return { product_id: p.id, unit_product_id: u.product_id, balance: u.balance, is_active: p.is_active };
}

async function lineQty(db: Database, cartId: number, unitId: number): Promise<number> {
  const [l] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.cart_id, cartId), eq(cartItems.unit_id, unitId)));
  return l?.qty ?? 0;
}

async function setLine(db: Database, cartId: number, itemId: number, unitId: number, qty: number, now: Date): Promise<void> {
  if (qty <= 0) {
    await db.delete(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.unit_id, unitId)));
  } else {
    await db
      .insert(cartItems)
      .values({ cart_id: cartId, product_id: itemId, unit_id: unitId, qty, created_at: now })
      .onConflictDoUpdate({ target: [cartItems.cart_id, cartItems.unit_id], set: { qty } });
  }
  await db.update(carts).set({ updated_at: now }).where(eq(carts.id, cartId));
}

/** Adds qty of a unit (422 unit_mismatch, out_of_stock, cannot_add_more). */
export async function addLine(db: Database, lang: Lang, cartId: number, itemId: number, unitId: number, qty: number, now: Date) {
  const unit = await unitOf(db, lang, itemId, unitId);
  if (unit.balance <= 0) throw fail(lang, CM.outOfStock, { code: "out_of_stock", field: "qty" });
  const current = await lineQty(db, cartId, unitId);
  if (current + qty > unit.balance) throw fail(lang, CM.cannotAddMore, { code: "cannot_add_more", field: "qty" });
  await setLine(db, cartId, itemId, unitId, current + qty, now);
}

/** Sets a line's quantity (0 removes it). */
export async function updateLine(db: Database, lang: Lang, cartId: number, itemId: number, unitId: number, qty: number, now: Date) {
  const unit = await unitOf(db, lang, itemId, unitId);
  if (qty > 0) {
    if (unit.balance <= 0) throw fail(lang, CM.outOfStock, { code: "out_of_stock", field: "qty" });
    if (qty > unit.balance) throw fail(lang, CM.cannotAddMore, { code: "cannot_add_more", field: "qty" });
  }
  await setLine(db, cartId, itemId, unitId, qty, now);
}

export async function removeLines(db: Database, cartId: number, line: { item_id: number; unit_id: number } | null, now: Date) {
  if (line) {
    await db.delete(cartItems).where(and(eq(cartItems.cart_id, cartId), eq(cartItems.unit_id, line.unit_id), eq(cartItems.product_id, line.item_id)));
  } else {
    await db.delete(cartItems).where(eq(cartItems.cart_id, cartId));
    await db.update(carts).set({ coupon_id: null }).where(eq(carts.id, cartId));
  }
  await db.update(carts).set({ updated_at: now }).where(eq(carts.id, cartId));
}

/** Moves a guest cart's lines into the account cart (each bounded by the balance) and deletes the guest cart. */
export async function transferCart(db: Database, guest: CartRow, account: CartRow, now: Date): Promise<void> {
  const lines = await db
    .select({ product_id: cartItems.product_id, unit_id: cartItems.unit_id, qty: cartItems.qty, balance: productUnits.balance })
    .from(cartItems)
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unit_id))
    .where(eq(cartItems.cart_id, guest.id))
    .orderBy(asc(cartItems.id));
  for (const l of lines) {
    const current = await lineQty(db, account.id, l.unit_id);
    const qty = Math.min(current + l.qty, Math.max(l.balance, current));
    if (qty !== current && qty > 0) await setLine(db, account.id, l.product_id, l.unit_id, qty, now);
  }
  if (!account.coupon_id && guest.coupon_id) {
    await db.update(carts).set({ coupon_id: guest.coupon_id }).where(eq(carts.id, account.id));
  }
  await db.delete(carts).where(eq(carts.id, guest.id));
}

/* ───────────── the cart's answer ───────────── */

export interface PricedLine {
  item: CartItem;
  product_id: number;
  unit_id: number;
  qty: number;
  balance: number;
  /** cents */
  gross: number;
  net: number;
  tax: number;
  unit_price_net: number;
  tax_rate: number;
}

export interface PricedCart {
  cart: Cart;
  lines: PricedLine[];
  coupon: CouponRow | null;
  cents: { subtotal: number; discount: number; coupon: number; tax: number; total: number };
  minPurchase: number;
}

const L = <T>(lang: Lang, ar: T, en: T) => (lang === "en" ? en : ar);

export const EMPTY_CART: Cart = { items: [], subtotal: 0, discount_total: 0, coupon_discount: 0, tax_total: 0, total: 0, coupon: null };

export async function priceCart(db: Database, cartId: number | null, lang: Lang, customerId: number | null, now: Date): Promise<PricedCart> {
  return priceRead(await readCart(db, cartId === null ? null : { id: cartId }), lang, customerId, now);
}

/** The cart's answer from one read (no database work). */
export function priceRead(read: CartRead, lang: Lang, customerId: number | null, now: Date): PricedCart {
  const minPurchase = toCents(Number(read.minPurchase ?? 0));
  if (!read.cart) {
    return { cart: EMPTY_CART, lines: [], coupon: null, cents: { subtotal: 0, discount: 0, coupon: 0, tax: 0, total: 0 }, minPurchase };
  }
  const rows = read.lines;

  const lines: PricedLine[] = rows.map((r) => {
    const price = toCents(Number(r.price));
    const discount = Number(r.discount);
    const taxRate = Number(r.tax);
    // The price after the discount rounded, not the discount: the storefront's priceAfterDis and the catalogue's price filter.
    const unitNet = percentOfCents(price, 100 - discount);
    const gross = price * r.qty;
    const net = unitNet * r.qty;
    // Tax per unit, then × qty (decision 075): the shelf's tax-inclusive price × qty is the line.
    const tax = percentOfCents(unitNet, taxRate) * r.qty;
    return {
      product_id: r.product_id,
      unit_id: r.unit_id,
      qty: r.qty,
      balance: r.balance,
      gross,
      net,
      tax,
      unit_price_net: unitNet,
      tax_rate: taxRate,
      item: {
        id: r.id,
        item_id: r.product_id,
        unit_id: r.unit_id,
        product_slug: r.slug,
        category_slug: r.category_slug,
        name: L(lang, r.name_ar, r.name_en),
        image: r.image,
        price: fromCents(price),
        discount,
        qty: r.qty,
        balance: r.balance,
        tax: taxRate,
        unit: { id: r.unit_id, name: L(lang, r.unit_ar, r.unit_en) },
        variants: r.variants.map((v) => ({ id: v.id, name: L(lang, v.name_ar, v.name_en), type: v.type, value: v.value, hex: v.hex })),
        line_total: fromCents(net),
      },
    };
  });

  const subtotal = lines.reduce((n, l) => n + l.net, 0);
  const discount = lines.reduce((n, l) => n + (l.gross - l.net), 0);
  const tax = lines.reduce((n, l) => n + l.tax, 0);
  const coupon = read.coupon && !couponProblemOf(read.coupon, customerId === null ? null : read.couponUses, now) ? read.coupon : null;
  const couponCents = coupon && lines.length ? Math.min(subtotal, percentOfCents(subtotal, Number(coupon.rate))) : 0;
  const total = subtotal - couponCents + tax;
  const answer: Cart = {
    items: lines.map((l) => l.item),
    subtotal: fromCents(subtotal),
    discount_total: fromCents(discount),
    coupon_discount: fromCents(couponCents),
    tax_total: fromCents(tax),
    total: fromCents(total),
    coupon: coupon ? { code: coupon.code, rate: Number(coupon.rate) } : null,
  };
  if (lines.length && minPurchase > 0 && subtotal < minPurchase) answer.min_purchase = { amount: fromCents(minPurchase) };
  return { cart: answer, lines, coupon, cents: { subtotal, discount, coupon: couponCents, tax, total }, minPurchase };
}

/** Deletes guest carts untouched for longer than the cookie lives. */
export async function pruneGuestCarts(db: Database, now: Date): Promise<void> {
  await db
    .delete(carts)
    .where(and(isNull(carts.customer_id), sql`${carts.updated_at} < ${new Date(now.getTime() - GUEST_COOKIE_MAX_AGE * 1000).toISOString()}::timestamptz`));
}
