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
import { sql } from "drizzle-orm";
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
} from "drizzle-orm/pg-core";
import { RESERVED_SLUGS } from "../lib/reserved.ts";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

/** Store settings: exactly one row (id = 1). */
export const settings = pgTable("settings", {
  id: integer("id").primaryKey(),
  name_ar: text("name_ar").notNull(),
  name_en: text("name_en").notNull(),
  fav_icon: text("fav_icon"),
  keywords_ar: text("keywords_ar").notNull().default(""),
  keywords_en: text("keywords_en").notNull().default(""),
  meta_description_ar: text("meta_description_ar").notNull().default(""),
  meta_description_en: text("meta_description_en").notNull().default(""),
  google_tag_manager_status: smallint("google_tag_manager_status").notNull().default(0),
  google_tag_manager_id: text("google_tag_manager_id"),
  google_console_status: smallint("google_console_status").notNull().default(0),
  google_console_id: text("google_console_id"),
  template: integer("template").notNull().default(3),
  about_ar: text("about_ar").notNull().default(""),
  about_en: text("about_en").notNull().default(""),
  active_payment_company: text("active_payment_company"),
  default_language: text("default_language").notNull().default("ar"),
  theme_color: text("theme_color"),
  free_map: smallint("free_map").notNull().default(1),
  logo: text("logo"),
  website_status: smallint("website_status").notNull().default(1),
  api_key: text("api_key"),
  card_integrations: integer("card_integrations"),
  wallet_integrations: integer("wallet_integrations"),
  card_frames: integer("card_frames"),
  contact_phone: text("contact_phone"),
  contact_email: text("contact_email"),
  free_shipping_over: money("free_shipping_over"),
  /** Minimum items subtotal (after item discounts) for checkout; null or 0: none. */
  min_purchase: money("min_purchase"),
  /** The shop's tax registration number, printed on orders. */
  tax_number: text("tax_number"),
  /**
   * Cash on delivery's ceiling: the highest cart total (after discounts and the coupon, with tax)
   * a courier may collect; above it the method is unavailable (decision 104). Null: no ceiling.
   */
  cod_max_total: money("cod_max_total"),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Header and footer menu links; children point at their parent with `parent_id`. */
export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    position: text("position", { enum: ["header", "footer"] }).notNull(),
    parent_id: integer("parent_id").references((): AnyPgColumn => menus.id, { onDelete: "cascade" }),
    title_ar: text("title_ar").notNull(),
    title_en: text("title_en").notNull(),
    url: text("url").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("menus_position_idx").on(t.position, t.sort)],
);

/** Content pages (about, privacy, terms …). `content_*` is HTML. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title_ar: text("title_ar").notNull(),
    title_en: text("title_en").notNull(),
    content_ar: text("content_ar").notNull().default(""),
    content_en: text("content_en").notNull().default(""),
    image: text("image"),
    is_featured: smallint("is_featured").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("pages_slug_idx").on(t.slug)],
);

/**
 * Currencies. `exchange_rate`: how many local-currency units one unit of this currency is
 * worth, so an amount in the local currency ÷ rate = the amount in this currency.
 */
