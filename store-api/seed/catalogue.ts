/**
 * Expands `catalogue-data.ts` into rows, deterministically (a fixed-seed PRNG; the only
 * time-dependent values are the offers' and flash sale's end dates, see refresh.ts).
 */
import { sql } from "drizzle-orm";
import {
  brands,
  categories,
  flashSaleProducts,
  flashSales,
  media,
  offerProducts,
  offers,
  products,
  productUnits,
  productVariants,
  reviews,
  variants,
} from "../db/schema.ts";
import { refreshSearchText } from "../db/search-text.ts";
import type { Database } from "../db/types.ts";
import { isReservedSlug } from "../lib/reserved.ts";
import { GENERATED_TYPE, generatedFormat } from "../lib/media-format.ts";
import {
  type Pair,
  reviewComments,
  reviewNames,
  type SeedCategory,
  type SeedLeaf,
  seedBrands,
  seedCategories,
  seedFlashSale,
  seedLeaves,
  seedOffers,
  seedVariants,
  type UnitKind,
} from "./catalogue-data.ts";
import { type ItemFacts, itemFacts } from "./item-facts.ts";
import { seedPages } from "./pages.ts";
import { seedSettings } from "./settings.ts";

/** mulberry32: a small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** EAN-13 check digit appended to 12 digits. */
export function ean13(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}

