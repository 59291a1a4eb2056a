/**
 * A customer's orders, or one order, in one statement: the database function read_orders
 * (migration 0005) returns each order with its payment method's names and its items, each item
 * with the slug of its product while that is on sale. The list used to cost four statements after
 * the token's, each parsed and planned on every view (issue 39); a function's plans are kept per
 * connection, as for read_cart (issue 22). Migration 0006 adds each item's product picture (issue 37).
 */
import { sql } from "drizzle-orm";
import type { orderItems, orders } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { rawClient } from "../db/raw-client.ts";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRead {
  order: OrderRow;
  method: { ar: string; en: string } | null;
  items: OrderItemRow[];
  /** The product page of each item's product still on sale, by product id. */
  slugs: Map<number, string>;
  /** The picture of each item's product that still exists, by product id. */
  images: Map<number, string>;
}

/** One order by id (`customerId` null: whoever's it is), or a customer's orders newest first. */
export type OrdersKey = { id: number; customerId: number | null } | { customerId: number; statuses?: readonly number[]; from?: Date; before?: Date };

const READ_ORDERS = "select * from read_orders($1::integer, $2::integer, $3::integer[], $4::timestamptz, $5::timestamptz)";

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(String(v)));

function args(key: OrdersKey): [number | null, number | null, number[] | null, string | null, string | null] {
  if ("id" in key) return [key.customerId, key.id, null, null, null];
  return [key.customerId, null, key.statuses ? [...key.statuses] : null, key.from?.toISOString() ?? null, key.before?.toISOString() ?? null];
}

async function readRows(db: Database, params: ReturnType<typeof args>): Promise<Record<string, unknown>[]> {
  const client = rawClient(db);
  if (client) return (await client.query(READ_ORDERS, params)).rows;
  // A transaction runs the read on its own connection, through drizzle.
  const [customer, id, statuses, from, before] = params;
  const result = await db.execute(
    sql`select * from read_orders(${customer}::integer, ${id}::integer, ${statuses}::integer[], ${from}::timestamptz, ${before}::timestamptz)`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** Both drivers give json columns as objects; the timestamps inside json are text. */
export async function readOrders(db: Database, key: OrdersKey): Promise<OrderRead[]> {
  const rows = await readRows(db, args(key));
  return rows.map((row) => {
    const o = (typeof row.o === "string" ? JSON.parse(row.o) : row.o) as Record<string, unknown>;
    const order = {
      ...o,
      created_at: date(o.created_at)!,
      updated_at: date(o.updated_at)!,
      paid_at: date(o.paid_at),
      payment_expires_at: date(o.payment_expires_at),
      expected_shipping_date: date(o.expected_shipping_date),
    } as OrderRow;
    const raw = (typeof row.items === "string" ? JSON.parse(row.items) : row.items) as Array<OrderItemRow & { slug: string | null; image?: string | null }>;
    const slugs = new Map<number, string>();
    const images = new Map<number, string>();
    const items = raw.map(({ slug, image, ...item }) => {
      if (slug !== null && item.product_id !== null) slugs.set(item.product_id, slug);
      if (image && item.product_id !== null) images.set(item.product_id, image);
      return item as OrderItemRow;
    });
    const method = row.method_ar === null || row.method_ar === undefined ? null : { ar: String(row.method_ar), en: String(row.method_en) };
    return { order, method, items, slugs, images };
  });
}
