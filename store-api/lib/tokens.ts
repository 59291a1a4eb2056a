/** Random and derived tokens, stored as sha256; per-database secrets. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { storeSecrets } from '../db/schema.ts';
import type { Database } from '../db/types.ts';

export function randomToken(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('base64url');
}

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const secretCache = new WeakMap<object, Map<string, Promise<string>>>();

/** A secret generated once per database and kept in `store_secrets`. */
export function databaseSecret(db: Database, name: string): Promise<string> {
  let map = secretCache.get(db);
  if (!map) secretCache.set(db, (map = new Map()));
  let p = map.get(name);
  if (!p) {
    p = (async () => {
      await db
        .insert(storeSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, name));
      if (!row) throw new Error(`secret ${name} missing`);
      return row.value;
    })();
    p.catch(() => map?.delete(name));
    map.set(name, p);
  }
  return p;
}