export const currencies = pgTable(
  "currencies",
  {
    id: serial("id").primaryKey(),
    currency_name_ar: text("currency_name_ar").notNull(),
    currency_name_en: text("currency_name_en").notNull(),
    currency_code: text("currency_code").notNull(),
    country_ar: text("country_ar").notNull(),
    country_en: text("country_en").notNull(),
    exchange_rate: numeric("exchange_rate", { precision: 14, scale: 6, mode: "number" }).notNull(),
    is_local: smallint("is_local").notNull().default(0),
    is_online: smallint("is_online").notNull().default(1),
    sort: integer("sort").notNull().default(0),
    added_date: timestamp("added_date", { withTimezone: true, mode: "date" }).notNull(),
    last_update: timestamp("last_update", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("currencies_code_idx").on(t.currency_code)],
);

/* ─────────────────────────── Catalogue ─────────────────────────── */

/**
 * Media files. Seeded images are generated as SVG on request from `kind`/`color` and the
 * emoji that `file`/`label` map to (seed/emoji-map.ts); an uploaded file would keep its
 * bytes in `data`.
 */
export const media = pgTable("media", {
  file: text("file").primaryKey(),
  kind: text("kind").notNull(), // product | category | brand | logo | page | offer | icon
  label: text("label").notNull(),
  color: text("color").notNull(), // dominant colour, #rrggbb
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  content_type: text("content_type").notNull().default("image/svg+xml"),
  data: text("data"), // base64 bytes of an uploaded file; null: generated
});

const RESERVED_SQL_LIST = sql.raw(RESERVED_SLUGS.map((s) => `'${s.toLowerCase()}'`).join(", "));

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    parent_id: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    image: text("image"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_slug_idx").on(t.slug),
    index("categories_parent_idx").on(t.parent_id),
    check("categories_slug_not_reserved", sql`lower(${t.slug}) not in (${RESERVED_SQL_LIST})`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    logo: text("logo"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("brands_slug_idx").on(t.slug)],
);

export interface SpecRow {
  name: string;
  value: string;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** Products sharing a model_id are variants of one model (the contract's siblings). */
    model_id: integer("model_id"),
    category_id: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    brand_id: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    sku: text("sku").notNull(),
    barcode: text("barcode").notNull(),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    description_ar: text("description_ar").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    content_ar: text("content_ar").notNull().default(""),
    content_en: text("content_en").notNull().default(""),
    overview_ar: text("overview_ar").notNull().default(""),
    overview_en: text("overview_en").notNull().default(""),
    specifications_ar: jsonb("specifications_ar").$type<SpecRow[]>().notNull().default([]),
    specifications_en: jsonb("specifications_en").$type<SpecRow[]>().notNull().default([]),
    highlights_ar: jsonb("highlights_ar").$type<string[]>().notNull().default([]),
    highlights_en: jsonb("highlights_en").$type<string[]>().notNull().default([]),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** Percent of the price. */
    discount: numeric("discount", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    /** Percent applied to the discounted price. */
    tax: numeric("tax", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    /** The unit shown in lists (set after the units are inserted). */
    default_unit_id: integer("default_unit_id"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviews_count: integer("reviews_count").notNull().default(0),
    sold_count: integer("sold_count").notNull().default(0),
    is_trendy: smallint("is_trendy").notNull().default(0),
    is_featured: smallint("is_featured").notNull().default(0),
    is_active: smallint("is_active").notNull().default(1),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Folded search text (db/search-text.ts, lib/search-text.ts): the names; brand, category
     * and SKU; the descriptions — both languages each. Written by `refreshSearchText`;
     * `search_key` says which fold made them ('' = not yet).
     */
    search_name: text("search_name").notNull().default(""),
    search_meta: text("search_meta").notNull().default(""),
    search_body: text("search_body").notNull().default(""),
    search_key: text("search_key").notNull().default(""),
  },
  (t) => [
    uniqueIndex("products_slug_idx").on(t.slug),
    uniqueIndex("products_sku_idx").on(t.sku),
    index("products_category_idx").on(t.category_id),
    index("products_brand_idx").on(t.brand_id),
    index("products_model_idx").on(t.model_id),
    check("products_discount_range", sql`${t.discount} >= 0 and ${t.discount} <= 100`),
  ],
);

/** Selling units of a product (piece, box of 12 …); `balance` is the stock in that unit. */
export const productUnits = pgTable(
  "product_units",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    parent_unit_id: integer("parent_unit_id").references((): AnyPgColumn => productUnits.id, { onDelete: "set null" }),
    factor: integer("factor").notNull().default(1),
    price: money("price").notNull(),
    balance: integer("balance").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("product_units_product_idx").on(t.product_id),
    check("product_units_balance_nonneg", sql`${t.balance} >= 0`),
    check("product_units_price_nonneg", sql`${t.price} >= 0`),
  ],
);

/** Variant values (colour red, size M …). `value` is the machine value, `name_*` the label. */
export const variants = pgTable(
  "variants",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    value: text("value").notNull(),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    hex: text("hex"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("variants_type_value_idx").on(t.type, t.value)],
);

export const productVariants = pgTable(
  "product_variants",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variant_id: integer("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.variant_id] }), index("product_variants_variant_idx").on(t.variant_id)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The reviewing customer's id, once accounts exist; null for seeded reviews. */
    customer_id: integer("customer_id"),
    customer_name: text("customer_name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.product_id, t.created_at),
    uniqueIndex("reviews_customer_product_idx").on(t.product_id, t.customer_id).where(sql`${t.customer_id} is not null`),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Offers and flash sales. `rolling_days` (demo data): the end date is moved forward to
 * today + rolling_days whenever it comes within a day of now, so the demo never expires.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title_ar: text("title_ar").notNull(),
    title_en: text("title_en").notNull(),
    description_ar: text("description_ar").notNull().default(""),
    description_en: text("description_en").notNull().default(""),
    image: text("image"),
    discount: numeric("discount", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    rolling_days: integer("rolling_days"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("offers_slug_idx").on(t.slug)],
);

export const offerProducts = pgTable(
  "offer_products",
  {
    offer_id: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offer_id, t.product_id] })],
);

export const flashSales = pgTable("flash_sales", {
  id: serial("id").primaryKey(),
  title_ar: text("title_ar").notNull(),
  title_en: text("title_en").notNull(),
  starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
  ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
  rolling_days: integer("rolling_days"),
});

export const flashSaleProducts = pgTable(
  "flash_sale_products",
  {
    flash_sale_id: integer("flash_sale_id")
      .notNull()
      .references(() => flashSales.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flash_sale_id, t.product_id] })],
);

/* ─────────────────────────── Accounts ─────────────────────────── */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Secrets generated once per database (HMAC keys for derived tokens). */
export const storeSecrets = pgTable("store_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    username: text("username").notNull(),
    /** Stored lower-case. */
    email: text("email").notNull(),
    /** E.164 (+20…, +966…). */
    mobile: text("mobile").notNull(),
    additional_phone: text("additional_phone"),
    gender: text("gender", { enum: ["male", "female"] })
      .notNull()
      .default("male"),
    currency: text("currency"),
    mobile_verified: smallint("mobile_verified").notNull().default(0),
    newsletter: smallint("newsletter").notNull().default(0),
    /** scrypt$N$r$p$salt$hash (base64). */
    password_hash: text("password_hash").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_idx").on(t.email),
    uniqueIndex("customers_username_idx").on(sql`lower(${t.username})`),
    uniqueIndex("customers_mobile_idx").on(t.mobile),
  ],
);

/** One sign-in: its access and refresh tokens hang off it; logout deletes it. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: serial("id").primaryKey(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    remember: smallint("remember").notNull().default(0),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("customer_sessions_customer_idx").on(t.customer_id)],
);

/** Access tokens (sha256 of the token). */
export const accessTokens = pgTable(
  "access_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    session_id: integer("session_id")
      .notNull()
      .references(() => customerSessions.id, { onDelete: "cascade" }),
    expires_at: ts("expires_at").notNull(),
  },
  (t) => [index("access_tokens_session_idx").on(t.session_id), index("access_tokens_expires_idx").on(t.expires_at)],
);

