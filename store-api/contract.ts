/**
 * The contract's shapes (store-api-contract.md) as zod schemas. They document the OpenAPI
 * answers and the tests parse real answers with them.
 */
import { z } from "@hono/zod-openapi";

export const Flag = z.union([z.literal(0), z.literal(1)]).openapi({ type: "integer", enum: [0, 1] });

export const ErrorBody = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error");

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
    default_language: z.enum(["ar", "en"]),
    theme_color: z.string().nullable(),
    free_map: Flag,
    logo: z.string().nullable().openapi({ description: "media file name: GET /media/{w}x{h}/{file}" }),
    website_status: Flag.openapi({ description: "1 on, 0 off (the storefront answers 530)" }),
    api_key: z.string().nullable().openapi({ description: "maps key" }),
    card_integrations: z.number().int().nullable(),
    wallet_integrations: z.number().int().nullable(),
    card_frames: z.number().int().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    free_shipping_over: z.number().nullable().optional(),
    min_purchase: z.number().nullable().optional().openapi({ description: "minimum items subtotal for checkout (local currency)" }),
  })
  .openapi("Settings");
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
  .openapi("MenuItem");

export const Bootstrap = z
  .object({
    settings: Settings,
    menus: z.object({ header: z.array(MenuItem), footer: z.array(MenuItem) }),
  })
  .openapi("Bootstrap");
export type Bootstrap = z.infer<typeof Bootstrap>;

export const Currency = z
  .object({
    id: z.number().int(),
    currency_name: z.string(),
    currency_code: z.string(),
    country: z.string(),
    Last_update: z.string().openapi({ format: "date-time" }),
    added_date: z.string().openapi({ format: "date-time" }),
    exchange_rate: z.number().openapi({ description: "local amount ÷ exchange_rate = amount in this currency" }),
    is_local: Flag,
    is_online: Flag,
  })
  .openapi("Currency");
export type Currency = z.infer<typeof Currency>;

export const Page = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: "HTML" }),
    image: z.string().nullable().optional(),
    is_featured: Flag,
  })
  .openapi("Page");
export type Page = z.infer<typeof Page>;

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const Meta = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    with_tax: z.literal(1).optional().openapi({ description: "search only: the price bounds and sorts read prices with tax (with_tax=1, an extension)" }),
  })
  .openapi("Meta");
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
    products_count: z.number().int().openapi({ description: "active products, sub-categories included" }),
    get children() {
      return z.array(Category).optional();
    },
  })
  .openapi("Category");

export const Brand = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo: z.string().nullable().optional() }).openapi("Brand");
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
  .openapi("Unit");
export type Unit = z.infer<typeof Unit>;

export const Variant = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string().openapi({ example: "color" }),
    value: z.string(),
    hex: z.string().nullable().optional(),
  })
  .openapi("Variant");
export type Variant = z.infer<typeof Variant>;

export const ProductSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    price: z.number().openapi({ description: "price of the default unit, before the discount" }),
    discount: z.number().openapi({ description: "percent" }),
    // An addition to the contract (decision 075): a card can show its price with tax.
    tax: z.number().optional().openapi({ description: "percent, applied to the discounted price" }),
    balance: z.number().int(),
    rating: z.number(),
    reviews_count: z.number().int(),
    category: Ref,
    brand: Ref.nullable().optional(),
    default_unit_id: z.number().int(),
    is_favourite: Flag,
  })
  .openapi("ProductSummary");
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable().optional(),
    customer_name: z.string(),
    created_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("Review");
export type Review = z.infer<typeof Review>;

export const Product = ProductSummary.extend({
  sku: z.string(),
  barcode: z.string(),
  content: z.string().openapi({ description: "HTML" }),
  description: z.string(),
  overview: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  highlights: z.array(z.string()),
  images: z.array(z.string()),
  units: z.array(Unit),
  variants: z.array(Variant),
  siblings: z.array(
    z.object({
      slug: z.string(),
      variants: z.array(Variant),
      balance: z.number().int().optional().openapi({ description: "the sibling's stock in its default unit; optional (a backend may leave it out)" }),
    }),
  ),
  tax: z.number().openapi({ description: "percent, applied to the discounted price" }),
  reviews: z.array(Review),
  related: z.array(ProductSummary),
}).openapi("Product");
export type Product = z.infer<typeof Product>;

