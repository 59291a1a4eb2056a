/**
 * A cart in one statement: the cart row, its lines with their products, units, categories and
 * variants, its coupon (and how often this customer used it) and the shop's minimum purchase.
 * A cart view used to cost six round trips to the database (the cart by its credential, the
 * settings, the cart again, the lines, the variants, the coupon); on PGlite each one is a turn
 * of its single-threaded engine, so the cart page queued behind them (issue 22).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/types.ts";
import type { CartRow, CouponRow } from "./cart.ts";

export interface LineRow {
  id: number;
  qty: number;
  product_id: number;
  slug: string;
  name_ar: string;
  name_en: string;
  image: string;
  discount: number | string;
  tax: number | string;
  category_slug: string;
  unit_id: number;
  unit_ar: string;
  unit_en: string;
  price: number | string;
  balance: number;
  variants: Array<{ id: number; name_ar: string; name_en: string; type: string; value: string; hex: string | null }>;
}

export interface CartRead {
  /** Null when no cart matches. */
  cart: CartRow | null;
  lines: LineRow[];
  coupon: CouponRow | null;
  /** Orders of the cart's customer that used its coupon (0 for guests). */
  couponUses: number;
  /** The shop's minimum purchase (its money column; null or 0: none). */
  minPurchase: number | string | null;
}

/** Which cart: by id, a guest cart by id (never an account's), or an account's by customer. */
export type CartKey = { id: number } | { guestId: number } | { customerId: number };

function match(key: CartKey): SQL {
  if ("customerId" in key) return sql`c.customer_id = ${key.customerId}`;
  if ("guestId" in key) return sql`c.id = ${key.guestId} and c.customer_id is null`;
  return sql`c.id = ${key.id}`;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

export async function readCart(db: Database, key: CartKey | null): Promise<CartRead> {
  // No cart asked for still answers the settings row (the left join keeps it).
  const on = key ? match(key) : sql`false`;
  const result = await db.execute(sql`
    select s.min_purchase,
      c.id, c.customer_id, c.guest_nonce, c.coupon_id, c.created_at, c.updated_at,
      (select row_to_json(cp) from coupons cp where cp.id = c.coupon_id) as coupon,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.coupon_id and r.customer_id = c.customer_id) as coupon_uses,
      (select coalesce(json_agg(l order by l.id), '[]'::json) from (
        select ci.id, ci.qty, p.id as product_id, p.slug, p.name_ar, p.name_en, p.image, p.discount, p.tax,
          cat.slug as category_slug, u.id as unit_id, u.name_ar as unit_ar, u.name_en as unit_en, u.price, u.balance,
          (select coalesce(json_agg(json_build_object('id', v.id, 'name_ar', v.name_ar, 'name_en', v.name_en, 'type', v.type, 'value', v.value, 'hex', v.hex) order by v.sort, v.id), '[]'::json)
            from product_variants pv join variants v on v.id = pv.variant_id where pv.product_id = p.id) as variants
        from cart_items ci
        join products p on p.id = ci.product_id
        join product_units u on u.id = ci.unit_id
        join categories cat on cat.id = p.category_id
        where ci.cart_id = c.id) l) as lines
    from settings s left join carts c on ${on}
    where s.id = 1`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return { cart: null, lines: [], coupon: null, couponUses: 0, minPurchase: null };
  const cart: CartRow | null =
    row.id === null || row.id === undefined
      ? null
      : {
          id: Number(row.id),
          customer_id: row.customer_id === null ? null : Number(row.customer_id),
          guest_nonce: (row.guest_nonce as string | null) ?? null,
          coupon_id: row.coupon_id === null ? null : Number(row.coupon_id),
          created_at: date(row.created_at)!,
          updated_at: date(row.updated_at)!,
        };
  const c = row.coupon as (Omit<CouponRow, "starts_at" | "expires_at" | "rate"> & { starts_at: unknown; expires_at: unknown; rate: unknown }) | null;
  const coupon: CouponRow | null = c ? { ...c, rate: Number(c.rate), starts_at: date(c.starts_at), expires_at: date(c.expires_at) } : null;
  return {
    cart,
    lines: cart ? ((row.lines as LineRow[] | null) ?? []) : [],
    coupon,
    couponUses: Number(row.coupon_uses ?? 0),
    minPurchase: (row.min_purchase as number | string | null) ?? null,
  };
}
