/** Catalogue routes: categories, brands, home, search, variants, products, reviews, offers, media. */
import { createHash } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { Brand, Category, ErrorBody, Home, Offer, Product, ProductSummary, Review, VariantGroup, dataOf, listOf, pageOf } from "../contract.ts";
import { media } from "../db/schema.ts";
import {
  getCategory,
  getHome,
  getOffer,
  getProduct,
  listBrands,
  listCategories,
  listOffers,
  listReviews,
  listVariants,
  SECTIONS,
  SORTS,
  searchProducts,
} from "../handlers/catalogue.ts";
import { markFavourites } from "../handlers/favourites.ts";
import { ApiError } from "../lib/errors.ts";
import { cleanQueryText } from "../lib/search-text.ts";
import { Flag01, Id, integer, json, numeric, opt, viewerId } from "./common.ts";
import { GENERATED_TYPE, generatedFormat } from "../lib/media-format.ts";
import { cachedWebp, RenderBusy, webpTag } from "../lib/raster.ts";
import { type Background, MEDIA_SIZES, parseBackground, renderSvg } from "../lib/svg.ts";
import { type ApiApp, LangHeaders } from "./env.ts";

const slugParam = z.string().min(1).max(200);
const csv = z.string().max(2000);
/** Longest search query (after control characters are removed). */
const SEARCH_Q_MAX = 200;

const SearchQuery = z
  .object({
    q: z
      .preprocess((v) => (typeof v === "string" ? cleanQueryText(v) : v), opt(z.string().max(SEARCH_Q_MAX)))
      .openapi({
        type: "string",
        maxLength: SEARCH_Q_MAX,
        description:
          "words, all of which must match (each in the name, brand, category, SKU or description, in either language, or the barcode); Arabic spelling variants, tashkeel, digits and case are folded; results are ranked by relevance first",
      }),
    category: opt(slugParam).openapi({ description: "category slug; includes its sub-categories" }),
    brand: opt(slugParam).openapi({ description: "brand slug" }),
    min_price: opt(numeric(z.number().min(0))).openapi({ description: "local currency, against the discounted price" }),
    max_price: opt(numeric(z.number().min(0))).openapi({ description: "local currency, against the discounted price" }),
    with_tax: opt(Flag01).openapi({
      type: "integer",
      enum: [0, 1],
      description:
        "1: min_price, max_price and the price sorts read the discounted price plus its tax (half-up per unit), the price a store showing prices with tax shows (an extension of the contract)",
    }),
    variants: opt(
      z
        .string()
        // Ids fit the database's integer (an id of 20 digits was a failed query, a 500) and a filter names at most 100 (decision 100).
        .regex(/^\s*\d{1,9}(\s*,\s*\d{1,9}){0,99}\s*$/, "comma-separated variant ids")
        .transform((s) => s.split(",").map((x) => Number(x.trim()))),
    ).openapi({ type: "string", description: "variant ids, comma-separated (any value of a type, all types)" }),
    sort: opt(z.enum(SORTS)),
    page: opt(integer(1, 100_000)),
    per_page: opt(integer(1, 100)),
    section: opt(z.enum(SECTIONS)),
  })
  .superRefine((v, ctx) => {
    if (v.min_price !== undefined && v.max_price !== undefined && v.min_price > v.max_price) {
      ctx.addIssue({ code: "custom", path: ["max_price"], message: "max_price must not be below min_price" });
    }
  });

