import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApi } from "./test/helpers.ts";

/** Decision 100: the search's filters under other spellings answer 200 or 422, never a 500. */
let ctx: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  ctx = await openTestApi();
});
afterAll(async () => {
  await ctx?.opened.close();
});

describe("search limits", () => {
  it("refuses variant ids past the database's integer and over-long lists with 422", async () => {
    for (const variants of ["100000000000000000000", "1,2,10000000000", Array.from({ length: 101 }, (_, i) => i + 1).join(",")]) {
      expect((await ctx.get(`/store/search?variants=${variants}`, "en")).status, variants.slice(0, 40)).toBe(422);
    }
    expect((await ctx.get("/store/search?variants=999999999,1", "en")).status).toBe(200);
  });

  it("answers odd numbers and text without a 500", async () => {
    for (const query of [
      "min_price=1e308",
      "max_price=1e400",
      "min_price=99999999999999999999999",
      "page=100000&per_page=100",
      `q=${"a".repeat(3000)}`,
      "q=%00",
      "brand=%00",
      `category=${"a".repeat(300)}`,
    ]) {
      expect((await ctx.get(`/store/search?${query}`, "en")).status, query.slice(0, 40)).toBeLessThan(500);
    }
  });
});
