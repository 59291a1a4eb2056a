/**
 * Browser-safe zod schemas for the catalogue answers (store-api-contract.md, "Shapes":
 * Category, Brand, Unit, Variant, ProductSummary, Product, Review, Offer, FlashSale, home).
 * Lenient like `./store.ts`: numbers may be strings, optional parts may be missing or null,
 * and one broken item in a list is dropped instead of failing the whole page.
 */
import { z } from "zod";
import { flag, id, ListMetaSchema, numeric, optionalText, text } from "./store";

/** Missing or null → []. */
const listOr = <S extends z.ZodType>(item: S) => z.preprocess((v) => (v == null ? [] : v), z.array(item));

/** Like `listOr`, but items that do not parse are left out (a sparse backend still renders the rest). */
const lenientList = <S extends z.ZodType>(item: S) => z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => item.safeParse(x).success) : []), z.array(item));

/** A number that may be missing or garbage: → `fallback`. */
const numberOr = (fallback: number) => numeric.catch(fallback);

export const RefSchema = z.object({ id, slug: z.string().min(1), name: text });
export type Ref = z.infer<typeof RefSchema>;

export interface Category {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  parent_id: number | null;
  products_count: number;
  children: Category[];
}

export const CategorySchema: z.ZodType<Category, unknown> = z.lazy(() =>
  z.object({
    id,
    slug: z.string().min(1),
    name: text,
    image: optionalText,
    parent_id: id.nullable().catch(null),
    products_count: numberOr(0),
    children: lenientList(CategorySchema),
  }),
);

export const BrandSchema = z.object({ id, slug: z.string().min(1), name: text, logo: optionalText });
export type Brand = z.infer<typeof BrandSchema>;

export const VariantSchema = z.object({
  id,
  name: text,
  type: z.string().min(1),
  value: text,
  hex: optionalText,
});
export type Variant = z.infer<typeof VariantSchema>;

export const VariantGroupSchema = z.object({ type: z.string().min(1), values: lenientList(VariantSchema) });
export type VariantGroup = z.infer<typeof VariantGroupSchema>;

export const UnitSchema = z.object({
  id,
  name: text,
  parent_unit: z.object({ id, name: text }).nullable().catch(null),
  factor: numberOr(1),
  price: numeric,
  balance: numberOr(0),
});
export type Unit = z.infer<typeof UnitSchema>;

export const ProductSummarySchema = z.object({
  id,
  slug: z.string().min(1),
  name: text,
  /** A media file name; null when the backend has none (the server then uses the store logo). */
  image: optionalText,
  /** The default unit's price in the local currency, before the discount. */
  price: numeric,
  /** Percent. */
  discount: numberOr(0),
  /** Percent of the discounted price (decision 075: an addition to the contract's summary; 0 when absent). */
  tax: numberOr(0),
  balance: numberOr(0),
  rating: numberOr(0),
  reviews_count: numberOr(0),
  category: RefSchema,
  brand: RefSchema.nullable().catch(null),
  default_unit_id: id.nullable().catch(null),
  is_favourite: flag(0),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ReviewSchema = z.object({
  id,
  rating: numberOr(0),
  comment: optionalText,
  customer_name: text,
  created_at: text,
});
export type Review = z.infer<typeof ReviewSchema>;

export const SpecificationSchema = z.object({ name: text, value: text });

export const ProductSchema = ProductSummarySchema.extend({
  sku: text,
  barcode: text,
  /** Untrusted HTML (content, description, overview): sanitise before rendering. */
  content: text,
  description: text,
  overview: text,
  specifications: lenientList(SpecificationSchema),
  highlights: lenientList(z.string()),
  images: lenientList(z.string().min(1)),
  units: lenientList(UnitSchema),
  variants: lenientList(VariantSchema),
  /** `balance`: the Store API's sibling stock (decision 096); another backend may leave it out, and its choices are then not marked. */
  siblings: lenientList(z.object({ slug: z.string().min(1), variants: listOr(VariantSchema), balance: z.number().optional().catch(undefined) })),
  tax: numberOr(0),
  reviews: lenientList(ReviewSchema),
  related: lenientList(ProductSummarySchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const OfferSchema = z.object({
  id,
  slug: z.string().min(1),
  title: text,
  description: text,
  image: optionalText,
  discount: numberOr(0),
  starts_at: text,
  ends_at: text,
  products: lenientList(ProductSummarySchema),
});
export type Offer = z.infer<typeof OfferSchema>;

export const FlashSaleSchema = z.object({
  id,
  title: text,
  ends_at: z.string().min(1),
  products: lenientList(ProductSummarySchema),
});
export type FlashSale = z.infer<typeof FlashSaleSchema>;

export const HomeSchema = z.object({
  trendy: lenientList(ProductSummarySchema),
  featured: lenientList(ProductSummarySchema),
  best_sellers: lenientList(ProductSummarySchema),
  flash_sales: lenientList(FlashSaleSchema),
  offers: lenientList(OfferSchema),
  categories: lenientList(CategorySchema),
  brands: lenientList(BrandSchema),
});
export type Home = z.infer<typeof HomeSchema>;

/** `{ data: T[], meta }` where a missing meta means "one page holding everything". */
export const ProductPageSchema = z.object({
  data: lenientList(ProductSummarySchema),
  meta: ListMetaSchema.optional(),
});

export const ReviewPageSchema = z.object({
  data: lenientList(ReviewSchema),
  meta: ListMetaSchema.optional(),
});

/** `{ data: T[] }`, items that do not parse left out. */
export const lenientDataList = <S extends z.ZodType>(item: S) => z.object({ data: lenientList(item) });