/**
 * Refresh tokens (sha256 of the token). Rotation: using one creates its successor (derived
 * from it with an HMAC, so presenting it again yields the same pair) and sets rotated_at.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    token_hash: text("token_hash").notNull(),
    session_id: integer("session_id")
      .notNull()
      .references(() => customerSessions.id, { onDelete: "cascade" }),
    expires_at: ts("expires_at").notNull(),
    rotated_at: ts("rotated_at"),
    successor_hash: text("successor_hash"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_idx").on(t.token_hash), index("refresh_tokens_session_idx").on(t.session_id)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    token_hash: text("token_hash").primaryKey(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expires_at: ts("expires_at").notNull(),
    used_at: ts("used_at"),
  },
  (t) => [index("password_resets_customer_idx").on(t.customer_id)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    mobile: text("mobile").notNull(),
    code_hash: text("code_hash").notNull(),
    expires_at: ts("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    used_at: ts("used_at"),
  },
  (t) => [index("otp_codes_customer_idx").on(t.customer_id, t.mobile)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  created_at: ts("created_at").notNull().defaultNow(),
});

/** Replays of POSTs carrying an Idempotency-Key, per owner scope. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    cart_id: integer("cart_id"),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.created_at)],
);

/* ─────────────────────────── Carts, coupons, favourites ─────────────────────────── */

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case. */
    code: text("code").notNull(),
    /** Percent of the items' discounted subtotal. */
    rate: numeric("rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    starts_at: ts("starts_at"),
    expires_at: ts("expires_at"),
    /** Orders that may use it in total (null: unlimited). */
    usage_limit: integer("usage_limit"),
    /** Orders per customer (null: unlimited). */
    per_customer_limit: integer("per_customer_limit"),
    used_count: integer("used_count").notNull().default(0),
    is_active: smallint("is_active").notNull().default(1),
  },
  (t) => [uniqueIndex("coupons_code_idx").on(t.code), check("coupons_rate_range", sql`${t.rate} > 0 and ${t.rate} <= 100`)],
);

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    /** Set for an account's cart; null for a guest cart (identified by the guest_cart cookie). */
    customer_id: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    /** Random part of the guest token (the cookie is `<id>.<hmac>`). */
    guest_nonce: text("guest_nonce"),
    coupon_id: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_customer_idx").on(t.customer_id)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cart_id: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    unit_id: integer("unit_id")
      .notNull()
      .references(() => productUnits.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_items_line_idx").on(t.cart_id, t.unit_id), check("cart_items_qty_pos", sql`${t.qty} > 0`)],
);

