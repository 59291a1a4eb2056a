/**
 * Browser-safe zod schemas for the Store API answers the screens use
 * (store-api-contract.md, "Shapes"). They are deliberately lenient:
 *
 * - `z.object` (not strict): unknown keys are tolerated and dropped;
 * - numbers may arrive as strings (`"199.50"`, `"1,250.00"`) and are coerced;
 * - flags (`0|1`) may arrive as numbers, numeric strings or booleans;
 * - optional text missing or `null` becomes `''` or `null` as noted, so a sparse operator
 *   backend still renders.
 *
 * Rules the screens apply to raw values live elsewhere: the theme colour's in `~/lib/theme`,
 * which templates exist in the template registry (`~/templates`); `template` is only read
 * here as a positive whole number (default 3).
 */
import { z } from "zod";

// ── Primitives ──────────────────────────────────────────────────────────────

const toNumber = (v: unknown): unknown => {
  if (typeof v === "string") {
    const s = v.trim().replace(/,/g, "");
    return s === "" ? v : Number(s);
  }
  return v;
};

/** A finite number, also from a numeric string. */
export const numeric = z.preprocess(toNumber, z.number());

/** A finite number or null (missing, null, '' → null). */
export const nullableNumeric = z.preprocess((v) => (v === undefined || v === null || v === "" ? null : toNumber(v)), z.number().nullable());

/** An integer id, also from a numeric string. */
export const id = z.preprocess(toNumber, z.number().int());

/** A 0|1 flag from 0/1, '0'/'1', true/false, 'true'/'false'. Missing → `fallback`. */
export const flag = (fallback: 0 | 1 = 0) =>
  z.preprocess(
    (v): 0 | 1 => {
      if (v === undefined || v === null || v === "") return fallback;
      if (v === true || v === 1 || v === "1" || v === "true" || v === "on") return 1;
      if (v === false || v === 0 || v === "0" || v === "false" || v === "off") return 0;
      const n = Number(v);
      return Number.isFinite(n) ? (n !== 0 ? 1 : 0) : fallback;
    },
    z.union([z.literal(0), z.literal(1)]),
  );

/** Text that may be missing or null (→ ''), or a number (→ its string). */
export const text = z.preprocess((v) => (v === undefined || v === null ? "" : typeof v === "number" ? String(v) : v), z.string());

/** Text that may be missing (→ null); '' also → null. Numbers become strings. */
export const optionalText = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : typeof v === "number" ? String(v) : v),
  z.string().nullable(),
);

// ── Settings and menus ─────────────────────────────────────────────────────

/**
 * A positive whole number; anything else (missing, 0, 2.5, 'x') → 3. Whether that template exists is
 * the registry's call, so adding a template does not touch this schema.
 */
export const templateSchema = z.preprocess((v) => {
  const n = typeof v === "number" || typeof v === "string" ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : 3;
}, z.number().int().positive());

/** 'ar' | 'en'; anything else → 'ar'. */
export const languageSchema = z.preprocess((v) => (v === "en" || v === "ar" ? v : "ar"), z.enum(["ar", "en"]));

/** `free_map` is "truthy" in the spec; '0', 'false' and '' count as false. */
const truthy = z.preprocess((v) => !(v === undefined || v === null || v === false || v === 0 || v === "" || v === "0" || v === "false"), z.boolean());

export const SettingsSchema = z.object({
  name: text,
  favIcon: optionalText,
  logo: optionalText,
  keywords_ar: text,
  keywords_en: text,
  meta_description_ar: text,
  meta_description_en: text,
  google_tag_manager_status: flag(0),
  google_tag_manager_id: optionalText,
  google_console_status: flag(0),
  google_console_id: optionalText,
  template: templateSchema,
  about: text,
  active_payment_company: optionalText,
  default_language: languageSchema,
  /** Raw: `~/lib/theme` `themeColor()` applies the spec's rule (string of 3+ chars, else darkcyan). */
  theme_color: z.unknown().optional(),
  free_map: truthy,
  /** 1 on, 0 off (error 530). Missing → on. */
  website_status: flag(1),
  /** The maps key (sent to the browser only for the commercial maps service). */
  api_key: optionalText,
  card_integrations: optionalText,
  wallet_integrations: optionalText,
  card_frames: optionalText,
  contact_phone: optionalText,
  contact_email: optionalText,
  free_shipping_over: nullableNumeric,
});
export type Settings = z.infer<typeof SettingsSchema>;

export interface MenuItem {
  id: number | string;
  title: string;
  url: string;
  children: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem, unknown> = z.lazy(() =>
  z.object({
    id: z.union([id, z.string()]).catch(""),
    title: text,
    url: text,
    children: z.preprocess((v) => (v == null ? [] : v), z.array(MenuItemSchema)),
  }),
);

/** A menu list: missing or null → []. */
const menuList = z.preprocess((v) => (v == null ? [] : v), z.array(MenuItemSchema));

export const MenusSchema = z.object({ header: menuList, footer: menuList });
export type Menus = z.infer<typeof MenusSchema>;

const unwrapData = (v: unknown): unknown => {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if (!("settings" in o) && o.data && typeof o.data === "object" && !Array.isArray(o.data)) return o.data;
  }
  return v;
};

/** `GET /bootstrap`, bare (`{settings, menus}`) or wrapped (`{data: {settings, menus}}`). */
export const BootstrapSchema = z.preprocess(
  unwrapData,
  z.object({
    settings: SettingsSchema,
    menus: z.preprocess((v) => (v == null ? {} : v), MenusSchema),
  }),
);
export type Bootstrap = z.infer<typeof BootstrapSchema>;

// ── Currency, Page ─────────────────────────────────────────────────────────

export const CurrencySchema = z.object({
  id,
  currency_name: text,
  currency_code: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().min(1)),
  country: text,
  Last_update: optionalText,
  added_date: optionalText,
  /** Local amount ÷ exchange_rate = shown amount. May be 0 from a broken backend: check before dividing. */
  exchange_rate: numeric,
  is_local: flag(0),
  is_online: flag(0),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const PageSchema = z.object({
  id,
  slug: z.string(),
  title: text,
  /** Untrusted HTML: sanitise before rendering. */
  content: text,
  image: optionalText,
  is_featured: flag(0),
});
export type Page = z.infer<typeof PageSchema>;

// ── Envelopes ─────────────────────────────────────────────────────────────

export const ListMetaSchema = z.object({
  current_page: numeric,
  last_page: numeric,
  per_page: numeric,
  total: numeric,
  /** The reference Store API's extension: this search's price bounds and sorts read prices with tax. */
  with_tax: z.literal(1).optional().catch(undefined),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** `{ data: T[], meta? }`. */
export function dataList<S extends z.ZodType>(item: S) {
  return z.object({
    data: z.array(item),
    meta: ListMetaSchema.optional(),
  });
}

/** `{ data: T }`. */
export function dataOne<S extends z.ZodType>(item: S) {
  return z.object({ data: item });
}
