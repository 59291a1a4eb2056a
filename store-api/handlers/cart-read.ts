/**
 * A cart in one statement: the cart row, its lines with their products, units, categories and
 * variants, its coupon (and how often this customer used it) and the shop's minimum purchase.
 * The statement is the database function read_cart (migration 0004), so its plan is made once per
 * connection rather than on every view.
 * A cart view used to cost six round trips to the database (the cart by its credential, the
 * settings, the cart again, the lines, the variants, the coupon); on PGlite each one is a turn
 * of its single-threaded engine, so the cart page queued behind them (issue 22).
 */
import { sql } from "drizzle-orm";
import type { CartRow, CouponRow, Database } from "../db/types.ts";
import { rawClient } from "../db/raw-client.ts";

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

/** The read_cart function's three arguments (migration 0004): by id, by guest cart id, by customer. */
function args(key: CartKey | null): [number | null, number | null, number | null] {
  if (!key) return [null, null, null];
  if ("customerId" in key) return [null, null, key.customerId];
  if ("guestId" in key) return [null, key.guestId, null];
  return [key.id, null, null];
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

const READ_CART = "select * from read_cart($1::integer, $2::integer, $3::integer)";

/**
 * Outside a transaction the read goes to the driver directly: drizzle's `execute` builds a
 * prepared-query object and its parser table on every call, ~0.2 ms of the ~0.6 ms a read cost
 * on PGlite (issue 22). Both drivers parse json into objects and timestamps into dates; `date`
 * and the money columns' `number | string` take either driver's shapes.
 */
async function readCartRow(db: Database, params: [number | null, number | null, number | null]): Promise<Record<string, unknown> | undefined> {
  const client = rawClient(db);
  if (client) return (await client.query(READ_CART, params)).rows[0];
  const [byId, byGuest, byCustomer] = params;
  const result = await db.execute(sql`select * from read_cart(${byId}::integer, ${byGuest}::integer, ${byCustomer}::integer)`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

export async function readCart(db: Database, key: CartKey | null): Promise<CartRead> {
  const row = await readCartRow(db, args(key));
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