export const favourites = pgTable(
  "favourites",
  {
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customer_id, t.product_id] })],
);

/* ─────────────────────────── Regions, shipping, payment methods ─────────────────────────── */

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  name_ar: text("name_ar").notNull(),
  name_en: text("name_en").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("states_country_idx").on(t.country_id)],
);

export const towns = pgTable(
  "towns",
  {
    id: serial("id").primaryKey(),
    state_id: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    lat: numeric("lat", { precision: 9, scale: 6, mode: "number" }).notNull(),
    lng: numeric("lng", { precision: 9, scale: 6, mode: "number" }).notNull(),
    /** 0: the shop does not deliver there. */
    available: smallint("available").notNull().default(1),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("towns_state_idx").on(t.state_id)],
);

export const shippingCompanies = pgTable("shipping_companies", {
  id: serial("id").primaryKey(),
  name_ar: text("name_ar").notNull(),
  name_en: text("name_en").notNull(),
  logo: text("logo"),
  sort: integer("sort").notNull().default(0),
});

export const shippingTypes = pgTable(
  "shipping_types",
  {
    id: serial("id").primaryKey(),
    company_id: integer("company_id")
      .notNull()
      .references(() => shippingCompanies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["standard", "express"] }).notNull(),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    fee: money("fee").notNull(),
    days_min: integer("days_min").notNull(),
    days_max: integer("days_max").notNull(),
  },
  (t) => [index("shipping_types_company_idx").on(t.company_id)],
);

/** The states a shipping company serves. */
export const shippingCompanyStates = pgTable(
  "shipping_company_states",
  {
    company_id: integer("company_id")
      .notNull()
      .references(() => shippingCompanies.id, { onDelete: "cascade" }),
    state_id: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.state_id] }), index("shipping_company_states_state_idx").on(t.state_id)],
);

/** 1 cash on delivery, 2 card, 3 wallet. */
export const paymentMethods = pgTable("payment_methods", {
  id: integer("id").primaryKey(),
  name_ar: text("name_ar").notNull(),
  name_en: text("name_en").notNull(),
  fee: money("fee").notNull().default(0),
  is_active: smallint("is_active").notNull().default(1),
});

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    receiver_name: text("receiver_name").notNull(),
    receiver_phone: text("receiver_phone").notNull(),
    address_name: text("address_name").notNull(),
    default_setting: smallint("default_setting").notNull().default(0),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id),
    state_id: integer("state_id")
      .notNull()
      .references(() => states.id),
    town_id: integer("town_id")
      .notNull()
      .references(() => towns.id),
    lat: numeric("lat", { precision: 9, scale: 6, mode: "number" }).notNull(),
    lng: numeric("lng", { precision: 9, scale: 6, mode: "number" }).notNull(),
    detailed_address: text("detailed_address").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("addresses_customer_idx").on(t.customer_id)],
);

/* ─────────────────────────── Orders and payments ─────────────────────────── */