const routes = {
  categories: createRoute({
    method: "get",
    path: "/store/categories",
    tags: ["catalogue"],
    summary: "Top-level categories with their sub-categories",
    request: { headers: LangHeaders },
    responses: { 200: json(listOf(Category), "Category tree") },
  }),
  category: createRoute({
    method: "get",
    path: "/store/categories/{slug}",
    tags: ["catalogue"],
    summary: "One category with its children",
    request: { headers: LangHeaders, params: z.object({ slug: slugParam }) },
    responses: { 200: json(dataOf(Category), "The category"), 404: json(ErrorBody, "No such category") },
  }),
  brands: createRoute({
    method: "get",
    path: "/store/brands",
    tags: ["catalogue"],
    summary: "Brands",
    request: { headers: LangHeaders },
    responses: { 200: json(listOf(Brand), "All brands") },
  }),
  home: createRoute({
    method: "get",
    path: "/store/home",
    tags: ["catalogue"],
    summary: "Home page sections",
    request: { headers: LangHeaders },
    responses: { 200: json(dataOf(Home), "Sections") },
  }),
  search: createRoute({
    method: "get",
    path: "/store/search",
    tags: ["catalogue"],
    summary: "Search and filter products",
    request: { headers: LangHeaders, query: SearchQuery },
    responses: {
      200: json(pageOf(ProductSummary), "A page of products"),
      422: json(ErrorBody, "Invalid query"),
    },
  }),
  variants: createRoute({
    method: "get",
    path: "/store/variants",
    tags: ["catalogue"],
    summary: "Variant values used in categories, grouped by type",
    request: {
      headers: LangHeaders,
      query: z.object({ categories: opt(csv).openapi({ description: "category slugs, comma-separated" }) }),
    },
    responses: { 200: json(listOf(VariantGroup), "Groups of variant values") },
  }),
  product: createRoute({
    method: "get",
    path: "/store/products/{slug}",
    tags: ["catalogue"],
    summary: "One product",
    request: { headers: LangHeaders, params: z.object({ slug: slugParam }) },
    responses: { 200: json(dataOf(Product), "The product"), 404: json(ErrorBody, "No such product") },
  }),
  reviews: createRoute({
    method: "get",
    path: "/store/products/{id}/reviews",
    tags: ["catalogue"],
    summary: "A product's reviews, newest first",
    request: {
      headers: LangHeaders,
      params: z.object({ id: Id }),
      query: z.object({ page: opt(integer(1, 100_000)) }),
    },
    responses: {
      200: json(pageOf(Review), "A page of reviews"),
      404: json(ErrorBody, "No such product"),
      422: json(ErrorBody, "Invalid id or page"),
    },
  }),
  offers: createRoute({
    method: "get",
    path: "/store/offers",
    tags: ["catalogue"],
    summary: "Running offers",
    request: { headers: LangHeaders },
    responses: { 200: json(listOf(Offer), "Offers (without products)") },
  }),
  offer: createRoute({
    method: "get",
    path: "/store/offers/{slug}",
    tags: ["catalogue"],
    summary: "One running offer with its products",
    request: { headers: LangHeaders, params: z.object({ slug: slugParam }) },
    responses: { 200: json(dataOf(Offer), "The offer"), 404: json(ErrorBody, "No such running offer") },
  }),
  media: createRoute({
    method: "get",
    path: "/media/{size}/{file}",
    tags: ["media"],
    summary: "An image, resized and letterboxed",
    request: {
      params: z.object({
        size: z.string().openapi({ description: `one of ${MEDIA_SIZES.join(", ")}`, example: "300x300" }),
        file: z.string().min(1).max(300),
      }),
      query: z.object({
        background: opt(z.string().max(64)).openapi({
          description: "colour for the letterbox bands (hex with or without #, a CSS colour name, rgb()/rgba()), or auto",
        }),
      }),
    },
    responses: {
      200: {
        content: { "image/webp": { schema: z.string() }, "image/svg+xml": { schema: z.string() } },
        description: "The image: a seeded `.webp` file as WebP, the seeded logo and favicon (`.svg`) as SVG, an upload as its own type",
      },
      304: { description: "Not modified" },
      404: json(ErrorBody, "No such image"),
      422: json(ErrorBody, "Size not allowed or invalid background"),
      503: json(ErrorBody, "Too many pictures being drawn at once; Retry-After says when to ask again"),
    },
  }),
};

const sizeSet = new Set<string>(MEDIA_SIZES);

