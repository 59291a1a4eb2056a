/**
 * The Store API's database schema (Drizzle, pg-core). One schema and one set of migrations
 * (`store-api/migrations/`, generated with drizzle-kit) serve PGlite and PostgreSQL.
 *
 * Conventions:
 * - Bilingual text is a pair of columns `<name>_ar` / `<name>_en`; handlers pick one by the
 *   request's `X-LANG`.
 * - Money is `numeric(12,2)` read as a JS number, in the store's local currency.
 * - Flags are `smallint` 0|1 (the contract's flags).
 * - Image columns hold a media file name, served by `GET /media/{w}x{h}/{file}`.
 */
import {
  type AnyPgColumn,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Store settings: exactly one row (id = 1). */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  fav_icon: text('fav_icon'),
  keywords_ar: text('keywords_ar').notNull().default(''),
  keywords_en: text('keywords_en').notNull().default(''),
  meta_description_ar: text('meta_description_ar').notNull().default(''),
  meta_description_en: text('meta_description_en').notNull().default(''),
  google_tag_manager_status: smallint('google_tag_manager_status').notNull().default(0),
  google_tag_manager_id: text('google_tag_manager_id'),
  google_console_status: smallint('google_console_status').notNull().default(0),
  google_console_id: text('google_console_id'),
  template: integer('template').notNull().default(3),
  about_ar: text('about_ar').notNull().default(''),
  about_en: text('about_en').notNull().default(''),
  active_payment_company: text('active_payment_company'),
  default_language: text('default_language').notNull().default('ar'),
  theme_color: text('theme_color'),
  free_map: smallint('free_map').notNull().default(1),
  logo: text('logo'),
  website_status: smallint('website_status').notNull().default(1),
  api_key: text('api_key'),
  card_integrations: integer('card_integrations'),
  wallet_integrations: integer('wallet_integrations'),
  card_frames: integer('card_frames'),
  contact_phone: text('contact_phone'),
  contact_email: text('contact_email'),
  free_shipping_over: money('free_shipping_over'),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Header and footer menu links; children point at their parent with `parent_id`. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    position: text('position', { enum: ['header', 'footer'] }).notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_position_idx').on(t.position, t.sort)],
);

/** Content pages (about, privacy, terms …). `content_*` is HTML. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    content_ar: text('content_ar').notNull().default(''),
    content_en: text('content_en').notNull().default(''),
    image: text('image'),
    is_featured: smallint('is_featured').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('pages_slug_idx').on(t.slug)],
);

/**
 * Currencies. `exchange_rate`: how many local-currency units one unit of this currency is
 * worth, so an amount in the local currency ÷ rate = the amount in this currency.
 */
export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    currency_name_ar: text('currency_name_ar').notNull(),
    currency_name_en: text('currency_name_en').notNull(),
    currency_code: text('currency_code').notNull(),
    country_ar: text('country_ar').notNull(),
    country_en: text('country_en').notNull(),
    exchange_rate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    is_local: smallint('is_local').notNull().default(0),
    is_online: smallint('is_online').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    added_date: timestamp('added_date', { withTimezone: true, mode: 'date' }).notNull(),
    last_update: timestamp('last_update', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('currencies_code_idx').on(t.currency_code)],
);
