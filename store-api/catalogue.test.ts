import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Brand, Category, type CategoryT, ErrorBody, Home, Meta, Offer, Product, ProductSummary, Review, VariantGroup } from "./contract.ts";
import { categories, flashSales, products } from "./db/schema.ts";
import { RESERVED_SLUGS } from "./lib/reserved.ts";
import { fromCents, percentOfCents, toCents } from "./lib/money.ts";
import { planCatalogue } from "./seed/catalogue.ts";
import { refreshDemoDates } from "./seed/refresh.ts";
import { openTestApi } from "./test/helpers.ts";

let ctx: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  ctx = await openTestApi();
}, 120_000);
afterAll(async () => {
  await ctx?.opened.close();
});

const get = (path: string, lang: "ar" | "en" | null = "en") => ctx.get(path, lang);
const discounted = (p: { price: number; discount: number }) => Math.round(p.price * (100 - p.discount)) / 100;
const flatten = (cs: CategoryT[]): CategoryT[] => cs.flatMap((c) => [c, ...flatten(c.children ?? [])]);

async function allProducts(): Promise<ProductSummary[]> {
  const r = await get("/store/search?per_page=100&page=1");
  const r2 = await get("/store/search?per_page=100&page=2");
  return [...r.body.data, ...r2.body.data].map((p) => ProductSummary.parse(p));
}

