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
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  jsonb,
  primaryKey,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RESERVED_SLUGS } from '../lib/reserved.ts';

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

/* ─────────────────────────── Catalogue ─────────────────────────── */

/**
 * Media files. Seeded images are generated as SVG on request from `label`/`color`/`kind`;
 * an uploaded file would keep its bytes in `data`.
 */
export const media = pgTable('media', {
  file: text('file').primaryKey(),
  kind: text('kind').notNull(), // product | category | brand | logo | page | offer | icon
  label: text('label').notNull(),
  color: text('color').notNull(), // dominant colour, #rrggbb
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content_type: text('content_type').notNull().default('image/svg+xml'),
  data: text('data'), // base64 bytes of an uploaded file; null: generated
});

const RESERVED_SQL_LIST = sql.raw(RESERVED_SLUGS.map((s) => `'${s.toLowerCase()}'`).join(', '));

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(t.parent_id),
    check('categories_slug_not_reserved', sql`lower(${t.slug}) not in (${RESERVED_SQL_LIST})`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    logo: text('logo'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_slug_idx').on(t.slug)],
);

export interface SpecRow {
  name: string;
  value: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Products sharing a model_id are variants of one model (the contract's siblings). */
    model_id: integer('model_id'),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brand_id: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    description_ar: text('description_ar').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    content_ar: text('content_ar').notNull().default(''),
    content_en: text('content_en').notNull().default(''),
    overview_ar: text('overview_ar').notNull().default(''),
    overview_en: text('overview_en').notNull().default(''),
    specifications_ar: jsonb('specifications_ar').$type<SpecRow[]>().notNull().default([]),
    specifications_en: jsonb('specifications_en').$type<SpecRow[]>().notNull().default([]),
    highlights_ar: jsonb('highlights_ar').$type<string[]>().notNull().default([]),
    highlights_en: jsonb('highlights_en').$type<string[]>().notNull().default([]),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Percent of the price. */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Percent applied to the discounted price. */
    tax: numeric('tax', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The unit shown in lists (set after the units are inserted). */
    default_unit_id: integer('default_unit_id'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviews_count: integer('reviews_count').notNull().default(0),
    sold_count: integer('sold_count').notNull().default(0),
    is_trendy: smallint('is_trendy').notNull().default(0),
    is_featured: smallint('is_featured').notNull().default(0),
    is_active: smallint('is_active').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    uniqueIndex('products_sku_idx').on(t.sku),
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
    index('products_model_idx').on(t.model_id),
    check('products_discount_range', sql`${t.discount} >= 0 and ${t.discount} <= 100`),
  ],
);

/** Selling units of a product (piece, box of 12 …); `balance` is the stock in that unit. */
export const productUnits = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    parent_unit_id: integer('parent_unit_id').references((): AnyPgColumn => productUnits.id, { onDelete: 'set null' }),
    factor: integer('factor').notNull().default(1),
    price: money('price').notNull(),
    balance: integer('balance').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_units_product_idx').on(t.product_id),
    check('product_units_balance_nonneg', sql`${t.balance} >= 0`),
    check('product_units_price_nonneg', sql`${t.price} >= 0`),
  ],
);

/** Variant values (colour red, size M …). `value` is the machine value, `name_*` the label. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    hex: text('hex'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('variants_type_value_idx').on(t.type, t.value)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.variant_id] }), index('product_variants_variant_idx').on(t.variant_id)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The reviewing customer's id, once accounts exist; null for seeded reviews. */
    customer_id: integer('customer_id'),
    customer_name: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.product_id, t.created_at),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Offers and flash sales. `rolling_days` (demo data): the end date is moved forward to
 * today + rolling_days whenever it comes within a day of now, so the demo never expires.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    description_ar: text('description_ar').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    image: text('image'),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    rolling_days: integer('rolling_days'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('offers_slug_idx').on(t.slug)],
);

export const offerProducts = pgTable(
  'offer_products',
  {
    offer_id: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offer_id, t.product_id] })],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  rolling_days: integer('rolling_days'),
});

export const flashSaleProducts = pgTable(
  'flash_sale_products',
  {
    flash_sale_id: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flash_sale_id, t.product_id] })],
);