export const Offer = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    discount: z.number(),
    starts_at: z.string().openapi({ format: "date-time" }),
    ends_at: z.string().openapi({ format: "date-time" }),
    products: z.array(ProductSummary).optional(),
  })
  .openapi("Offer");
export type Offer = z.infer<typeof Offer>;

export const FlashSale = z
  .object({
    id: z.number().int(),
    title: z.string(),
    ends_at: z.string().openapi({ format: "date-time" }),
    products: z.array(ProductSummary),
  })
  .openapi("FlashSale");
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
  .openapi("Home");
export type Home = z.infer<typeof Home>;

export const VariantGroup = z.object({ type: z.string(), values: z.array(Variant) }).openapi("VariantGroup");
export type VariantGroup = z.infer<typeof VariantGroup>;

/* ─────────────────────────── Accounts ─────────────────────────── */

export const User = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    mobile: z.string().openapi({ description: "E.164" }),
    additional_phone: z.string().nullable().optional(),
    gender: z.enum(["male", "female"]),
    currency: z.string().nullable().optional().openapi({ description: "preferred currency code" }),
    mobile_verified: Flag,
    newsletter: Flag,
    rates: z.number().optional().openapi({ description: "number of reviews written" }),
  })
  .openapi("User");
export type User = z.infer<typeof User>;

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().openapi({ description: "seconds until the access token expires" }),
});
export const AuthAnswer = z.object({ data: TokenPair.extend({ user: User }) }).openapi("AuthAnswer");
export const RefreshAnswer = z.object({ data: TokenPair }).openapi("RefreshAnswer");
export const MessageBody = z.object({ message: z.string() }).openapi("Message");

/* ─────────────────────────── Cart ─────────────────────────── */

export const CartItem = z
  .object({
    id: z.number().int(),
    item_id: z.number().int().openapi({ description: "product id" }),
    unit_id: z.number().int(),
    product_slug: z.string(),
    category_slug: z.string(),
    name: z.string(),
    image: z.string(),
    price: z.number().openapi({ description: "unit price before the discount" }),
    discount: z.number().openapi({ description: "percent" }),
    qty: z.number().int(),
    balance: z.number().int(),
    tax: z.number().openapi({ description: "percent of the discounted price" }),
    unit: z.object({ id: z.number().int(), name: z.string() }),
    variants: z.array(Variant),
    line_total: z.number().openapi({ description: "round2(price after discount) × qty (before tax)" }),
  })
  .openapi("CartItem");
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z
  .object({
    items: z.array(CartItem),
    subtotal: z.number().openapi({ description: "sum of line_total (after item discounts)" }),
    discount_total: z.number().openapi({ description: "item discounts" }),
    coupon_discount: z.number(),
    tax_total: z.number().openapi({ description: "Σ qty × round2(price after discount × tax / 100): tax rounded per unit (decision 075)" }),
    total: z.number().openapi({ description: "subtotal − coupon_discount + tax_total" }),
    coupon: z.object({ code: z.string(), rate: z.number() }).nullable().optional(),
    min_purchase: z.object({ amount: z.number() }).nullable().optional().openapi({ description: "present when the subtotal is below the minimum purchase" }),
  })
  .openapi("Cart");
export type Cart = z.infer<typeof Cart>;

/* ─────────────────────────── Regions, addresses, shipping ─────────────────────────── */

const IdName = z.object({ id: z.number().int(), name: z.string() });

export const Country = z
  .object({
    id: z.number().int(),
    name: z.string(),
    states: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        towns: z.array(z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number(), available: Flag })),
      }),
    ),
  })
  .openapi("Country");
export type Country = z.infer<typeof Country>;

export const Address = z
  .object({
    id: z.number().int(),
    receiver_name: z.string(),
    receiver_phone: z.string(),
    address_name: z.string(),
    default_setting: Flag,
    country: IdName,
    state: IdName,
    town: IdName,
    lat: z.number(),
    lng: z.number(),
    detailed_address: z.string(),
  })
  .openapi("Address");
export type Address = z.infer<typeof Address>;

