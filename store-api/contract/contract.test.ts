/** The contract suite (contract/suite.ts) against the embedded API on PGlite; on PostgreSQL in db/postgres.test.ts. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStoreApi } from "../app.ts";
import type { OpenedDatabase } from "../db/open.ts";
import { openTestDatabase } from "../testing.ts";
import { makeCall, runContractSuite } from "./suite.ts";

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

it("passes every check, demo ones included", async () => {
  const api = createStoreApi({ db: opened.db, demo: true, paymobHmacSecret: "contract-secret" });
  const { failed, passed, skipped, results } = await runContractSuite(makeCall((r) => api.fetch(r), "http://store.internal/"));
  expect(results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}`)).toEqual([]);
  expect(failed).toBe(0);
  expect(skipped).toBe(0);
  expect(passed).toBeGreaterThan(15);
}, 120_000);
