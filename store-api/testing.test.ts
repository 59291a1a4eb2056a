import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { snapshotFile } from "./testing.ts";

// Without the cached dump every test database and every e2e demo server seeds from scratch
// (seconds each instead of half a second), and nothing else would say so: a folder under seed/
// once made the key throw, and the cache was silently off.
test("a source checkout caches the seeded database", async () => {
  const file = await snapshotFile();
  expect(file).toMatch(/store-api-seed-[0-9a-f]{20}\.tar$/);
  expect(existsSync(file!)).toBe(true);
});
