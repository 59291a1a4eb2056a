/**
 * Arabic-aware search checks, shared by the PGlite suite (search.test.ts) and the PostgreSQL
 * one (db/postgres.test.ts): the stored search text, and GET /store/search folding, matching
 * across languages and ranking by relevance.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createStoreApi } from "../app.ts";
import type { ProductSummary } from "../contract.ts";
import type { Database } from "../db/types.ts";
import { products } from "../db/schema.ts";
import { refreshSearchText, searchKey } from "../db/search-text.ts";
import { searchField } from "../lib/search-text.ts";
import { type Answer, caller } from "./helpers.ts";

type Get = (path: string, lang: "ar" | "en") => Promise<Answer>;

/** Registers the checks; `ctx()` is read when they run (after the caller's beforeAll). */
export function arabicSearchChecks(ctx: () => { db: Database }) {
  let cached: { db: Database; get: Get } | undefined;
  const env = () => {
    const { db } = ctx();
    if (cached?.db !== db) {
      const call = caller((r) => createStoreApi({ db }).fetch(r));
      cached = { db, get: (path, lang) => call(path, { lang }) };
    }
    return cached;
  };
  const search = async (query: string, lang: "ar" | "en" = "en") => {
    const r = await env().get(`/store/search?${/per_page=/.test(query) ? "" : "per_page=100&"}${query}`, lang);
    expect(r.status, `${query} → ${r.text.slice(0, 300)}`).toBe(200);
    return { data: r.body.data as ProductSummary[], total: r.body.meta.total as number, meta: r.body.meta };
  };
  const q = (text: string, lang: "ar" | "en" = "en", extra = "") => search(`q=${encodeURIComponent(text)}${extra}`, lang);
  const ids = (xs: ProductSummary[]) => xs.map((p) => p.id);

  it("stores the folded search text of every product, and refreshes rows without it", async () => {
    const { db, get } = env();
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.search_key).toBe(searchKey());
      expect(r.search_name).toBe(searchField(r.name_ar, r.name_en));
      expect(r.search_body).toBe(searchField(r.description_ar, r.description_en));
      expect(r.search_meta.endsWith(searchField(r.sku))).toBe(true);
    }
    const bands = rows.find((r) => r.name_en.startsWith("Resistance bands"))!;
    expect(bands.search_name).toContain(" احزمه مقاومه ");
    // A row written without its search text (as by another writer) is found after a refresh.
    await db.update(products).set({ search_name: "", search_meta: "", search_body: "", search_key: "" }).where(eq(products.id, bands.id));
    const before = (await get(`/store/search?q=${encodeURIComponent("احزمه")}&per_page=100`, "ar")).body.data as ProductSummary[];
    expect(before.map((p) => p.id)).not.toContain(bands.id);
    expect(await refreshSearchText(db)).toBe(1);
    const after = (await get(`/store/search?q=${encodeURIComponent("احزمه")}&per_page=100`, "ar")).body.data as ProductSummary[];
    expect(after.map((p) => p.id)).toContain(bands.id);
    expect(await refreshSearchText(db)).toBe(0);
  });

  it("احذيه (no hamza, heh for teh marbuta) finds أحذية; tashkeel and tatweel do not matter", async () => {
    const shoes = await search("category=shoes", "ar");
    expect(shoes.total).toBeGreaterThan(0);
    const plain = await q("احذيه", "ar");
    // The category is named أحذية (and the description says أحذية مريحة): every shoe, nothing else.
    expect(plain.total).toBe(shoes.total);
    expect(plain.data.every((p) => p.category.slug === "shoes")).toBe(true);
    for (const variant of ["أحذية", "أَحْذِيَةٌ", "احـــذيـة", "إحذيه", "الأحذية"]) {
      expect(ids((await q(variant, "ar")).data), variant).toEqual(ids(plain.data));
    }
    // A product name with hamza on alef and teh marbuta: أحزمة مقاومة (Resistance bands).
    const bands = await q("احزمه", "ar");
    expect(bands.total).toBeGreaterThan(0);
    expect(bands.data.every((p) => p.name.includes("أحزمة"))).toBe(true);
    expect(ids((await q("أحزمةٌ", "ar")).data)).toEqual(ids(bands.data));
    // Alef maqsura: the brand صحارى سبورت is found as صحاري.
    const brand = await search("brand=sahara-sport", "ar");
    const maqsura = await q("صحاري", "ar");
    expect(maqsura.total).toBe(brand.total);
    expect(new Set(ids(maqsura.data))).toEqual(new Set(ids(brand.data)));
  });

  // Issue 37: what an outside tester typed on a phone and found nothing for.
  it("the singular finds the plural (سماعة → سماعات), with و/ال before it too", async () => {
    const plural = await q("سماعات", "ar");
    expect(plural.total).toBeGreaterThan(0);
    for (const word of ["سماعة", "سماعه", "السماعة", "والسماعات"]) {
      expect(new Set(ids((await q(word, "ar")).data)), word).toEqual(new Set(ids(plural.data)));
    }
  });

  it("everyday words find the demo's phones and laptops: موبايل جوال ايفون mobile, لابتوب notebook", async () => {
    const phones = await search("category=mobiles", "ar");
    const laptops = await search("category=laptops", "ar");
    expect(phones.total).toBeGreaterThan(0);
    expect(laptops.total).toBeGreaterThan(0);
    for (const word of ["موبايل", "جوال", "موبايلات"]) {
      const found = await q(word, "ar");
      expect(new Set(ids(found.data)), word).toEqual(new Set(ids(phones.data)));
    }
    const iphone = await q("ايفون", "ar");
    expect(iphone.total).toBeGreaterThan(0);
    expect(iphone.data.every((p) => p.category.slug === "mobiles")).toBe(true);
    expect((await q("mobile", "en")).data.every((p) => p.category.slug === "mobiles")).toBe(true);
    for (const word of ["لابتوب", "notebook", "laptops"]) {
      const found = await q(word, word === "لابتوب" ? "ar" : "en");
      expect(new Set(ids(found.data)), word).toEqual(new Set(ids(laptops.data)));
    }
  });

  it("finds English names in the Arabic store and Arabic names in the English store", async () => {
    const inAr = await q("Resistance BANDS", "ar");
    expect(inAr.total).toBeGreaterThan(0);
    expect(inAr.data.every((p) => p.name.startsWith("أحزمة مقاومة"))).toBe(true);
    const inEn = await q("أحزمة مقاومة", "en");
    expect(inEn.data.map((p) => p.id)).toEqual(inAr.data.map((p) => p.id));
    expect(inEn.data.every((p) => p.name.startsWith("Resistance bands"))).toBe(true);
    const shirt = await q("قميص قطن", "en");
    expect(shirt.total).toBeGreaterThan(0);
    expect(shirt.data.every((p) => p.name.startsWith("Cotton shirt"))).toBe(true);
  });

  it("ranks a name match above a description-only match, whole words above substrings; a chosen sort orders the whole result", async () => {
    // "smartphone" is in two models' names and in every mobile's description.
    const r = await q("smartphone");
    const inName = r.data.map((p) => /smartphone/i.test(p.name));
    expect(inName.filter(Boolean).length).toBeGreaterThan(0);
    expect(inName.filter((x) => !x).length).toBeGreaterThan(0);
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)));
    // A chosen sort orders the whole result, name matches and description matches alike.
    const byPrice = (await q("smartphone", "en", "&sort=price_asc")).data;
    expect(byPrice.map((p) => p.id).sort()).toEqual(r.data.map((p) => p.id).sort());
    const prices = byPrice.map((p) => Math.round(p.price * (100 - p.discount)) / 100);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const inNameByPrice = byPrice.map((p) => /smartphone/i.test(p.name));
    expect(inNameByPrice, "the price order is not the relevance order here").not.toEqual([...inNameByPrice].sort((a, b) => Number(b) - Number(a)));
    const byPriceDesc = (await q("smartphone", "en", "&sort=price_desc")).data.map((p) => Math.round(p.price * (100 - p.discount)) / 100);
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    // "phone": the whole word (Lite budget phone …) before the substring (… smartphone).
    const phone = (await q("phone")).data.map((p) => (/\bphone\b/i.test(p.name) ? 2 : /phone/i.test(p.name) ? 1 : 0));
    expect(phone).toContain(2);
    expect(phone).toContain(1);
    expect(phone).toEqual([...phone].sort((a, b) => b - a));
  });

  it("every term must match; more terms in the name rank higher", async () => {
    const r = await q("nile smartphone");
    expect(r.total).toBeGreaterThan(0);
    const inName = r.data.map((p) => ["nile", "smartphone"].filter((t) => p.name.toLowerCase().includes(t)).length);
    expect(inName[0]).toBe(2);
    expect(inName).toEqual([...inName].sort((a, b) => b - a));
    const none = await q("smartphone zzqx");
    expect(none.total).toBe(0);
    const both = await q("black shoes", "en");
    expect(both.total).toBeGreaterThan(0);
    expect(both.data.every((p) => /black/i.test(p.name) && p.category.slug === "shoes")).toBe(true);
  });

  it("folds Arabic-Indic and Persian digits", async () => {
    const latin = await q("500");
    expect(latin.data.some((p) => p.name.startsWith("Building blocks, 500 pieces"))).toBe(true);
    expect(ids((await q("٥٠٠")).data)).toEqual(ids(latin.data));
    expect(ids((await q("۵۰۰")).data)).toEqual(ids(latin.data));
    const mixed = await q("مكعبات ٥٠٠", "ar");
    expect(mixed.total).toBeGreaterThan(0);
    expect(mixed.data.every((p) => p.name.includes("مكعبات بناء 500"))).toBe(true);
  });

  it("a query of only tashkeel or tatweel counts as no query; one of only punctuation finds nothing", async () => {
    const all = await search("");
    for (const text of ["\u064E\u064F\u0650\u0651\u0652", "ـــ", " \u0670 "]) {
      const r = await q(text);
      expect(r.total, JSON.stringify(text)).toBe(all.total);
      expect(ids(r.data)).toEqual(ids(all.data));
    }
    for (const text of ["%", "_", "-", "!!! ؟"]) expect((await q(text)).total, text).toBe(0);
    // Punctuation next to words is ignored: "Home & kitchen" = "home kitchen".
    expect(ids((await q("Cotton shirt, (navy)")).data)).toEqual(ids((await q("cotton shirt navy")).data));
  });

  it("keeps filters, sort and pagination with a query; strips control characters; 422 when too long", async () => {
    const all = await q("black", "en", "&category=shoes");
    expect(all.total).toBeGreaterThan(2);
    const pages: ProductSummary[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
      const r = await search(`q=black&category=shoes&per_page=2&page=${page}`);
      expect(r.meta).toEqual({ current_page: page, last_page: Math.ceil(all.total / 2), per_page: 2, total: all.total });
      pages.push(...r.data);
    }
    expect(ids(pages)).toEqual(ids(all.data).slice(0, pages.length));
    expect(new Set(ids(pages)).size).toBe(all.total);
    const cheap = await q("black", "en", "&category=shoes&max_price=1000");
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.data.every((p) => Math.round(p.price * (100 - p.discount)) / 100 <= 1000)).toBe(true);
    expect(ids((await search("q=shirt%00%07%1B")).data)).toEqual(ids((await q("shirt")).data));
    const long = await env().get(`/store/search?q=${"a".repeat(201)}`, "en");
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(["q"]);
    for (const odd of ["%00", "%FF", "%ED%A0%80", "%5C", `${"ب ".repeat(99)}`]) {
      expect((await env().get(`/store/search?q=${odd}`, "ar")).status, odd).toBe(200);
    }
  });
}
