/**
 * Accounts and commerce demo data: the demo customer (with addresses, favourites and
 * orders once regions exist), regions, shipping companies, payment methods and coupons.
 * Each part is inserted only when its table is empty.
 */
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { coupons, customers, newsletterSubscribers } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './customers.ts';

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(table);
  return (r?.n ?? 0) === 0;
}

/** Demo coupons: two usable, one expired, one used up. */
export const seedCoupons: (typeof coupons.$inferInsert)[] = [
  { code: 'WELCOME10', rate: 10, starts_at: new Date('2025-01-01T00:00:00Z'), expires_at: new Date('2099-12-31T23:59:59Z'), usage_limit: 100000, per_customer_limit: 1 },
  { code: 'OASIS15', rate: 15, starts_at: new Date('2025-01-01T00:00:00Z'), expires_at: new Date('2099-12-31T23:59:59Z'), usage_limit: 5000, per_customer_limit: null },
  { code: 'RAMADAN20', rate: 20, starts_at: new Date('2025-02-28T00:00:00Z'), expires_at: new Date('2025-03-30T23:59:59Z'), usage_limit: 1000, per_customer_limit: 1 },
  { code: 'VIP25', rate: 25, starts_at: new Date('2025-01-01T00:00:00Z'), expires_at: new Date('2099-12-31T23:59:59Z'), usage_limit: 1, used_count: 1, per_customer_limit: 1 },
];

export async function seedCommerce(db: Database): Promise<void> {
  if (await isEmpty(db, coupons)) await db.insert(coupons).values(seedCoupons);
  if (await isEmpty(db, customers)) {
    await db.insert(customers).values({ ...seedDemoCustomer, password_hash: await hashPassword(DEMO_CUSTOMER.password) });
    await db.insert(newsletterSubscribers).values({ email: DEMO_CUSTOMER.email }).onConflictDoNothing();
  }
  const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  void demo;
}

export async function commerceSeeded(db: Database): Promise<boolean> {
  return !(await isEmpty(db, customers));
}
