/** Arabic-aware GET /store/search on PGlite (the same checks run on PostgreSQL in db/postgres.test.ts). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/open.ts";
import { products } from "./db/schema.ts";
import { refreshSearchText, searchKey } from "./db/search-text.ts";
import { searchField } from "./lib/search-text.ts";
import { arabicSearchChecks } from "./test/search-checks.ts";
import { openTestApi } from "./test/helpers.ts";

let ctx: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  ctx = await openTestApi();
}, 120_000);
afterAll(async () => {
  await ctx?.opened.close();
});

describe("Arabic-aware search (PGlite)", () => {
  arabicSearchChecks(() => ({ db: ctx.opened.db }));

  it("opening a database whose rows lack the search text (made before the column, or by another writer) fills it", async () => {
    const db = ctx.opened.db;
    await db.update(products).set({ search_name: "", search_meta: "", search_body: "", search_key: "" });
    const dump = await ctx.opened.pglite!.dumpDataDir("none");
    const reopened = await openDatabase({ loadDataDir: dump });
    try {
      const rows = await reopened.db.select().from(products);
      expect(rows.every((r) => r.search_key === searchKey() && r.search_name === searchField(r.name_ar, r.name_en))).toBe(true);
    } finally {
      await reopened.close();
    }
    // this suite's own copy is left as found
    await refreshSearchText(db);
    const [one] = await db.select().from(products).where(eq(products.id, 1));
    expect(one?.search_key).toBe(searchKey());
  }, 60_000);
});
