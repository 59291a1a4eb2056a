/**
 * The deterministic bilingual demo data. `seedDatabase` runs once, on an empty database
 * (each part — content, catalogue — when its tables are empty), inside one transaction.
 */
import { count } from "drizzle-orm";
import { categories, currencies, menus, pages, settings } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { seedCatalogue } from "./catalogue.ts";
import { commerceSeeded, seedCommerce } from "./commerce.ts";
import { seedCurrencies } from "./currencies.ts";
import { type SeedMenuItem, seedMenus } from "./menus.ts";
import { seedPages } from "./pages.ts";
import { seedSettings } from "./settings.ts";

/** Whether each part of the demo data is present (a part is seeded only when absent). */
export async function seededParts(db: Database): Promise<{ content: boolean; catalogue: boolean; commerce: boolean }> {
  const [s] = await db.select({ n: count() }).from(settings);
  const [c] = await db.select({ n: count() }).from(categories);
  return { content: (s?.n ?? 0) > 0, catalogue: (c?.n ?? 0) > 0, commerce: await commerceSeeded(db) };
}

export async function isSeeded(db: Database): Promise<boolean> {
  const parts = await seededParts(db);
  return parts.content && parts.catalogue && parts.commerce;
}

async function insertMenu(db: Database, position: "header" | "footer", items: SeedMenuItem[], parentId: number | null) {
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

/** Inserts the missing parts of the demo data. Call inside a transaction with the transaction's handle. */
export async function seedDatabase(db: Database): Promise<void> {
  const parts = await seededParts(db);
  if (!parts.content) {
    await db.insert(settings).values(seedSettings);
    await insertMenu(db, "header", seedMenus.header, null);
    await insertMenu(db, "footer", seedMenus.footer, null);
    await db.insert(pages).values(seedPages);
    await db.insert(currencies).values(seedCurrencies);
  }
  if (!parts.catalogue) await seedCatalogue(db);
  await seedCommerce(db);
}