export const ShippingCompany = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable().optional(),
    types: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        fee: z.number(),
        days_min: z.number().int(),
        days_max: z.number().int(),
      }),
    ),
  })
  .openapi("ShippingCompany");
export type ShippingCompany = z.infer<typeof ShippingCompany>;

export const PaymentMethod = z
  .object({
    payment_method_Id: z.union([z.literal(1), z.literal(2), z.literal(3)]).openapi({ type: "integer", enum: [1, 2, 3] }),
    name: z.string(),
    fee: z.number(),
    available: Flag,
    /** Optional (decision 104): the method's ceiling, answered with available 0 when the signed-in customer's cart total is above it. */
    max_total: z.number().optional().openapi({ description: "the highest cart total (local currency) this method takes; sent when the cart is above it" }),
  })
  .openapi("PaymentMethod");
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const Quote = z
  .object({
    subtotal: z.number(),
    discount_total: z.number(),
    coupon_discount: z.number(),
    tax_total: z.number(),
    shipping_fee: z.number(),
    payment_method_fee: z.number(),
    total: z.number(),
  })
  .openapi("Quote");
export type Quote = z.infer<typeof Quote>;

export const OrderItem = z
  .object({
    name: z.string(),
    quantity: z.number().int(),
    price: z.number(),
    price_after_discount: z.number(),
    /** The item's tax rate in percent, so a storefront can show its savings with tax (optional: not every backend sends it). */
    tax: z.number().optional(),
    barcode: z.string(),
    unit: z.string(),
    parent_unit: z.string().nullable().optional(),
    color: z.string().nullable().optional(),
    size: z.string().nullable().optional(),
    uuid: z.string(),
    /** The product and unit ordered, and the product's slug while it is on sale (buy again, issue 42). */
    item_id: z.number().int().nullable().optional(),
    unit_id: z.number().int().nullable().optional(),
    slug: z.string().nullable().optional(),
    /** The product's picture while the product exists (a media file, as a ProductSummary's `image`): the orders list shows it (issue 37). */
    image: z.string().nullable().optional(),
  })
  .openapi("OrderItem");

export const Order = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    order_number: z.string(),
    invoice_number: z.string(),
    created_at: z.string().openapi({ format: "date-time" }),
    status: z.number().int().openapi({ description: "0|1 pending, 2 rejected, 3 canceled, 4 delivered" }),
    progress: z.enum(["preparing", "shipped", "delivered", "rejected", "postponed"]),
    items: z.array(OrderItem),
    quantity: z.number().int(),
    shipping_fee: z.number(),
    payment_method: z.object({ payment_method_Id: z.number().int(), name: z.string() }),
    payment_method_fee: z.number(),
    tax_total: z.number(),
    discount_total: z.number().openapi({ description: "the coupon's discount (item discounts are in the items)" }),
    coupon_discount: z.number().optional(),
    coupon: z.object({ code: z.string(), rate: z.number() }).nullable().optional(),
    subtotal: z.number().optional().openapi({ description: "items after their discounts, before tax" }),
    total: z.number().openapi({ description: "items and tax, before the coupon" }),
    total_after_discount: z.number(),
    net_total: z.number(),
    amount_due: z.number(),
    expected_shipping_date: z.string().nullable().optional(),
    shipment_number: z.string().nullable().optional(),
    tax_number: z.string().nullable().optional(),
    receiver_name: z.string(),
    receiver_phone: z.string(),
    payment_phone: z.string().nullable().optional(),
    customer_notes: z.string().nullable().optional(),
    notes: z.string().nullable().optional(),
    cancel_reason: z.string().nullable().optional(),
    can_cancel: Flag,
    payment: z.object({
      status: z.enum(["unpaid", "paid", "failed", "mismatch"]),
      provider_order_id: z.string().nullable().optional(),
      merchant_order_id: z.string().nullable().optional(),
      transaction_id: z.string().nullable().optional(),
      cancel_at: z.string().nullable().optional().openapi({
        description:
          "An unpaid card or wallet order: when it is cancelled unless paid (its payment time, 600 s from placing or the last attempt, and 5 minutes' grace). An extension of the shared contract; a storefront without it says the rule in words",
      }),
    }),
    address: Address,
  })
  .openapi("Order");
export type Order = z.infer<typeof Order>;
