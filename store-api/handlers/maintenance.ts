/** Deletes what has outlived its use: old idempotency replays, stale guest carts, expired tokens and codes. */
import { and, lt, notExists, sql } from "drizzle-orm";
import { accessTokens, customerSessions, idempotencyKeys, otpCodes, passwordResets, refreshTokens } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { pruneGuestCarts } from "./cart.ts";

const DAY = 86_400_000;

export async function pruneExpired(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, dayAgo));
  await pruneGuestCarts(db, now);
  await db.delete(accessTokens).where(lt(accessTokens.expires_at, dayAgo));
  await db.delete(refreshTokens).where(lt(refreshTokens.expires_at, dayAgo));
  await db.delete(passwordResets).where(lt(passwordResets.expires_at, dayAgo));
  await db.delete(otpCodes).where(lt(otpCodes.expires_at, dayAgo));
  await db
    .delete(customerSessions)
    .where(
      and(
        lt(customerSessions.created_at, dayAgo),
        notExists(db.select({ one: sql`1` }).from(refreshTokens).where(sql`${refreshTokens.session_id} = ${customerSessions.id}`)),
      ),
    );
}