/** Shop-like prices: ≥ 100 end in 9, below that in .50. */
function nicePrice(p: number): number {
  if (p >= 100) return Math.round(p / 10) * 10 - 1;
  return Math.max(0.5, Math.round(p) - 0.5);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const DAY = 86_400_000;
const EPOCH = Date.parse("2025-01-01T08:00:00.000Z");

type MediaRow = typeof media.$inferInsert;

/** An item's specifications and highlights as drawn from its category's pools, corrected by what is true of it. */
function withFacts(specs: readonly (readonly [Pair, Pair])[], highlights: Pair[], facts: ItemFacts | undefined) {
  const fixed = specs.flatMap(([name, value]) => {
    const fact = facts?.specs?.[name[1]];
    if (fact === null) return [];
    return [[name, fact ?? value] as const];
  });
  return { specs: fixed, highlights: facts?.highlights ?? highlights };
}

function cartesian(axes: string[][]): string[][] {
  return axes.reduce<string[][]>((acc, axis) => acc.flatMap((combo) => axis.map((v) => [...combo, v])), [[]]);
}

interface UnitSpec {
  name: Pair;
  factor: number;
  priceFactor: number;
}

const UNIT_SETS: Record<UnitKind, UnitSpec[]> = {
  piece: [{ name: ["قطعة", "Piece"], factor: 1, priceFactor: 1 }],
  copy: [{ name: ["نسخة", "Copy"], factor: 1, priceFactor: 1 }],
  pack3: [
    { name: ["قطعة", "Piece"], factor: 1, priceFactor: 1 },
    { name: ["عبوة 3 قطع", "Pack of 3"], factor: 3, priceFactor: 3 * 0.93 },
  ],
  pack6: [
    { name: ["قطعة", "Piece"], factor: 1, priceFactor: 1 },
    { name: ["علبة 6 قطع", "Pack of 6"], factor: 6, priceFactor: 6 * 0.9 },
  ],
  pack12: [
    { name: ["قطعة", "Piece"], factor: 1, priceFactor: 1 },
    { name: ["كرتونة 12 قطعة", "Box of 12"], factor: 12, priceFactor: 12 * 0.88 },
  ],
  bag: [
    { name: ["كيس", "Bag"], factor: 1, priceFactor: 1 },
    { name: ["كرتونة 12 كيس", "Carton of 12 bags"], factor: 12, priceFactor: 12 * 0.88 },
  ],
};

interface PlannedProduct {
  row: typeof products.$inferInsert;
  units: { name: Pair; factor: number; price: number; balance: number }[];
  variantKeys: string[];
  reviews: { customer_name: string; rating: number; comment: string | null; created_at: Date }[];
  leaf: SeedLeaf;
}

/** The whole catalogue, planned in memory (ids are assigned by the database). */
export function planCatalogue(categoryIds: Map<string, number>, brandIds: Map<string, number>) {
  const rnd = prng(20250101);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const variantByKey = new Map(seedVariants.map((v) => [`${v.type}:${v.value}`, v]));
  const categoryColor = new Map<string, string>();
  const walk = (cs: SeedCategory[]) => {
    for (const c of cs) {
      categoryColor.set(c.slug, c.color);
      if (c.children) walk(c.children);
    }
  };
  walk(seedCategories);

  const planned: PlannedProduct[] = [];
  const mediaRows: MediaRow[] = [];
  const slugs = new Set<string>();
  let model = 0;
  let serialNo = 0;

  for (const leaf of seedLeaves) {
    const categoryId = categoryIds.get(leaf.category);
    if (!categoryId) throw new Error(`seed: unknown category ${leaf.category}`);
    leaf.items.forEach(([nameAr, nameEn, basePrice, unitKind], itemIdx) => {
      const combos = cartesian(leaf.axes);
      const modelId = combos.length > 1 ? ++model : null;
      const brandSlug = rnd() < 0.1 ? null : pick(leaf.brands);
      // One item's variants are one product in another colour or size: they share its specifications and highlights.
      let shared: { specs: (readonly [Pair, Pair])[]; highlights: Pair[] } | undefined;
      for (const combo of combos) {
        serialNo += 1;
        const vs = combo.map((k) => {
          const found = variantByKey.get(k);
          if (!found) throw new Error(`seed: unknown variant ${k}`);
          return found;
        });
        const suffixAr = vs.length ? ` (${vs.map((x) => x.name[0]).join("، ")})` : "";
        const suffixEn = vs.length ? ` (${vs.map((x) => x.name[1]).join(", ")})` : "";
        let slug = slugify([nameEn, ...vs.map((x) => x.value)].join(" "));
        while (slugs.has(slug)) slug += "-x";
        slugs.add(slug);
        const color = vs.find((x) => x.type === "color")?.hex ?? categoryColor.get(leaf.category) ?? "#0f766e";
        const price = nicePrice(basePrice * vs.reduce((f, x) => f * (x.priceFactor ?? 1), 1) * (0.95 + rnd() * 0.1));
        const discount = rnd() < 0.35 ? pick([5, 10, 15, 20, 25, 30]) : 0;
        const images = [1, 2, 3].map((n) => `${slug}-${n}.webp`);
        const label = `${nameEn}${suffixEn}\n${nameAr}${suffixAr}`;
        images.forEach((file, i) => mediaRows.push({ file, kind: i === 0 ? "product" : `product-${i + 1}`, label, color, width: 800, height: 800 }));
        // Drawn for every variant all the same, so the random sequence, and with it every other seeded value, stays as it was.
        const drawnSpecs = leaf.specs.map(([name, values]) => [name, pick(values)] as const);
        const shuffled = [...leaf.highlights];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = Math.floor(rnd() * (i + 1));
          [shuffled[i], shuffled[j]] = [shuffled[j] as Pair, shuffled[i] as Pair];
        }
        shared ??= withFacts(drawnSpecs, shuffled.slice(0, 3), itemFacts[nameEn]);
        const { specs: specsPicked, highlights } = shared;
        const brandName = brandSlug ? seedBrands.find((b) => b.slug === brandSlug)?.name : undefined;
        const outOfStock = rnd() < 0.08;
        const lowStock = !outOfStock && rnd() < 0.08;
        const pieceBalance = outOfStock ? 0 : lowStock ? 1 + Math.floor(rnd() * 3) : 5 + Math.floor(rnd() * 60);
        const units = UNIT_SETS[unitKind ?? leaf.units].map((u, i) => ({
          name: u.name,
          factor: u.factor,
          price: i === 0 ? price : nicePrice(round2(price * u.priceFactor)),
          balance: i === 0 ? pieceBalance : outOfStock || rnd() < 0.25 ? 0 : Math.floor(pieceBalance / u.factor) + 1,
        }));
        const reviewCount = rnd() < 0.2 ? 0 : 1 + Math.floor(rnd() * 8);
        const productReviews = Array.from({ length: reviewCount }, () => {
          const r = rnd();
          const rating = r < 0.05 ? 1 : r < 0.12 ? 2 : r < 0.27 ? 3 : r < 0.6 ? 4 : 5;
          return {
            customer_name: pick(reviewNames),
            rating,
            comment: rnd() < 0.8 ? pick(reviewComments[rating - 1] ?? []) : null,
            created_at: new Date(EPOCH + 31 * DAY + Math.floor(rnd() * 300 * DAY) + Math.floor(rnd() * DAY)),
          };
        });
        const specAr = specsPicked.map(([n, val]) => ({ name: n[0], value: val[0] }));
        const specEn = specsPicked.map(([n, val]) => ({ name: n[1], value: val[1] }));
        for (const x of vs) {
          const label =
            x.type === "color"
              ? ["اللون", "Colour"]
              : x.type === "weight"
                ? ["الوزن", "Weight"]
                : x.type === "storage"
                  ? ["السعة", "Storage"]
                  : x.type === "format"
                    ? ["الغلاف", "Format"]
                    : ["المقاس", "Size"];
          specAr.push({ name: label[0] as string, value: x.name[0] });
          specEn.push({ name: label[1] as string, value: x.name[1] });
        }
        planned.push({
          leaf,
          variantKeys: combo,
          units,
          reviews: productReviews,
          row: {
            slug,
            model_id: modelId,
            category_id: categoryId,
            brand_id: brandSlug ? (brandIds.get(brandSlug) ?? null) : null,
            sku: `${leaf.code}-${String(itemIdx + 1).padStart(2, "0")}${vs.map((x) => `-${x.value}`).join("")}`.toUpperCase(),
            barcode: ean13(`6221234${String(serialNo).padStart(5, "0")}`),
            name_ar: `${nameAr}${suffixAr}`,
            name_en: `${nameEn}${suffixEn}`,
            description_ar: `${nameAr}${brandName ? ` من ${brandName[0]}` : ""}. ${leaf.blurb[0]}`,
            description_en: `${nameEn}${brandName ? ` by ${brandName[1]}` : ""}. ${leaf.blurb[1]}`,
            content_ar: `<p>${leaf.blurb[0]}</p><ul>${highlights.map((h) => `<li>${h[0]}</li>`).join("")}</ul>`,
            content_en: `<p>${leaf.blurb[1]}</p><ul>${highlights.map((h) => `<li>${h[1]}</li>`).join("")}</ul>`,
            overview_ar: `${leaf.blurb[0]} ${highlights[0]?.[0] ?? ""}.`,
            overview_en: `${leaf.blurb[1]} ${highlights[0]?.[1] ?? ""}.`,
            specifications_ar: specAr,
            specifications_en: specEn,
            highlights_ar: highlights.map((h) => h[0]),
            highlights_en: highlights.map((h) => h[1]),
            image: images[0] as string,
            images,
            discount,
            tax: leaf.tax,
            sold_count: Math.floor(rnd() * rnd() * 500),
            is_trendy: rnd() < 0.15 ? 1 : 0,
            is_featured: rnd() < 0.15 ? 1 : 0,
            is_active: 1,
            created_at: new Date(EPOCH + Math.floor(rnd() * 365) * DAY + serialNo * 60_000),
          },
        });
      }
    });
  }
  return { planned, mediaRows };
}

