/** Random and derived tokens, stored as sha256; per-database secrets. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { storeSecrets } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

export function randomToken(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString("base64url");
}

export function sha256(s: string): string {
  return createHash("sha256").update(s).digest("base64url");
}

export function hmac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface Secrets {
  tokenDerivation: string;
  guestCart: string;
}

async function secret(db: Database, name: string): Promise<string> {
  await db
    .insert(storeSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

/** The secrets generated once per database and kept in `store_secrets` (call outside transactions). */
export async function loadSecrets(db: Database): Promise<Secrets> {
  return { tokenDerivation: await secret(db, "token-derivation"), guestCart: await secret(db, "guest-cart") };
}
