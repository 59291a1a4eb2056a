/**
 * The deterministic bilingual demo data. `seedDatabase` runs once, on an empty database
 * (no settings row), inside one transaction.
 */
import { count } from 'drizzle-orm';
import { currencies, menus, pages, settings } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { seedCurrencies } from './currencies.ts';
import { type SeedMenuItem, seedMenus } from './menus.ts';
import { seedPages } from './pages.ts';
import { seedSettings } from './settings.ts';

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(settings);
  return (row?.n ?? 0) > 0;
}

async function insertMenu(db: Database, position: 'header' | 'footer', items: SeedMenuItem[], parentId: number | null) {
  let sort = 0;
  for (const item of items) {
    sort += 1;
    const [row] = await db
      .insert(menus)
      .values({ position, parent_id: parentId, title_ar: item.title_ar, title_en: item.title_en, url: item.url, sort })
      .returning({ id: menus.id });
    if (item.children?.length && row) await insertMenu(db, position, item.children, row.id);
  }
}

/** Inserts the demo data. Call inside a transaction with the transaction's handle. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.insert(settings).values(seedSettings);
  await insertMenu(db, 'header', seedMenus.header, null);
  await insertMenu(db, 'footer', seedMenus.footer, null);
  await db.insert(pages).values(seedPages);
  await db.insert(currencies).values(seedCurrencies);
}