async function insertCategories(db: Database, list: SeedCategory[], parentId: number | null, ids: Map<string, number>, media: MediaRow[]) {
  let sort = 0;
  for (const c of list) {
    if (isReservedSlug(c.slug)) throw new Error(`seed: category slug "${c.slug}" is reserved`);
    sort += 1;
    const image = `cat-${c.slug}.webp`;
    media.push({ file: image, kind: "category", label: `${c.name[1]}\n${c.name[0]}`, color: c.color, width: 600, height: 600 });
    const [row] = await db
      .insert(categories)
      .values({ slug: c.slug, parent_id: parentId, name_ar: c.name[0], name_en: c.name[1], image, sort })
      .returning({ id: categories.id });
    if (!row) throw new Error("seed: category insert failed");
    ids.set(c.slug, row.id);
    if (c.children) await insertCategories(db, c.children, row.id, ids, media);
  }
}

function chunks<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Media rows of the content seed (logo, favicon, page images). */
export function contentMedia(): MediaRow[] {
  const rows: MediaRow[] = [
    { file: "logo.svg", kind: "logo", label: `${seedSettings.name_en}\n${seedSettings.name_ar}`, color: "#0f766e", width: 460, height: 144 },
    { file: "favicon.svg", kind: "icon", label: "O", color: "#0f766e", width: 64, height: 64 },
  ];
  for (const p of seedPages) {
    if (p.image) rows.push({ file: p.image, kind: "page", label: `${p.title_en}\n${p.title_ar}`, color: "#0d9488", width: 1200, height: 630 });
  }
  return rows;
}

