import type { currencies } from "../db/schema.ts";

const added = new Date("2024-01-01T00:00:00.000Z");
const updated = new Date("2025-01-01T00:00:00.000Z");

type Row = Omit<typeof currencies.$inferInsert, "added_date" | "last_update" | "sort" | "is_online">;

/**
 * The spec's 11 currencies. EGP is local (rate 1); `exchange_rate` = EGP per unit, so an EGP
 * amount ÷ rate = the amount in that currency.
 */
const rows: Row[] = [
  {
    currency_code: "EGP",
    currency_name_ar: "جنيه مصري",
    currency_name_en: "Egyptian pound",
    country_ar: "مصر",
    country_en: "Egypt",
    exchange_rate: 1,
    is_local: 1,
  },
  {
    currency_code: "SAR",
    currency_name_ar: "ريال سعودي",
    currency_name_en: "Saudi riyal",
    country_ar: "السعودية",
    country_en: "Saudi Arabia",
    exchange_rate: 12.9,
    is_local: 0,
  },
  {
    currency_code: "AED",
    currency_name_ar: "درهم إماراتي",
    currency_name_en: "UAE dirham",
    country_ar: "الإمارات",
    country_en: "United Arab Emirates",
    exchange_rate: 13.2,
    is_local: 0,
  },
  {
    currency_code: "QAR",
    currency_name_ar: "ريال قطري",
    currency_name_en: "Qatari riyal",
    country_ar: "قطر",
    country_en: "Qatar",
    exchange_rate: 13.3,
    is_local: 0,
  },
  {
    currency_code: "QAK",
    currency_name_ar: "ريال قطري (رمز بديل)",
    currency_name_en: "Qatari riyal (alternate code)",
    country_ar: "قطر",
    country_en: "Qatar",
    exchange_rate: 13.3,
    is_local: 0,
  },
  {
    currency_code: "LYD",
    currency_name_ar: "دينار ليبي",
    currency_name_en: "Libyan dinar",
    country_ar: "ليبيا",
    country_en: "Libya",
    exchange_rate: 10.05,
    is_local: 0,
  },
  {
    currency_code: "SDE",
    currency_name_ar: "جنيه سوداني",
    currency_name_en: "Sudanese pound",
    country_ar: "السودان",
    country_en: "Sudan",
    exchange_rate: 0.081,
    is_local: 0,
  },
  {
    currency_code: "USD",
    currency_name_ar: "دولار أمريكي",
    currency_name_en: "US dollar",
    country_ar: "الولايات المتحدة",
    country_en: "United States",
    exchange_rate: 48.5,
    is_local: 0,
  },
  {
    currency_code: "AFN",
    currency_name_ar: "أفغاني",
    currency_name_en: "Afghan afghani",
    country_ar: "أفغانستان",
    country_en: "Afghanistan",
    exchange_rate: 0.69,
    is_local: 0,
  },
  {
    currency_code: "AFN4",
    currency_name_ar: "أفغاني (قديم)",
    currency_name_en: "Afghan afghani (old)",
    country_ar: "أفغانستان",
    country_en: "Afghanistan",
    exchange_rate: 0.00069,
    is_local: 0,
  },
  {
    currency_code: "KWD",
    currency_name_ar: "دينار كويتي",
    currency_name_en: "Kuwaiti dinar",
    country_ar: "الكويت",
    country_en: "Kuwait",
    exchange_rate: 158.2,
    is_local: 0,
  },
];

export const seedCurrencies: (typeof currencies.$inferInsert)[] = rows.map((r, i) => ({
  ...r,
  sort: i + 1,
  is_online: 1,
  added_date: added,
  last_update: updated,
}));
