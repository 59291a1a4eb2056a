import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { settings } from "./schema.ts";
import { DatabaseLockedError, migrationMetas, openDatabase } from "./open.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("migrations", () => {
  it("embedded.ts matches the drizzle-kit folder (run scripts/embed-migrations.ts after generating)", () => {
    const folder = readMigrationFiles({ migrationsFolder: path.resolve(import.meta.dirname, "../migrations") });
    expect(migrationMetas()).toEqual(folder);
  });
});

describe("openDatabase on disk", () => {
  it("guards the data directory with a lock file, keeps data across opens, re-applies overrides", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "store-api-"));
    dirs.push(root);
    const dataDir = path.join(root, "db");
    const first = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already open/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // a stale lock (dead process) is taken over
    writeFileSync(`${dataDir}.lock`, "999999999");
    const second = await openDatabase({ dataDir, settingsOverrides: { website_status: 0 } });
    const [row] = await second.db.select().from(settings);
    expect(row?.website_status).toBe(0);
    expect(row?.name_en).toBe("Oasis Store"); // seeded once, kept
    await second.close();

    // a lock of another host is respected; a lock naming this very process (PID reuse) is stale
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: 1, host: "other-host" }));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/other-host/);
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: process.pid, host: hostname() }));
    const third = await openDatabase({ dataDir });
    await third.close();
  }, 120_000);

  it("refuses a non-postgres URL", async () => {
    await expect(openDatabase({ databaseUrl: "mysql://x" })).rejects.toThrow(/postgres/);
  });
});