export async function seedCatalogue(db: Database): Promise<void> {
  const mediaRows: MediaRow[] = contentMedia();

  const categoryIds = new Map<string, number>();
  await insertCategories(db, seedCategories, null, categoryIds, mediaRows);

  const brandRows = await db
    .insert(brands)
    .values(
      seedBrands.map((b, i) => {
        const logo = `brand-${b.slug}.webp`;
        mediaRows.push({ file: logo, kind: "brand", label: `${b.name[1]}\n${b.name[0]}`, color: b.color, width: 460, height: 144 });
        return { slug: b.slug, name_ar: b.name[0], name_en: b.name[1], logo, sort: i + 1 };
      }),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

  const variantRows = await db
    .insert(variants)
    .values(seedVariants.map((v, i) => ({ type: v.type, value: v.value, name_ar: v.name[0], name_en: v.name[1], hex: v.hex ?? null, sort: i + 1 })))
    .returning({ id: variants.id, type: variants.type, value: variants.value });
  const variantIds = new Map(variantRows.map((v) => [`${v.type}:${v.value}`, v.id]));

  const plan = planCatalogue(categoryIds, brandIds);
  mediaRows.push(...plan.mediaRows);

  const productIds: number[] = [];
  for (const part of chunks(plan.planned, 100)) {
    const rows = await db
      .insert(products)
      .values(part.map((p) => p.row))
      .returning({ id: products.id });
    productIds.push(...rows.map((r) => r.id));
  }
  const planned = plan.planned.map((p, i) => ({ ...p, id: productIds[i] as number }));
  await refreshSearchText(db, productIds); // the folded search columns (brand and category names included)

  // Units: the first unit of each product is the base; the others name it as their parent.
  const baseUnits = await db
    .insert(productUnits)
    .values(
      planned.map((p) => {
        const u = p.units[0]!;
        return { product_id: p.id, name_ar: u.name[0], name_en: u.name[1], factor: u.factor, price: u.price, balance: u.balance, sort: 1 };
      }),
    )
    .returning({ id: productUnits.id, product_id: productUnits.product_id });
  const baseUnitOf = new Map(baseUnits.map((u) => [u.product_id, u.id]));
  const extraUnits = planned.flatMap((p) =>
    p.units.slice(1).map((u, i) => ({
      product_id: p.id,
      name_ar: u.name[0],
      name_en: u.name[1],
      parent_unit_id: baseUnitOf.get(p.id) ?? null,
      factor: u.factor,
      price: u.price,
      balance: u.balance,
      sort: i + 2,
    })),
  );
  if (extraUnits.length) await db.insert(productUnits).values(extraUnits);
  await db.execute(sql`update ${products} p set default_unit_id = u.id from ${productUnits} u where u.product_id = p.id and u.sort = 1`);

  const pv = planned.flatMap((p) => p.variantKeys.map((k) => ({ product_id: p.id, variant_id: variantIds.get(k) as number })));
  if (pv.length) await db.insert(productVariants).values(pv);

  const reviewRows = planned.flatMap((p) => p.reviews.map((r) => ({ ...r, product_id: p.id })));
  for (const part of chunks(reviewRows, 500)) await db.insert(reviews).values(part);
  await refreshProductRatings(db);

  // Offers: the first N products of each listed category; their discount becomes the offer's.
  let sort = 0;
  for (const o of seedOffers) {
    sort += 1;
    const image = `offer-${o.slug}.webp`;
    mediaRows.push({ file: image, kind: "offer", label: `${o.title[1]}\n${o.title[0]}`, color: o.color, width: 1200, height: 400 });
    const [row] = await db
      .insert(offers)
      .values({
        slug: o.slug,
        title_ar: o.title[0],
        title_en: o.title[1],
        description_ar: o.description[0],
        description_en: o.description[1],
        image,
        discount: o.discount,
        starts_at: new Date(EPOCH),
        ends_at: new Date(EPOCH), // rolled forward by refreshDemoDates
        rolling_days: o.rollingDays,
        sort,
      })
      .returning({ id: offers.id });
    const members = o.categories.flatMap((slug) => planned.filter((p) => p.row.category_id === categoryIds.get(slug)).slice(0, o.perCategory));
    await db.insert(offerProducts).values(members.map((p, i) => ({ offer_id: row!.id, product_id: p.id, sort: i + 1 })));
    await db.execute(
      sql`update ${products} set discount = ${o.discount} where id in (${sql.join(
        members.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    );
  }

  const [flash] = await db
    .insert(flashSales)
    .values({
      title_ar: seedFlashSale.title[0],
      title_en: seedFlashSale.title[1],
      starts_at: new Date(EPOCH),
      ends_at: new Date(EPOCH),
      rolling_days: seedFlashSale.rollingDays,
    })
    .returning({ id: flashSales.id });
  const flashMembers = seedFlashSale.categories.flatMap((slug) =>
    planned.filter((p) => p.row.category_id === categoryIds.get(slug) && p.units[0]!.balance > 0).slice(0, seedFlashSale.perCategory),
  );
  await db.insert(flashSaleProducts).values(flashMembers.map((p, i) => ({ flash_sale_id: flash!.id, product_id: p.id, sort: i + 1 })));
  await db.execute(
    sql`update ${products} set discount = ${seedFlashSale.discount} where id in (${sql.join(
      flashMembers.map((p) => sql`${p.id}`),
      sql`, `,
    )})`,
  );

  // The column says what the endpoint answers for the file (decision 092: by its name).
  const typed = mediaRows.map((row) => ({ ...row, content_type: GENERATED_TYPE[generatedFormat(row.file)] }));
  for (const part of chunks(typed, 500)) await db.insert(media).values(part).onConflictDoNothing();
}

/** Recomputes products.rating (1 decimal) and reviews_count from the reviews. */
export async function refreshProductRatings(db: Database, productId?: number): Promise<void> {
  await db.execute(sql`
    update ${products} p set
      rating = coalesce((select round(avg(r.rating)::numeric, 1) from ${reviews} r where r.product_id = p.id), 0),
      reviews_count = (select count(*) from ${reviews} r where r.product_id = p.id)
    ${productId === undefined ? sql`` : sql`where p.id = ${productId}`}
  `);
}
