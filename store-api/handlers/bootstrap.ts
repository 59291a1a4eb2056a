import { asc, eq } from "drizzle-orm";
import type { Bootstrap, MenuItemT, Settings } from "../contract.ts";
import { menus, settings } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { ApiError } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";

type SettingsRow = typeof settings.$inferSelect;

const flag = (n: number): 0 | 1 => (n ? 1 : 0);

export function settingsFromRow(row: SettingsRow, lang: Lang): Settings {
  return {
    name: lang === "en" ? row.name_en : row.name_ar,
    favIcon: row.fav_icon,
    keywords_ar: row.keywords_ar,
    keywords_en: row.keywords_en,
    meta_description_ar: row.meta_description_ar,
    meta_description_en: row.meta_description_en,
    google_tag_manager_status: flag(row.google_tag_manager_status),
    google_tag_manager_id: row.google_tag_manager_id,
    google_console_status: flag(row.google_console_status),
    google_console_id: row.google_console_id,
    template: row.template,
    about: lang === "en" ? row.about_en : row.about_ar,
    active_payment_company: row.active_payment_company,
    default_language: row.default_language === "en" ? "en" : "ar",
    theme_color: row.theme_color,
    free_map: flag(row.free_map),
    logo: row.logo,
    website_status: flag(row.website_status),
    api_key: row.api_key,
    card_integrations: row.card_integrations,
    wallet_integrations: row.wallet_integrations,
    card_frames: row.card_frames,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    free_shipping_over: row.free_shipping_over,
    min_purchase: row.min_purchase,
  };
}

export async function getSettingsRow(db: Database): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) throw new ApiError(503, { ar: "المتجر غير مهيأ بعد.", en: "The store is not set up yet." });
  return row;
}

export async function getMenus(db: Database, lang: Lang): Promise<{ header: MenuItemT[]; footer: MenuItemT[] }> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const build = (position: "header" | "footer", parentId: number | null): MenuItemT[] =>
    rows
      .filter((r) => r.position === position && r.parent_id === parentId)
      .map((r) => {
        const children = build(position, r.id);
        return {
          id: r.id,
          title: lang === "en" ? r.title_en : r.title_ar,
          url: r.url,
          ...(children.length ? { children } : {}),
        };
      });
  return { header: build("header", null), footer: build("footer", null) };
}

export async function getBootstrap(db: Database, lang: Lang): Promise<Bootstrap> {
  const [row, menuTree] = await Promise.all([getSettingsRow(db), getMenus(db, lang)]);
  return { settings: settingsFromRow(row, lang), menus: menuTree };
}
