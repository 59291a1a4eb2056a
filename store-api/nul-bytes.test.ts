/** A NUL byte cannot be stored or compared in PostgreSQL text; the API answers it as bad input, never 500. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "./test/helpers.ts";

let ctx: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  ctx = await openTestApi();
}, 120_000);
afterAll(async () => {
  await ctx?.opened.close();
});

describe("NUL bytes in text input", () => {
  it("a search for text with a NUL byte answers without failing", async () => {
    const r = await ctx.get("/store/search?q=a%00b", "en");
    expect(r.status, r.text).toBeLessThan(500);
  });

  it.each(["/store/search?brand=x%00y", "/store/products/p%00q", "/store/offers/o%00p", "/store/pages/about%00us", "/store/categories/c%00d"])(
    "GET %s is refused as a client error in both languages",
    async (path) => {
      for (const lang of ["ar", "en"] as const) {
        const r = await ctx.get(path, lang);
        expect(r.status, r.text).toBeGreaterThanOrEqual(400);
        expect(r.status, r.text).toBeLessThan(500);
        expect(typeof r.body.message).toBe("string");
      }
    },
  );

  it("a JSON body with a NUL byte in a text field is a 422, not a 500", async () => {
    const r = await ctx.call("/store/login", { body: { email: "demo\u0000@oasis-store.example", password: "x\u0000y" }, lang: "en" });
    expect(r.status, r.text).toBeLessThan(500);
    expect(r.status).toBeGreaterThanOrEqual(400);
  });

  it("the same search without the NUL byte still answers", async () => {
    const r = await ctx.get("/store/search?q=ab", "en");
    expect(r.status).toBe(200);
  });
});
