/**
 * Opens the Store API's database, applies the migrations, seeds an empty database and
 * applies settings overrides.
 *
 * - no `dataDir`, no `databaseUrl`: PGlite in memory.
 * - `dataDir`: PGlite on disk. A lock file `<dataDir>.lock` (holding the owner's pid) keeps a
 *   second opener out, in this process or another; a lock left by a dead process is taken over.
 * - `databaseUrl` (postgres:// or postgresql://): PostgreSQL through node-postgres. Migrations
 *   and the seed run under an advisory lock, so several processes may open at once.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { MigrationMeta } from "drizzle-orm/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { embeddedMigrations } from "../migrations/embedded.ts";
import { seedDatabase, isSeeded } from "../seed/index.ts";
import { applySettingsOverrides, type SettingsOverrides } from "../seed/overrides.ts";
import { refreshDemoDates } from "../seed/refresh.ts";
import { refreshSearchText } from "./search-text.ts";
import * as schema from "./schema.ts";
import type { Database } from "./types.ts";

export interface OpenDatabaseOptions {
  /** PGlite data directory; omitted: in memory. */
  dataDir?: string;
  /** postgres:// or postgresql:// URL; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Settings forced on every open (e.g. `{ website_status: 0 }`). */
  settingsOverrides?: SettingsOverrides;
  /** Skip the demo seed (an empty store: migrations only). */
  seed?: boolean;
  /** PGlite only: start from a dump made with `dumpDataDir()` (e.g. a seeded database, for tests). */
  loadDataDir?: Blob;
  /** PostgreSQL only: told when an idle connection of the pool is lost (a server restart); the pool opens a new one. */
  onConnectionLost?: (error: Error) => void;
}

export interface OpenedDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PGlite instance when kind is 'pglite' (e.g. for `dumpDataDir()`). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, lockFile: string, owner: string) {
    super(
      `The Store API data directory ${dataDir} is already open (${owner}; lock file ${lockFile}). ` +
        "One PGlite database can have only one opener: stop the other process or use another STORE_API_DATA_DIR. " +
        "If no process uses it any more, delete the lock file.",
    );
    this.name = "DatabaseLockedError";
  }
}

const MIGRATIONS_TABLE = "__drizzle_migrations";
const MIGRATIONS_SCHEMA = "drizzle";
const PG_ADVISORY_LOCK_KEY = 7_264_010_417;

/** The embedded migrations in the shape drizzle's migrator reads from the folder. */
export function migrationMetas(): MigrationMeta[] {
  return embeddedMigrations.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
}

/** Applies the migrations with drizzle's migrator (fed from the embedded copy of store-api/migrations). */
export async function runMigrations(db: Database): Promise<void> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  await dialect.migrate(migrationMetas(), session, {
    migrationsFolder: "(embedded)",
    migrationsTable: MIGRATIONS_TABLE,
    migrationsSchema: MIGRATIONS_SCHEMA,
  });
}

async function prepare(db: Database, opts: OpenDatabaseOptions): Promise<void> {
  await runMigrations(db);
  if (opts.seed !== false && !(await isSeeded(db))) {
    await db.transaction(async (tx) => {
      await seedDatabase(tx);
    });
  }
  await refreshSearchText(db); // rows of an older fold, or inserted without their search text
  await refreshDemoDates(db);
  if (opts.settingsOverrides) await applySettingsOverrides(db, opts.settingsOverrides);
}

const openLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface LockOwner {
  pid: number;
  host?: string;
}

function readLock(file: string): LockOwner | null {
  try {
    const text = readFileSync(file, "utf8").trim();
    if (/^\d+$/.test(text)) return { pid: Number(text) };
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    return typeof parsed.pid === "number" ? { pid: parsed.pid, host: typeof parsed.host === "string" ? parsed.host : undefined } : null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dataDir>.lock`. A lock of this host whose process is gone (or is this very
 * process, e.g. PID 1 again after a container restart) is stale and taken over; a lock of
 * another host is respected, since its process cannot be checked from here.
 */
function acquireLock(dataDir: string): () => void {
  const lockFile = `${dataDir.replace(/[/\\]+$/, "")}.lock`;
  if (openLocks.has(lockFile)) throw new DatabaseLockedError(dataDir, lockFile, "by this process");
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const me = hostname();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: me, since: new Date().toISOString() }), {
        flag: "wx",
      });
      openLocks.add(lockFile);
      return () => {
        openLocks.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const owner = readLock(lockFile);
      if (owner && owner.host !== undefined && owner.host !== me) {
        throw new DatabaseLockedError(dataDir, lockFile, `by process ${owner.pid} on host ${owner.host}`);
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DatabaseLockedError(dataDir, lockFile, `by process ${owner.pid}`);
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const url = opts.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error("databaseUrl must start with postgres:// or postgresql://");
    }
    const pool = new pg.Pool({ connectionString: url });
    // A connection whose server went away (a restart, a failover) is an "error" event on the pool when
    // idle, on its client when checked out (between a transaction's queries): unheard, either is thrown
    // and ends the process or thread. The query fails on its own; the pool drops that client, the next query connects anew.
    const lost = (error: Error) => opts.onConnectionLost?.(error);
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", lost));
    try {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [PG_ADVISORY_LOCK_KEY]);
        try {
          await prepare(drizzleNodePg({ client, schema }) as unknown as Database, opts);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [PG_ADVISORY_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end();
      throw e;
    }
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    let closed = false;
    return {
      db,
      kind: "postgres",
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : undefined;
  const release = dataDir ? acquireLock(dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    await prepare(db, opts);
    const pglite = client;
    let closed = false;
    return {
      db,
      kind: "pglite",
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    await client?.close().catch(() => {});
    release();
    throw e;
  }
}
