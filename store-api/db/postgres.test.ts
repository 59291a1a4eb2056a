/**
 * PostgreSQL (node-postgres) path. Runs only when TEST_DATABASE_URL (or the older
 * STORE_API_TEST_DATABASE_URL) names a database it may wipe, e.g.
 * postgres://postgres@127.0.0.1:5432/storeapi_test.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "../app.ts";
import { openTestDatabase } from "../testing.ts";
import { testDatabaseUrl } from "../test/postgres.ts";
import { raceForLastUnits } from "../test/race.ts";
import { makeCall, runContractSuite } from "../contract/suite.ts";
import { searchField } from "../lib/search-text.ts";
import { arabicSearchChecks } from "../test/search-checks.ts";
import { openDatabase, type OpenedDatabase } from "./open.ts";
import { products } from "./schema.ts";
import { searchKey } from "./search-text.ts";

const url = testDatabaseUrl();

describe.skipIf(!url)("openDatabase on PostgreSQL", () => {
  let pgA: OpenedDatabase;
  let pgB: OpenedDatabase;
  let lite: OpenedDatabase;

  beforeAll(async () => {
    const wipe = await openDatabase({ databaseUrl: url, seed: false });
    await wipe.db.execute(sql`drop schema if exists public cascade`);
    await wipe.db.execute(sql`drop schema if exists drizzle cascade`);
    await wipe.db.execute(sql`create schema public`);
    await wipe.close();
    // two processes' worth of openers at once: the advisory lock lets one migrate and seed
    [pgA, pgB] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url, settingsOverrides: { template: 2 } })]);
    lite = await openTestDatabase({ settingsOverrides: { template: 2 } });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([pgA?.close(), pgB?.close(), lite?.close()]);
  });

  it("migrates and seeds once", async () => {
    const rows = await pgA.db.execute(sql`select count(*)::int as n from settings`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect(pgA.kind).toBe("postgres");
  });

  it("answers exactly like PGlite", async () => {
    const onPg = createStoreApi({ db: pgA.db });
    const onLite = createStoreApi({ db: lite.db });
    for (const path of [
      "/bootstrap",
      "/store/currency",
      "/store/pages",
      "/store/categories",
      "/store/search?category=fashion&sort=price_asc&min_price=100&max_price=900&per_page=50",
      "/store/search?q=shirt",
      `/store/search?q=${encodeURIComponent("احذيه")}&sort=price_asc`,
      `/store/search?q=${encodeURIComponent("مكعبات ٥٠٠")}`,
      "/store/search?q=nile%20smartphone&per_page=5&page=2",
      `/store/search?q=${encodeURIComponent("ًٌ")}&per_page=3`,
      "/store/variants?categories=fashion",
      "/store/products/cotton-shirt-navy-m",
      "/store/offers",
      "/store/regions",
      "/shipment/shipping-companies",
      "/store/payment-methods",
      "/google-geocode?address=Nasr%20City",
    ]) {
      for (const lang of ["ar", "en"]) {
        const req = () => new Request(`http://api.test${path}`, { headers: { "X-LANG": lang } });
        const a = await (await onPg.fetch(req())).json();
        const b = await (await onLite.fetch(req())).json();
        expect(a, `${path} ${lang}`).toEqual(b);
      }
    }
  });

  describe("Arabic-aware search", () => {
    arabicSearchChecks(() => ({ db: pgA.db }));

    it("an open fills the search text of rows that lack it", async () => {
      await pgA.db.update(products).set({ search_name: "", search_meta: "", search_body: "", search_key: "" }).where(eq(products.id, 1));
      const again = await openDatabase({ databaseUrl: url });
      await again.close();
      const [row] = await pgA.db.select().from(products).where(eq(products.id, 1));
      expect(row?.search_key).toBe(searchKey());
      expect(row?.search_name).toBe(searchField(row!.name_ar, row!.name_en));
    });
  });

  it("20 simultaneous checkouts for the last 5 units sell exactly 5", async () => {
    const r = await raceForLastUnits(pgA.db);
    expect(r.other).toEqual([]);
    expect(r.created).toBe(5);
    expect(r.refused).toBe(15);
    expect(r.balance).toBe(0);
  }, 120_000);

  it("two lines per cart in alternating order: no deadlock, no oversell", async () => {
    const r = await raceForLastUnits(pgA.db, { twoLines: true });
    expect(r.other).toEqual([]);
    expect(r.created).toBe(5);
    expect(r.balance).toBe(0);
  }, 120_000);

  it("passes the contract suite", async () => {
    const api = createStoreApi({ db: pgA.db, demo: true, paymobHmacSecret: "contract-secret" });
    const { failed, skipped, results } = await runContractSuite(makeCall((r) => api.fetch(r), "http://store.internal/"));
    expect(results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}`)).toEqual([]);
    expect(failed).toBe(0);
    expect(skipped).toBe(0);
  }, 120_000);
});