export function registerCatalogueRoutes(app: ApiApp): void {
  app.openapi(routes.categories, async (c) => c.json({ data: await listCategories(c.get("db"), c.get("lang")) }, 200));
  app.openapi(routes.category, async (c) => c.json({ data: await getCategory(c.get("db"), c.req.valid("param").slug, c.get("lang")) }, 200));
  app.openapi(routes.brands, async (c) => c.json({ data: await listBrands(c.get("db"), c.get("lang")) }, 200));
  app.openapi(routes.home, async (c) => {
    const data = await getHome(c.get("db"), c.get("lang"));
    await markFavourites(c.get("db"), await viewerId(c), data);
    return c.json({ data }, 200);
  });
  app.openapi(routes.search, async (c) => {
    const query = c.req.valid("query");
    const page = await searchProducts(c.get("db"), c.get("lang"), query);
    await markFavourites(c.get("db"), await viewerId(c), page.data);
    // Said back, so a storefront knows its bounds were read with tax (a backend without the extension says nothing).
    return c.json(query.with_tax ? { ...page, meta: { ...page.meta, with_tax: 1 as const } } : page, 200);
  });
  app.openapi(routes.variants, async (c) => {
    const slugs = (c.req.valid("query").categories ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    return c.json({ data: await listVariants(c.get("db"), c.get("lang"), slugs) }, 200);
  });
  app.openapi(routes.product, async (c) => {
    const data = await getProduct(c.get("db"), c.req.valid("param").slug, c.get("lang"));
    await markFavourites(c.get("db"), await viewerId(c), data);
    return c.json({ data }, 200);
  });
  app.openapi(routes.reviews, async (c) => c.json(await listReviews(c.get("db"), c.req.valid("param").id, c.req.valid("query").page ?? 1), 200));
  app.openapi(routes.offers, async (c) => c.json({ data: await listOffers(c.get("db"), c.get("lang")) }, 200));
  app.openapi(routes.offer, async (c) => {
    const data = await getOffer(c.get("db"), c.req.valid("param").slug, c.get("lang"));
    await markFavourites(c.get("db"), await viewerId(c), data);
    return c.json({ data }, 200);
  });

  app.openapi(routes.media, async (c) => {
    const lang = c.get("lang");
    const { size, file } = c.req.valid("param");
    if (!sizeSet.has(size)) {
      throw new ApiError(
        422,
        { ar: "مقاس الصورة غير مسموح به.", en: "This image size is not allowed." },
        { errors: { size: [lang === "ar" ? `المقاسات المسموح بها: ${MEDIA_SIZES.join("، ")}` : `Allowed sizes: ${MEDIA_SIZES.join(", ")}`] } },
      );
    }
    const [row] = await c.get("db").select().from(media).where(eq(media.file, file));
    if (!row) throw new ApiError(404, { ar: "الصورة غير موجودة.", en: "Image not found." });
    const background = parseBackground(c.req.valid("query").background, row.color);
    if (background === undefined) {
      throw new ApiError(
        422,
        { ar: "لون الخلفية غير صالح.", en: "Invalid background colour." },
        {
          errors: { background: [lang === "ar" ? "لون غير صالح." : "Invalid colour."] },
        },
      );
    }
    const [w, h] = size.split("x").map(Number) as [number, number];
    const answer = mediaAnswer(row, w, h, background);
    const headers: Record<string, string> = {
      "Content-Type": answer.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: answer.etag,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    };
    if (c.req.header("if-none-match") === answer.etag) return c.body(null, 304, headers);
    return c.body(await answer.body(), 200, headers);
  });
}

/** The picture's bytes; when the renderer is full (decision 100), a 503 that says when to come back. */
async function drawn<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof RenderBusy)) throw error;
    throw new ApiError(
      503,
      { ar: "الصور مشغولة الآن، حاول بعد لحظة.", en: "Pictures are busy right now; try again in a moment." },
      { headers: { "Retry-After": "1" } },
    );
  }
}

const sha1Tag = (bytes: string | Uint8Array) => `"${createHash("sha1").update(bytes).digest("base64url")}"`;

/**
 * What a media row is answered with: an upload as it is; a generated picture drawn for the box, as
 * WebP when its name ends in `.webp` (rendered once, then from the cache; its ETag known before), else
 * as the SVG itself (decision 092).
 */
function mediaAnswer(row: typeof media.$inferSelect, w: number, h: number, background: Background) {
  if (row.data) {
    const bytes = new Uint8Array(Buffer.from(row.data, "base64"));
    return { type: row.content_type, etag: sha1Tag(bytes), body: async () => bytes };
  }
  const svg = renderSvg(row, w, h, background);
  if (generatedFormat(row.file) === "webp") {
    const etag = webpTag(svg);
    return { type: GENERATED_TYPE.webp, etag, body: async () => new Uint8Array(await drawn(() => cachedWebp(svg, etag))) };
  }
  return { type: `${GENERATED_TYPE.svg}; charset=utf-8`, etag: sha1Tag(svg), body: async () => svg };
}