/** The address as it was when the order was placed (both languages). */
export interface AddressSnapshot {
  id: number;
  receiver_name: string;
  receiver_phone: string;
  address_name: string;
  default_setting: number;
  country: { id: number; name_ar: string; name_en: string };
  state: { id: number; name_ar: string; name_en: string };
  town: { id: number; name_ar: string; name_en: string };
  lat: number;
  lng: number;
  detailed_address: string;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    uuid: text("uuid").notNull(),
    order_number: text("order_number").notNull(),
    invoice_number: text("invoice_number").notNull(),
    customer_id: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** 0|1 pending, 2 rejected, 3 canceled, 4 delivered. */
    status: smallint("status").notNull().default(0),
    progress: text("progress", { enum: ["preparing", "shipped", "delivered", "rejected", "postponed"] })
      .notNull()
      .default("preparing"),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    shipping_company_id: integer("shipping_company_id"),
    shipping_type_id: integer("shipping_type_id"),
    shipping_fee: money("shipping_fee").notNull().default(0),
    payment_method_id: integer("payment_method_id").notNull(),
    payment_method_fee: money("payment_method_fee").notNull().default(0),
    subtotal: money("subtotal").notNull(),
    items_discount: money("items_discount").notNull().default(0),
    coupon_id: integer("coupon_id"),
    coupon_code: text("coupon_code"),
    coupon_rate: numeric("coupon_rate", { precision: 5, scale: 2, mode: "number" }),
    coupon_discount: money("coupon_discount").notNull().default(0),
    tax_total: money("tax_total").notNull().default(0),
    /** Items after their discounts plus tax, before the coupon. */
    total: money("total").notNull(),
    /** What the customer pays: total − coupon + shipping + payment fee. */
    net_total: money("net_total").notNull(),
    quantity: integer("quantity").notNull(),
    payment_status: text("payment_status", { enum: ["unpaid", "paid", "failed", "mismatch"] })
      .notNull()
      .default("unpaid"),
    provider_order_id: text("provider_order_id"),
    merchant_order_id: text("merchant_order_id"),
    transaction_id: text("transaction_id"),
    paid_at: ts("paid_at"),
    /** Card/wallet: when the last payment key expires (created_at + 600 s without an attempt). */
    payment_expires_at: ts("payment_expires_at"),
    expected_shipping_date: ts("expected_shipping_date"),
    shipment_number: text("shipment_number"),
    tax_number: text("tax_number"),
    receiver_name: text("receiver_name").notNull(),
    receiver_phone: text("receiver_phone").notNull(),
    payment_phone: text("payment_phone"),
    customer_notes: text("customer_notes"),
    notes: text("notes"),
    cancel_reason: text("cancel_reason"),
    idempotency_key: text("idempotency_key"),
    created_at: ts("created_at").notNull().defaultNow(),
    updated_at: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_uuid_idx").on(t.uuid),
    uniqueIndex("orders_number_idx").on(t.order_number),
    index("orders_customer_idx").on(t.customer_id, t.created_at),
    uniqueIndex("orders_idempotency_idx").on(t.customer_id, t.idempotency_key),
    index("orders_unpaid_idx").on(t.payment_expires_at).where(sql`${t.payment_status} <> 'paid' and ${t.status} in (0, 1)`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    product_id: integer("product_id"),
    unit_id: integer("unit_id"),
    uuid: text("uuid").notNull(),
    name_ar: text("name_ar").notNull(),
    name_en: text("name_en").notNull(),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    price_after_discount: money("price_after_discount").notNull(),
    tax: numeric("tax", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    barcode: text("barcode").notNull(),
    unit_ar: text("unit_ar").notNull(),
    unit_en: text("unit_en").notNull(),
    parent_unit_ar: text("parent_unit_ar"),
    parent_unit_en: text("parent_unit_en"),
    color_ar: text("color_ar"),
    color_en: text("color_en"),
    size_ar: text("size_ar"),
    size_en: text("size_en"),
  },
  (t) => [index("order_items_order_idx").on(t.order_id)],
);

/** Coupon uses per order (for per-customer limits). */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    coupon_id: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customer_id: integer("customer_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.coupon_id, t.order_id] }), index("coupon_redemptions_customer_idx").on(t.coupon_id, t.customer_id)],
);

/** Each payment attempt registered for an order (a provider order per attempt). */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: serial("id").primaryKey(),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    provider_order_id: text("provider_order_id").notNull(),
    merchant_order_id: text("merchant_order_id").notNull(),
    amount_cents: integer("amount_cents").notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("payment_attempts_provider_order_idx").on(t.provider, t.provider_order_id), index("payment_attempts_order_idx").on(t.order_id)],
);

/** Provider transactions seen (each handled once). */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    provider: text("provider").notNull(),
    transaction_id: text("transaction_id").notNull(),
    order_id: integer("order_id"),
    result: text("result").notNull(),
    body: jsonb("body").$type<unknown>().notNull(),
    created_at: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.transaction_id] })],
);
