import { asc } from "drizzle-orm";
import type { Currency } from "../contract.ts";
import { currencies } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { Lang } from "../lib/lang.ts";

export async function listCurrencies(db: Database, lang: Lang): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
  return rows.map((r) => ({
    id: r.id,
    currency_name: lang === "en" ? r.currency_name_en : r.currency_name_ar,
    currency_code: r.currency_code,
    country: lang === "en" ? r.country_en : r.country_ar,
    Last_update: r.last_update.toISOString(),
    added_date: r.added_date.toISOString(),
    exchange_rate: r.exchange_rate,
    is_local: r.is_local ? 1 : 0,
    is_online: r.is_online ? 1 : 0,
  }));
}
