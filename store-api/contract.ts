/**
 * The contract's shapes (store-api-contract.md) as zod schemas. They document the OpenAPI
 * answers and the tests parse real answers with them.
 */
import { z } from '@hono/zod-openapi';

export const Flag = z.union([z.literal(0), z.literal(1)]).openapi({ type: 'integer', enum: [0, 1] });

export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const Settings = z
  .object({
    name: z.string(),
    favIcon: z.string().nullable(),
    keywords_ar: z.string(),
    keywords_en: z.string(),
    meta_description_ar: z.string(),
    meta_description_en: z.string(),
    google_tag_manager_status: Flag,
    google_tag_manager_id: z.string().nullable(),
    google_console_status: Flag,
    google_console_id: z.string().nullable(),
    template: z.number().int(),
    about: z.string(),
    active_payment_company: z.string().nullable(),
    default_language: z.enum(['ar', 'en']),
    theme_color: z.string().nullable(),
    free_map: Flag,
    logo: z.string().nullable().openapi({ description: 'media file name: GET /media/{w}x{h}/{file}' }),
    website_status: Flag.openapi({ description: '1 on, 0 off (the storefront answers 530)' }),
    api_key: z.string().nullable().openapi({ description: 'maps key' }),
    card_integrations: z.number().int().nullable(),
    wallet_integrations: z.number().int().nullable(),
    card_frames: z.number().int().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    free_shipping_over: z.number().nullable().optional(),
  })
  .openapi('Settings');
export type Settings = z.infer<typeof Settings>;

export interface MenuItemT {
  id: number;
  title: string;
  url: string;
  children?: MenuItemT[];
}
export const MenuItem: z.ZodType<MenuItemT> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    get children() {
      return z.array(MenuItem).optional();
    },
  })
  .openapi('MenuItem');

export const Bootstrap = z
  .object({
    settings: Settings,
    menus: z.object({ header: z.array(MenuItem), footer: z.array(MenuItem) }),
  })
  .openapi('Bootstrap');
export type Bootstrap = z.infer<typeof Bootstrap>;

export const Currency = z
  .object({
    id: z.number().int(),
    currency_name: z.string(),
    currency_code: z.string(),
    country: z.string(),
    Last_update: z.string().openapi({ format: 'date-time' }),
    added_date: z.string().openapi({ format: 'date-time' }),
    exchange_rate: z.number().openapi({ description: 'local amount ÷ exchange_rate = amount in this currency' }),
    is_local: Flag,
    is_online: Flag,
  })
  .openapi('Currency');
export type Currency = z.infer<typeof Currency>;

export const Page = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: 'HTML' }),
    image: z.string().nullable().optional(),
    is_featured: Flag,
  })
  .openapi('Page');
export type Page = z.infer<typeof Page>;

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const Meta = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .openapi('Meta');
export type Meta = z.infer<typeof Meta>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: Meta });

export interface CategoryT {
  id: number;
  slug: string;
  name: string;
  image?: string | null;
  parent_id?: number | null;
  products_count: number;
  children?: CategoryT[];
}
export const Category: z.ZodType<CategoryT> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable().optional(),
    parent_id: z.number().int().nullable().optional(),
    products_count: z.number().int().openapi({ description: 'active products, sub-categories included' }),
    get children() {
      return z.array(Category).optional();
    },
  })
  .openapi('Category');

export const Brand = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable().optional() })
  .openapi('Brand');
export type Brand = z.infer<typeof Brand>;

export const Ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const Unit = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent_unit: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
    factor: z.number(),
    price: z.number(),
    balance: z.number().int(),
  })
  .openapi('Unit');
export type Unit = z.infer<typeof Unit>;

export const Variant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string().openapi({ example: 'color' }),
    value: z.string(),
    hex: z.string().nullable().optional(),
  })
  .openapi('Variant');
export type Variant = z.infer<typeof Variant>;

export const ProductSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    price: z.number().openapi({ description: 'price of the default unit, before the discount' }),
    discount: z.number().openapi({ description: 'percent' }),
    balance: z.number().int(),
    rating: z.number(),
    reviews_count: z.number().int(),
    category: Ref,
    brand: Ref.nullable().optional(),
    default_unit_id: z.number().int(),
    is_favourite: Flag,
  })
  .openapi('ProductSummary');
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable().optional(),
    customer_name: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Review');
export type Review = z.infer<typeof Review>;

export const Product = ProductSummary.extend({
  sku: z.string(),
  barcode: z.string(),
  content: z.string().openapi({ description: 'HTML' }),
  description: z.string(),
  overview: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  highlights: z.array(z.string()),
  images: z.array(z.string()),
  units: z.array(Unit),
  variants: z.array(Variant),
  siblings: z.array(z.object({ slug: z.string(), variants: z.array(Variant) })),
  tax: z.number().openapi({ description: 'percent, applied to the discounted price' }),
  reviews: z.array(Review),
  related: z.array(ProductSummary),
}).openapi('Product');
export type Product = z.infer<typeof Product>;

export const Offer = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    discount: z.number(),
    starts_at: z.string().openapi({ format: 'date-time' }),
    ends_at: z.string().openapi({ format: 'date-time' }),
    products: z.array(ProductSummary).optional(),
  })
  .openapi('Offer');
export type Offer = z.infer<typeof Offer>;

export const FlashSale = z
  .object({
    id: z.number().int(),
    title: z.string(),
    ends_at: z.string().openapi({ format: 'date-time' }),
    products: z.array(ProductSummary),
  })
  .openapi('FlashSale');
export type FlashSale = z.infer<typeof FlashSale>;

export const Home = z
  .object({
    trendy: z.array(ProductSummary),
    featured: z.array(ProductSummary),
    best_sellers: z.array(ProductSummary),
    flash_sales: z.array(FlashSale),
    offers: z.array(Offer),
    categories: z.array(Category),
    brands: z.array(Brand),
  })
  .openapi('Home');
export type Home = z.infer<typeof Home>;

export const VariantGroup = z.object({ type: z.string(), values: z.array(Variant) }).openapi('VariantGroup');
export type VariantGroup = z.infer<typeof VariantGroup>;
