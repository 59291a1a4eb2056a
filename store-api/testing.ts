/**
 * Test helper: a seeded in-memory database in about half a second. The first call builds
 * the demo database once and keeps a dump of it in the OS temp directory (keyed by a hash
 * of the migrations and the seed sources); later calls, in any test file or process, load
 * that dump (PGlite `loadDataDir`). Settings overrides and the demo date refresh still run
 * at every open.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from "./db/open.ts";
import { embeddedMigrations } from "./migrations/embedded.ts";

/** The files under dir, its subfolders' too (seed/emoji holds the pictures the seed draws), relative and sorted. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const name = path.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, name) : [name];
    })
    .sort();
}

function snapshotKey(): string | null {
  try {
    const h = createHash("sha256");
    h.update(JSON.stringify(embeddedMigrations));
    const dir = fileURLToPath(new URL("./seed/", import.meta.url));
    for (const f of filesUnder(dir)) h.update(f).update(readFileSync(path.join(dir, f)));
    // The seed's rolling offer dates are set from the day it runs (seed/refresh.ts): a snapshot
    // from yesterday would give today's tests yesterday's end dates, unlike a database seeded now.
    h.update(new Date().toISOString().slice(0, 10));
    return h.digest("hex").slice(0, 20);
  } catch {
    return null; // sources not readable (bundled): no cache
  }
}

let building: Promise<string | null> | undefined;

/** The cached dump of a freshly seeded database (built once), or null when the sources cannot be read. */
export async function snapshotFile(): Promise<string | null> {
  const key = snapshotKey();
  if (!key) return null;
  const file = path.join(tmpdir(), `store-api-seed-${key}.tar`);
  if (existsSync(file)) return file;
  building ??= (async () => {
    const fresh = await openDatabase({});
    try {
      const dump = await fresh.pglite!.dumpDataDir("none");
      const tmp = `${file}.${process.pid}.${Date.now()}.part`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file); // atomic: parallel workers may race, both write the same bytes
      return file;
    } finally {
      await fresh.close();
    }
  })();
  return building;
}

/** A seeded in-memory PGlite database (cloned from the cached snapshot). */
export async function openTestDatabase(opts: Pick<OpenDatabaseOptions, "settingsOverrides"> = {}): Promise<OpenedDatabase> {
  const file = await snapshotFile();
  if (!file) return openDatabase(opts);
  try {
    return await openDatabase({ ...opts, loadDataDir: new Blob([readFileSync(file)]) });
  } catch {
    return openDatabase(opts); // a damaged snapshot: build from scratch
  }
}