describe("categories", () => {
  it("lists top-level categories with sub-categories; no reserved slug", async () => {
    const { status, body } = await get("/store/categories");
    expect(status).toBe(200);
    const roots = (body.data as unknown[]).map((c) => Category.parse(c));
    const all = flatten(roots);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(roots.every((c) => c.parent_id === null)).toBe(true);
    expect(roots.filter((c) => (c.children?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(3);
    const reserved = new Set(RESERVED_SLUGS.map((s) => s.toLowerCase()));
    expect(all.filter((c) => reserved.has(c.slug.toLowerCase()))).toEqual([]);
    for (const c of roots) {
      const childSum = (c.children ?? []).reduce((n, x) => n + x.products_count, 0);
      expect(c.products_count).toBeGreaterThanOrEqual(childSum);
      for (const child of c.children ?? []) expect(child.parent_id).toBe(c.id);
    }
    const total = roots.reduce((n, c) => n + c.products_count, 0);
    expect(total).toBeGreaterThanOrEqual(150);
  });

  it("answers in both languages", async () => {
    const en = await get("/store/categories/electronics", "en");
    const ar = await get("/store/categories/electronics", "ar");
    expect(en.body.data.name).toBe("Electronics");
    expect(ar.body.data.name).toBe("إلكترونيات");
  });

  it("shows one category with its children, sub-categories too, 404 otherwise", async () => {
    const r = await get("/store/categories/fashion");
    expect(r.status).toBe(200);
    const c = Category.parse(r.body.data);
    expect(c.children?.map((x) => x.slug)).toEqual(["men-clothing", "women-clothing", "shoes"]);
    const sub = await get("/store/categories/shoes");
    expect(sub.status).toBe(200);
    expect(sub.body.data.parent_id).toBe(c.id);
    const missing = await get("/store/categories/no-such-category");
    expect(missing.status).toBe(404);
    ErrorBody.parse(missing.body);
  });

  it("the database refuses reserved category slugs", async () => {
    for (const slug of ["about", "HookError", "sitemap.xml", "Cart"]) {
      await expect(ctx.opened.db.insert(categories).values({ slug, name_ar: "x", name_en: "x" })).rejects.toThrow();
    }
  });
});

describe("brands", () => {
  it("lists at least 8 brands in both languages", async () => {
    const en = await get("/store/brands");
    const list = (en.body.data as unknown[]).map((b) => Brand.parse(b));
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0]?.logo).toMatch(/\.webp$/);
    const ar = await get("/store/brands", "ar");
    expect(ar.body.data[0].name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("home", () => {
  it("has every section, a running flash sale ending days ahead and offers", async () => {
    const { status, body } = await get("/store/home");
    expect(status).toBe(200);
    const home = Home.parse(body.data);
    expect(home.trendy.length).toBeGreaterThan(0);
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.best_sellers.length).toBeGreaterThan(0);
    const sold = home.best_sellers.map((p) => p.id);
    expect(sold.length).toBeLessThanOrEqual(12);
    expect(home.flash_sales).toHaveLength(1);
    const ends = Date.parse(home.flash_sales[0]!.ends_at);
    expect(ends).toBeGreaterThan(Date.now() + 86_400_000);
    expect(ends).toBeLessThan(Date.now() + 5 * 86_400_000);
    expect(home.flash_sales[0]!.products.length).toBeGreaterThan(0);
    expect(home.offers.length).toBeGreaterThanOrEqual(3);
    expect(home.categories.length).toBeGreaterThan(0);
    expect(home.brands.length).toBeGreaterThanOrEqual(8);
    expect(home.trendy.every((p) => p.is_favourite === 0)).toBe(true);
  });
});

describe("search", () => {
  it("pages through at least 150 products", async () => {
    const r = await get("/store/search?per_page=20");
    expect(r.status).toBe(200);
    const meta = Meta.parse(r.body.meta);
    expect(meta.total).toBeGreaterThanOrEqual(150);
    expect(meta).toMatchObject({ current_page: 1, per_page: 20, last_page: Math.ceil(meta.total / 20) });
    expect(r.body.data).toHaveLength(20);
    const last = await get(`/store/search?per_page=20&page=${meta.last_page}`);
    expect(last.body.data.length).toBe(meta.total - 20 * (meta.last_page - 1));
    const beyond = await get(`/store/search?per_page=20&page=${meta.last_page + 1}`);
    expect(beyond.body.data).toEqual([]);
    const all = await allProducts();
    expect(new Set(all.map((p) => p.id)).size).toBe(meta.total);
  });

  it("a category includes its sub-categories", async () => {
    const parent = await get("/store/search?category=fashion&per_page=100");
    const subs = await Promise.all(["men-clothing", "women-clothing", "shoes"].map((s) => get(`/store/search?category=${s}&per_page=100`)));
    expect(parent.body.meta.total).toBe(subs.reduce((n, s) => n + s.body.meta.total, 0));
    expect(parent.body.meta.total).toBeGreaterThan(0);
    const cat = await get("/store/categories/fashion");
    expect(cat.body.data.products_count).toBe(parent.body.meta.total);
    const unknown = await get("/store/search?category=nope");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("filters by brand", async () => {
    const r = await get("/store/search?brand=lotus-beauty&per_page=100");
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.every((p: ProductSummary) => p.brand?.slug === "lotus-beauty")).toBe(true);
  });

  it("filters by min and max price against the discounted price", async () => {
    const r = await get("/store/search?min_price=300&max_price=900&per_page=100");
    expect(r.body.data.length).toBeGreaterThan(0);
    for (const p of r.body.data as ProductSummary[]) {
      expect(discounted(p)).toBeGreaterThanOrEqual(300);
      expect(discounted(p)).toBeLessThanOrEqual(900);
    }
    const all = await allProducts();
    const expected = all.filter((p) => discounted(p) >= 300 && discounted(p) <= 900).length;
    expect(r.body.meta.total).toBe(expected);
  });

  it("with_tax=1 filters and sorts on the price with tax, as a store showing prices with tax shows them", async () => {
    const shown = (p: ProductSummary) => {
      const cents = toCents(discounted(p));
      return fromCents(cents + percentOfCents(cents, p.tax ?? 0));
    };
    const all = await allProducts();
    expect(new Set(all.map((p) => p.tax)).size, "the demo mixes taxed and tax-free items").toBeGreaterThan(1);
    const r = await get("/store/search?min_price=300&max_price=900&with_tax=1&per_page=100");
    const inRange = all.filter((p) => shown(p) >= 300 && shown(p) <= 900);
    expect(r.body.meta.total).toBe(inRange.length);
    expect((r.body.data as ProductSummary[]).map((p) => p.id).sort()).toEqual(inRange.map((p) => p.id).sort());
    // the bounds before tax would have answered another set
    expect(
      all
        .filter((p) => discounted(p) >= 300 && discounted(p) <= 900)
        .map((p) => p.id)
        .sort(),
    ).not.toEqual(inRange.map((p) => p.id).sort());
    const asc = ((await get("/store/search?sort=price_asc&with_tax=1&per_page=100")).body.data as ProductSummary[]).map(shown);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = ((await get("/store/search?sort=price_desc&with_tax=1&per_page=100")).body.data as ProductSummary[]).map(shown);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await get("/store/search?with_tax=2")).status).toBe(422);
  });

  it("sorts by price, newest and best selling", async () => {
    const asc = (await get("/store/search?sort=price_asc&per_page=50")).body.data as ProductSummary[];
    const prices = asc.map(discounted);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await get("/store/search?sort=price_desc&per_page=50")).body.data as ProductSummary[];
    const dp = desc.map(discounted);
    expect(dp).toEqual([...dp].sort((a, b) => b - a));
    expect(dp[0]).toBeGreaterThan(prices[0]!);
    const best = await get("/store/search?sort=best_selling&per_page=5");
    expect(best.status).toBe(200);
    const newest = await get("/store/search?sort=newest&per_page=5");
    expect(newest.status).toBe(200);
    const byDefault = await get("/store/search?per_page=5");
    expect(byDefault.body.data.map((p: ProductSummary) => p.id)).toEqual(newest.body.data.map((p: ProductSummary) => p.id));
    const sold = best.body.data.map((p: ProductSummary) => p.id);
    const bestSection = await get("/store/search?section=best_sellers&per_page=5");
    expect(bestSection.body.data.map((p: ProductSummary) => p.id)).toEqual(sold);
  });

  it("searches names in both languages, SKU and barcode", async () => {
    const en = await get("/store/search?q=cotton%20shirt&per_page=100");
    expect(en.body.meta.total).toBeGreaterThan(0);
    expect(en.body.data.every((p: ProductSummary) => /cotton shirt/i.test(p.name))).toBe(true);
    const ar = await get(`/store/search?q=${encodeURIComponent("قميص")}&per_page=100`, "ar");
    expect(ar.body.meta.total).toBeGreaterThan(0);
    expect(ar.body.data.every((p: ProductSummary) => p.name.includes("قميص"))).toBe(true);
    const product = (await get(`/store/products/${en.body.data[0].slug}`)).body.data;
    const bySku = await get(`/store/search?q=${product.sku}`);
    expect(bySku.body.data.map((p: ProductSummary) => p.id)).toContain(product.id);
    const byBarcode = await get(`/store/search?q=${product.barcode}`);
    expect(byBarcode.body.data.map((p: ProductSummary) => p.id)).toEqual([product.id]);
    const wildcard = await get("/store/search?q=%25");
    expect(wildcard.body.meta.total).toBe(0);
  });

  it("filters by variants: any value of one type, all types", async () => {
    const groups = (await get("/store/variants?categories=fashion")).body.data as VariantGroup[];
    const color = groups.find((g) => g.type === "color")!.values;
    const size = groups.find((g) => g.type === "size")!.values;
    const navy = color.find((v) => v.value === "navy")!;
    const white = color.find((v) => v.value === "white")!;
    const m = size.find((v) => v.value === "M")!;
    const navyOnly = await get(`/store/search?variants=${navy.id}&per_page=100`);
    const navyOrWhite = await get(`/store/search?variants=${navy.id},${white.id}&per_page=100`);
    const navyAndM = await get(`/store/search?variants=${navy.id},${m.id}&per_page=100`);
    expect(navyOnly.body.meta.total).toBeGreaterThan(0);
    expect(navyOrWhite.body.meta.total).toBeGreaterThan(navyOnly.body.meta.total);
    expect(navyAndM.body.meta.total).toBeGreaterThan(0);
    expect(navyAndM.body.meta.total).toBeLessThan(navyOnly.body.meta.total);
    for (const p of navyAndM.body.data as ProductSummary[]) {
      const detail = Product.parse((await get(`/store/products/${p.slug}`)).body.data);
      expect(detail.variants.map((v) => v.id)).toEqual(expect.arrayContaining([navy.id, m.id]));
    }
  });

  it("sections: trendy, featured, best sellers, flash sale", async () => {
    for (const section of ["trendy", "featured", "best_sellers", "flash_sale"]) {
      const r = await get(`/store/search?section=${section}`);
      expect(r.status).toBe(200);
      expect(r.body.meta.total).toBeGreaterThan(0);
    }
    const flash = await get("/store/search?section=flash_sale&per_page=100");
    expect(flash.body.data.every((p: ProductSummary) => p.discount >= 35)).toBe(true);
  });

  it("ignores empty fields and answers 422 with per-field messages for bad input", async () => {
    const blank = await get("/store/search?q=&min_price=&max_price=&sort=&category=");
    expect(blank.status).toBe(200);
    expect(blank.body.meta.total).toBeGreaterThanOrEqual(150);
    const bad = await get("/store/search?sort=cheap&page=0&per_page=500&min_price=abc&variants=x");
    expect(bad.status).toBe(422);
    const err = ErrorBody.parse(bad.body);
    expect(Object.keys(err.errors ?? {})).toEqual(expect.arrayContaining(["sort", "page", "per_page", "min_price", "variants"]));
    const range = await get("/store/search?min_price=500&max_price=100");
    expect(range.status).toBe(422);
    expect(range.body.errors.max_price).toHaveLength(1);
    const ar = await get("/store/search?sort=cheap", "ar");
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body.errors.sort[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("variants", () => {
  it("groups the values used in the categories by type", async () => {
    const r = await get("/store/variants?categories=fashion");
    const groups = (r.body.data as unknown[]).map((g) => VariantGroup.parse(g));
    expect(groups.map((g) => g.type).sort()).toEqual(["color", "size"]);
    expect(groups.find((g) => g.type === "color")!.values.every((v) => v.hex)).toBe(true);
    const books = await get("/store/variants?categories=books,coffee-tea");
    expect(books.body.data.map((g: VariantGroup) => g.type).sort()).toEqual(["format", "weight"]);
    expect((await get("/store/variants?categories=nope")).body.data).toEqual([]);
    const all = await get("/store/variants");
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const ar = await get("/store/variants?categories=fashion", "ar");
    expect(ar.body.data[0].values[0].name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("product", () => {
  it("shows a product with units, variants, siblings, reviews and related products", async () => {
    const r = await get("/store/products/cotton-shirt-navy-m");
    expect(r.status).toBe(200);
    const p = Product.parse(r.body.data);
    expect(p.name).toBe("Cotton shirt (Navy, M)");
    expect(p.sku).toBe("MEN-01-NAVY-M");
    expect(p.barcode).toMatch(/^\d{13}$/);
    expect(p.images.length).toBe(3);
    expect(p.image).toBe(p.images[0]);
    expect(p.units.length).toBeGreaterThan(0);
    expect(p.units.map((u) => u.id)).toContain(p.default_unit_id);
    expect(p.variants.map((v) => `${v.type}:${v.value}`).sort()).toEqual(["color:navy", "size:M"]);
    expect(p.siblings.map((s) => s.slug).sort()).toEqual(["cotton-shirt-navy-l", "cotton-shirt-white-l", "cotton-shirt-white-m"].sort());
    expect(p.siblings.every((s) => s.variants.length === 2)).toBe(true);
    expect(p.specifications.length).toBeGreaterThan(0);
    expect(p.highlights.length).toBe(3);
    expect(p.tax).toBe(14);
    expect(p.reviews.length).toBeLessThanOrEqual(10);
    expect(p.reviews.length).toBe(Math.min(10, p.reviews_count));
    expect(p.related.length).toBeGreaterThan(0);
    expect(p.related.some((x) => x.id === p.id || p.siblings.some((s) => s.slug === x.slug))).toBe(false);
    expect(p.content).toContain("<p>");
    const ar = Product.parse((await get("/store/products/cotton-shirt-navy-m", "ar")).body.data);
    expect(ar.name).toContain("قميص قطن");
    expect(ar.specifications[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(ar.highlights[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("has products with a parent unit, and out-of-stock products", async () => {
    const [withPack] = (await get("/store/search?q=Glass%20tumbler")).body.data as ProductSummary[];
    const p = Product.parse((await get(`/store/products/${withPack!.slug}`)).body.data);
    const pack = p.units.find((u) => u.factor > 1)!;
    expect(pack.parent_unit).toEqual({ id: p.default_unit_id, name: "Piece" });
    expect(pack.price).toBeGreaterThan(p.price);
    const all = await allProducts();
    expect(all.filter((x) => x.balance === 0).length).toBeGreaterThan(0);
    expect(all.filter((x) => x.balance > 0).length).toBeGreaterThan(100);
    expect(all.some((x) => x.discount > 0)).toBe(true);
  });

  it("answers 404 for an unknown product", async () => {
    const r = await get("/store/products/no-such-product");
    expect(r.status).toBe(404);
    expect(r.body.message).toBe("Product not found.");
  });
});

describe("reviews", () => {
  it("pages through a product’s reviews, newest first", async () => {
    const [row] = await ctx.opened.db.select({ id: products.id, n: products.reviews_count }).from(products).where(sql`${products.reviews_count} > 0`).limit(1);
    const r = await get(`/store/products/${row!.id}/reviews?page=1`);
    expect(r.status).toBe(200);
    const list = (r.body.data as unknown[]).map((x) => Review.parse(x));
    expect(r.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: row!.n });
    const dates = list.map((x) => x.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.every((x) => x.rating >= 1 && x.rating <= 5)).toBe(true);
    expect((await get("/store/products/999999/reviews")).status).toBe(404);
    expect((await get("/store/products/abc/reviews")).status).toBe(422);
    expect((await get(`/store/products/${row!.id}/reviews?page=0`)).status).toBe(422);
  });
});

describe("offers", () => {
  it("lists running offers and shows one with its products", async () => {
    const list = ((await get("/store/offers")).body.data as unknown[]).map((o) => Offer.parse(o));
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((o) => Date.parse(o.ends_at) > Date.now())).toBe(true);
    const r = await get(`/store/offers/${list[0]!.slug}`);
    expect(r.status).toBe(200);
    const offer = Offer.parse(r.body.data);
    expect(offer.products?.length).toBeGreaterThan(0);
    expect(offer.products!.every((p) => p.discount === offer.discount)).toBe(true);
    const ar = await get(`/store/offers/${list[0]!.slug}`, "ar");
    expect(ar.body.data.title).toMatch(/[\u0600-\u06FF]/);
    expect((await get("/store/offers/no-such-offer")).status).toBe(404);
  });

  it("demo dates roll forward when they run out", async () => {
    await ctx.opened.db.update(flashSales).set({ ends_at: new Date(Date.now() - 1000) });
    expect((await get("/store/search?section=flash_sale")).body.meta.total).toBeGreaterThanOrEqual(0);
    await refreshDemoDates(ctx.opened.db);
    const home = Home.parse((await get("/store/home")).body.data);
    expect(Date.parse(home.flash_sales[0]!.ends_at)).toBeGreaterThan(Date.now() + 86_400_000);
  });
});

describe("media", () => {
  const media = async (file: string, size = "600x600", headers: Record<string, string> = {}) => {
    const res = await ctx.api.fetch(new Request(`http://api.test/media/${size}/${file}`, { headers }));
    expect(res.status, file).toBe(200);
    return res;
  };
  /** The answer decoded: its format and size as sharp reads them, and the colour of a pixel (x, y from 0 to 1). */
  const decoded = async (res: Response) => {
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    const meta = await image.metadata();
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels;
      return [data[i], data[i + 1], data[i + 2]] as [number, number, number];
    };
    return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha, pixel };
  };

  it("serves the seeded pictures as WebP of the asked size with long caching and a strong ETag", async () => {
    const p = Product.parse((await get("/store/products/cotton-shirt-navy-m")).body.data);
    expect(p.image).toMatch(/\.webp$/);
    const res = await media(p.image!, "300x300", {});
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const image = await decoded(res);
    expect([image.format, image.width, image.height]).toEqual(["webp", 300, 300]);
    for (const size of ["80x80", "150x150", "600x600", "1200x1200"]) {
      const other = await decoded(await media(p.image!, size));
      expect([other.format, `${other.width}x${other.height}`]).toEqual(["webp", size]);
    }
    // A picture that fits its box (a brand mark, an offer's banner) is drawn for the asked shape.
    const home = Home.parse((await get("/store/home")).body.data);
    const banner = await decoded(await media(home.offers[0]!.image!, "1200x630"));
    expect([banner.format, banner.width, banner.height]).toEqual(["webp", 1200, 630]);
    const again = await ctx.api.fetch(new Request(`http://api.test/media/300x300/${p.image}`, { headers: { "If-None-Match": etag } }));
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    // The same picture twice is the same bytes (from the cache or drawn again) under the same tag.
    const [a, b] = [await media(p.images[1]!), await media(p.images[1]!)];
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });

  it("letterboxes a WebP on the asked background: a colour, auto, or transparent", async () => {
    // A category's picture is square: in a wide box the bands on either side are the background.
    const home = Home.parse((await get("/store/home")).body.data);
    const file = flatten(home.categories)[0]!.image!;
    const red = await decoded(await media(`${file}?background=%23ff0000`, "460x144"));
    expect(red.pixel(0.02, 0.5)).toEqual([expect.closeTo(255, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
    const clear = await media(file, "460x144");
    const tags = new Set([clear.headers.get("etag"), (await media(`${file}?background=auto`, "460x144")).headers.get("etag")]);
    expect(tags.size).toBe(2);
    expect((await decoded(clear)).hasAlpha).toBe(true);
  });

  it("keeps the logo and favicon as SVG, the seeded names outlined", async () => {
    const logo = await ctx.api.fetch(new Request("http://api.test/media/144x460/logo.svg?background=%23ffffff"));
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const logoSvg = await logo.text();
    expect(logoSvg).toContain('fill="#ffffff"');
    // The seeded names are outlined (seed/logo-outline.json): no text for the page to lay out.
    expect(logoSvg).not.toMatch(/<text[\s>]/);
    expect(logoSvg).toContain('aria-label="Oasis Store"');
    const etag = logo.headers.get("etag")!;
    const again = await ctx.api.fetch(new Request("http://api.test/media/144x460/logo.svg?background=%23ffffff", { headers: { "If-None-Match": etag } }));
    expect(again.status).toBe(304);
    expect((await media("favicon.svg", "80x80")).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("draws the product's 3D emoji render on a light studio ground, and colour variants differ", async () => {
    const navy = Product.parse((await get("/store/products/cotton-shirt-navy-m")).body.data);
    const white = Product.parse((await get("/store/products/cotton-shirt-white-m")).body.data);
    const [a, b] = [await decoded(await media(navy.image!)), await decoded(await media(white.image!))];
    const lum = ([r, g, bl]: number[]) => 0.299 * r! + 0.587 * g! + 0.114 * bl!;
    // A near-white studio ground in the corner; the object in the middle, toned navy (dark and blue) or white.
    expect(lum(a.pixel(0.03, 0.03))).toBeGreaterThan(220);
    const [r, , blue] = a.pixel(0.5, 0.6);
    expect(lum(a.pixel(0.5, 0.6))).toBeLessThan(120);
    expect(blue).toBeGreaterThan(r);
    expect(lum(b.pixel(0.5, 0.6))).toBeGreaterThan(200);
    // The white shirt's ground is a light grey, so the shirt shows.
    expect(lum(b.pixel(0.03, 0.03))).toBeLessThan(lum(a.pixel(0.03, 0.03)));
    // The gallery's other pictures are other framings: three different pictures.
    const tags = await Promise.all(navy.images.map(async (f) => (await media(f)).headers.get("etag")));
    expect(new Set(tags).size).toBe(3);
    // Categories get their render, brands and offers their emoji: pictures with more than one colour.
    const home = Home.parse((await get("/store/home")).body.data);
    for (const file of [flatten(home.categories).find((c) => c.slug === "laptops")!.image!, home.brands[0]!.logo!, home.offers[0]!.image!]) {
      const picture = await decoded(await media(file, "300x300"));
      expect(picture.pixel(0.5, 0.5), file).not.toEqual(picture.pixel(0.03, 0.03));
    }
  });

  it("refuses other sizes, unknown files and bad backgrounds", async () => {
    const size = await get("/media/301x300/logo.svg");
    expect(size.status).toBe(422);
    expect(size.body.errors.size).toHaveLength(1);
    expect((await get("/media/500x500/cotton-shirt-navy-m-1.webp")).status).toBe(422);
    expect((await get("/media/300x300/missing.webp")).status).toBe(404);
    expect((await get("/media/300x300/logo.svg?background=url(javascript:x)")).status).toBe(422);
    expect((await get('/media/300x300/logo.svg?background="><script>')).status).toBe(422);
  });

  it("every image named in the catalogue exists", async () => {
    const home = Home.parse((await get("/store/home")).body.data);
    const files = [
      ...home.categories.flatMap((c) => flatten([c]).map((x) => x.image)),
      ...home.brands.map((b) => b.logo),
      ...home.offers.map((o) => o.image),
      ...home.trendy.map((p) => p.image),
      "logo.svg",
      "favicon.svg",
    ].filter((f): f is string => typeof f === "string");
    for (const f of new Set(files)) {
      const res = await ctx.api.fetch(new Request(`http://api.test/media/80x80/${f}`));
      expect(res.status, f).toBe(200);
    }
  });
});

describe("openapi", () => {
  it("documents every catalogue route", async () => {
    const doc = (await get("/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/store/categories",
        "/store/categories/{slug}",
        "/store/brands",
        "/store/home",
        "/store/search",
        "/store/variants",
        "/store/products/{slug}",
        "/store/products/{id}/reviews",
        "/store/offers",
        "/store/offers/{slug}",
        "/media/{size}/{file}",
      ]),
    );
  });
});

describe("seed", () => {
  it("plans the same catalogue every time", () => {
    const ids = (slugs: string[]) => new Map(slugs.map((s, i) => [s, i + 1]));
    const categoryIds = ids([
      "mobiles",
      "laptops",
      "audio",
      "men-clothing",
      "women-clothing",
      "shoes",
      "kitchen-tools",
      "home-decor",
      "fragrances",
      "skincare",
      "fitness",
      "outdoor",
      "toys",
      "books",
      "coffee-tea",
      "dates-sweets",
    ]);
    const brandIds = ids([
      "nile-tech",
      "falcon",
      "pyramid-wear",
      "lotus-beauty",
      "delta-home",
      "sahara-sport",
      "cairo-kids",
      "dar-al-kutub",
      "oasis-basics",
      "nile-harvest",
    ]);
    const a = planCatalogue(categoryIds, brandIds);
    const b = planCatalogue(categoryIds, brandIds);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.planned.length).toBeGreaterThanOrEqual(150);
    expect(new Set(a.planned.map((p) => p.row.slug)).size).toBe(a.planned.length);
    expect(new Set(a.planned.map((p) => p.row.sku)).size).toBe(a.planned.length);
  });
});
