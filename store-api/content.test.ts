import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Bootstrap, Currency, ErrorBody, Page } from "./contract.ts";
import { openTestApi } from "./test/helpers.ts";

let ctx: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  ctx = await openTestApi();
}, 60_000);
afterAll(async () => {
  await ctx?.opened.close();
});

describe("GET /bootstrap", () => {
  it("answers the contract shape in English with X-LANG: en", async () => {
    const { status, body, headers } = await ctx.get("/bootstrap", "en");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    const b = Bootstrap.parse(body);
    expect(b.settings.name).toBe("Oasis Store");
    expect(b.settings.template).toBe(3);
    expect(b.settings.theme_color).toBe("#0f766e");
    expect(b.settings.default_language).toBe("ar");
    expect(b.settings.website_status).toBe(1);
    expect(b.settings.active_payment_company).toBe("paymob");
    expect(b.settings.free_shipping_over).toBe(500);
    expect(b.settings.keywords_ar).toMatch(/[\u0600-\u06FF]/);
    expect(b.settings.keywords_en).toMatch(/online/);
    expect(b.settings.meta_description_ar).toMatch(/[\u0600-\u06FF]/);
    expect(b.settings.meta_description_en).toMatch(/Oasis/);
    expect(b.menus.header.length).toBeGreaterThan(0);
    expect(b.menus.footer.map((m) => m.url)).toEqual(expect.arrayContaining(["/offers", "/pages/privacy", "/pages/terms"]));
    // The storefront adds its about page and the list of pages to every footer: the menu names neither, nor the about content page.
    expect(b.menus.footer.map((m) => m.url)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/(about|pages|pages\/about)$/)]));
    expect(b.menus.header.some((m) => (m.children?.length ?? 0) > 0)).toBe(true);
    expect(b.menus.header[0]?.title).toBe("Home");
  });

  it("answers in Arabic by default and with X-LANG: ar", async () => {
    for (const lang of [null, "ar"] as const) {
      const b = Bootstrap.parse((await ctx.get("/bootstrap", lang)).body);
      expect(b.settings.name).toBe("متجر الواحة");
      expect(b.settings.about).toMatch(/[\u0600-\u06FF]/);
      expect(b.menus.header[0]?.title).toBe("الرئيسية");
      // both languages of keywords are always present
      expect(b.settings.keywords_en).toMatch(/online/);
    }
  });
});

describe("pages", () => {
  it("lists pages with two featured ones", async () => {
    const { status, body } = await ctx.get("/store/pages", "en");
    expect(status).toBe(200);
    const pages = body.data.map((p: unknown) => Page.parse(p));
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(["about", "privacy", "terms", "shipping-returns"]));
    expect(pages.filter((p: { is_featured: number }) => p.is_featured === 1)).toHaveLength(2);
  });

  it("shows one page in both languages", async () => {
    const en = await ctx.get("/store/pages/about", "en");
    expect(en.status).toBe(200);
    expect(Page.parse(en.body.data).title).toBe("About us");
    const ar = await ctx.get("/store/pages/about", "ar");
    expect(Page.parse(ar.body.data).title).toBe("من نحن");
    expect(ar.body.data.content).toContain("<h2>");
  });

  it("answers 404 JSON for an unknown page", async () => {
    const r = await ctx.get("/store/pages/no-such-page", "en");
    expect(r.status).toBe(404);
    expect(ErrorBody.parse(r.body).message).toBe("Page not found.");
    const ar = await ctx.get("/store/pages/no-such-page", "ar");
    expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe("GET /store/currency", () => {
  it("lists the 11 currencies with EGP as the only local one", async () => {
    const { status, body } = await ctx.get("/store/currency", "en");
    expect(status).toBe(200);
    const list = body.data.map((c: unknown) => Currency.parse(c)) as Currency[];
    expect(list.map((c) => c.currency_code)).toEqual(["EGP", "SAR", "AED", "QAR", "QAK", "LYD", "SDE", "USD", "AFN", "AFN4", "KWD"]);
    const local = list.filter((c) => c.is_local === 1);
    expect(local).toHaveLength(1);
    expect(local[0]).toMatchObject({ currency_code: "EGP", exchange_rate: 1, country: "Egypt" });
    expect(list.find((c) => c.currency_code === "USD")?.exchange_rate).toBe(48.5);
    expect(list.every((c) => c.is_online === 1 && c.exchange_rate > 0)).toBe(true);
    expect(new Date(list[0]!.Last_update).toISOString()).toBe(list[0]!.Last_update);
    const ar = await ctx.get("/store/currency", "ar");
    expect(ar.body.data[0].country).toBe("مصر");
  });
});

describe("errors and docs", () => {
  it("answers 404 JSON for an unknown route", async () => {
    const r = await ctx.get("/no/such/route", "en");
    expect(r.status).toBe(404);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.body).toEqual({ message: expect.any(String) });
  });

  it("answers 404 JSON for a wrong method", async () => {
    const r = await ctx.get("/bootstrap", "en", { method: "DELETE" });
    expect(r.status).toBe(404);
    expect(typeof r.body.message).toBe("string");
  });

  it("serves an OpenAPI 3.1 document naming the routes", async () => {
    const r = await ctx.get("/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
    expect(Object.keys(r.body.paths)).toEqual(expect.arrayContaining(["/bootstrap", "/store/pages", "/store/pages/{slug}", "/store/currency"]));
  });
});
