/** 20 simultaneous checkouts for the last 5 units never sell more than the balance (PGlite; PostgreSQL in db/postgres.test.ts). */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { OpenedDatabase } from "./db/open.ts";
import { raceForLastUnits } from "./test/race.ts";
import { openTestDatabase } from "./testing.ts";

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

it("20 customers, 5 units: exactly 5 orders, the rest cart_invalid, balance 0", async () => {
  const r = await raceForLastUnits(opened.db);
  expect(r.other).toEqual([]);
  expect(r.created).toBe(5);
  expect(r.refused).toBe(15);
  expect(r.balance).toBe(0);
}, 120_000);

it("the same with two lines per cart in alternating order (no deadlock, no oversell)", async () => {
  const r = await raceForLastUnits(opened.db, { twoLines: true });
  expect(r.other).toEqual([]);
  expect(r.created).toBe(5);
  expect(r.balance).toBe(0);
}, 120_000);
