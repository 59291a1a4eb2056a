/**
 * Accounts and tokens: register, login, refresh rotation with grace, logout, password
 * reset, profile, OTP and newsletter. Functions take the database handle first.
 */
import { randomInt } from "node:crypto";
import { and, count, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { User } from "../contract.ts";
import {
  accessTokens,
  currencies,
  customerSessions,
  customers,
  newsletterSubscribers,
  otpCodes,
  passwordResets,
  refreshTokens,
  reviews,
} from "../db/schema.ts";
import { rawClient } from "../db/raw-client.ts";
import type { Database } from "../db/types.ts";
import { uniqueViolation } from "../lib/db-errors.ts";
import { ApiError, fail } from "../lib/errors.ts";
import type { Lang } from "../lib/lang.ts";
import { M } from "../lib/messages.ts";
import { dummyHash, hashPassword, isStrongPassword, verifyPassword } from "../lib/password.ts";
import { normalizeMobile } from "../lib/phone.ts";
import { hmac, randomToken, sha256 } from "../lib/tokens.ts";
import type { ApiConfig, Logger } from "../routes/env.ts";

export type CustomerRow = typeof customers.$inferSelect;

export interface TokenPairT {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
}

export async function toUser(db: Database, r: CustomerRow): Promise<User> {
  const [n] = await db.select({ n: count() }).from(reviews).where(eq(reviews.customer_id, r.id));
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    username: r.username,
    email: r.email,
    mobile: r.mobile,
    additional_phone: r.additional_phone,
    gender: r.gender,
    currency: r.currency,
    mobile_verified: r.mobile_verified === 1 ? 1 : 0,
    newsletter: r.newsletter === 1 ? 1 : 0,
    rates: n?.n ?? 0,
  };
}

const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;

function mapTaken(e: unknown, lang: Lang): never {
  const c = uniqueViolation(e);
  if (c === null) throw e;
  if (c.includes("email")) throw fail(lang, M.takenEmail, { code: "taken_email", field: "email" });
  if (c.includes("mobile")) throw fail(lang, M.takenMobile, { code: "taken_mobile", field: "mobile" });
  if (c.includes("username")) throw fail(lang, M.takenUsername, { code: "taken_username", field: "username" });
  throw e;
}

function checkNewPassword(lang: Lang, password: string, confirmation: string): void {
  if (!isStrongPassword(password)) throw fail(lang, M.weakPassword, { code: "weak_password", field: "password" });
  if (password !== confirmation) {
    throw fail(lang, M.passwordMismatch, { code: "password_mismatch", field: "password_confirmation" });
  }
}

function mobileOrFail(lang: Lang, value: string, field: string): string {
  const m = normalizeMobile(value);
  if (!m) throw fail(lang, M.invalidMobile, { field });
  return m;
}

async function assertFree(db: Database, lang: Lang, v: { email?: string; mobile?: string; username?: string }, exceptId?: number): Promise<void> {
  const not = (cond: ReturnType<typeof eq>) => (exceptId ? and(cond, sql`${customers.id} <> ${exceptId}`) : cond);
  if (v.email) {
    const [r] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(not(eq(customers.email, v.email)));
    if (r) throw fail(lang, M.takenEmail, { code: "taken_email", field: "email" });
  }
  if (v.mobile) {
    const [r] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(not(eq(customers.mobile, v.mobile)));
    if (r) throw fail(lang, M.takenMobile, { code: "taken_mobile", field: "mobile" });
  }
  if (v.username) {
    const [r] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(not(sql`lower(${customers.username}) = ${v.username.toLowerCase()}`));
    if (r) throw fail(lang, M.takenUsername, { code: "taken_username", field: "username" });
  }
}

/* ───────────── sessions and tokens ───────────── */

async function createTokens(db: Database, cfg: ApiConfig, sessionId: number, access: string, refresh: string): Promise<TokenPairT> {
  const now = cfg.now().getTime();
  await db.insert(accessTokens).values({
    token_hash: sha256(access),
    session_id: sessionId,
    expires_at: new Date(now + cfg.accessTtl * 1000),
  });
  await db.insert(refreshTokens).values({
    token_hash: sha256(refresh),
    session_id: sessionId,
    expires_at: new Date(now + cfg.refreshTtl * 1000),
    created_at: new Date(now),
  });
  return { access_token: access, refresh_token: refresh, token_type: "Bearer", expires_in: cfg.accessTtl };
}

export async function startSession(db: Database, cfg: ApiConfig, customerId: number, remember: boolean): Promise<TokenPairT> {
  const now = cfg.now();
  // housekeeping: drop long-expired tokens
  await db.delete(accessTokens).where(lt(accessTokens.expires_at, new Date(now.getTime() - 86_400_000)));
  const [s] = await db
    .insert(customerSessions)
    .values({ customer_id: customerId, remember: remember ? 1 : 0, created_at: now })
    .returning({ id: customerSessions.id });
  return createTokens(db, cfg, s!.id, randomToken("at_"), randomToken("rt_"));
}

export interface Authenticated {
  customer: CustomerRow;
  sessionId: number;
}

/**
 * Every signed-in call's first statement, sent to the driver as fixed text: drizzle's select of the
 * whole customer row cost ~1.5 ms against the statement's ~0.6 on PGlite, more than half of a
 * signed-in page's Store API time (issue 39). The columns are the customer table's own, named as
 * drizzle names them, and both drivers give timestamps as dates. It is asked of the database handle
 * (the routes' `db`), never inside a transaction.
 */
const AUTHENTICATE = `select c.*, t.session_id as "__session_id" from access_tokens t
  join customer_sessions s on s.id = t.session_id join customers c on c.id = s.customer_id
  where t.token_hash = $1 and t.expires_at > $2`;

export async function authenticate(db: Database, cfg: ApiConfig, token: string): Promise<Authenticated | null> {
  if (!token || token.length > 200) return null;
  const client = rawClient(db);
  if (!client) throw new Error("authenticate takes the database handle, not a transaction");
  const [found] = (await client.query(AUTHENTICATE, [sha256(token), cfg.now()])).rows;
  if (!found) return null;
  const { __session_id: sessionId, ...customer } = found;
  return { customer: customer as CustomerRow, sessionId: Number(sessionId) };
}

/**
 * Rotates a refresh token. The first use creates the successor pair (derived from the old
 * token with a per-database HMAC key); presenting the old token again while its successor
 * is unused and within the grace period answers the same pair.
 */
export async function refreshSession(db: Database, cfg: ApiConfig, _lang: Lang, token: string): Promise<TokenPairT> {
  const invalid = () => new ApiError(401, M.invalidRefresh);
  if (!token.startsWith("rt_") || token.length > 200) throw invalid();
  const secret = cfg.secrets.tokenDerivation;
  const nextAccess = `at_${hmac(secret, `access|${token}`)}`;
  const nextRefresh = `rt_${hmac(secret, `refresh|${token}`)}`;
  return db.transaction(async (tx) => {
    const now = cfg.now();
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(token)))
      .for("update");
    if (!row || row.expires_at <= now) throw invalid();
    if (!row.rotated_at) {
      await tx
        .update(refreshTokens)
        .set({ rotated_at: now, successor_hash: sha256(nextRefresh) })
        .where(eq(refreshTokens.id, row.id));
      return createTokens(tx, cfg, row.session_id, nextAccess, nextRefresh);
    }
    const [successor] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, row.successor_hash ?? ""));
    const inGrace = now.getTime() - row.rotated_at.getTime() <= cfg.refreshGrace * 1000;
    if (!successor || successor.rotated_at || !inGrace) throw invalid();
    const accessHash = sha256(nextAccess);
    const expires = new Date(now.getTime() + cfg.accessTtl * 1000);
    const [access] = await tx.select().from(accessTokens).where(eq(accessTokens.token_hash, accessHash));
    let expiresAt = access?.expires_at;
    if (!access) {
      await tx.insert(accessTokens).values({ token_hash: accessHash, session_id: row.session_id, expires_at: expires });
      expiresAt = expires;
    } else if (access.expires_at <= now) {
      await tx.update(accessTokens).set({ expires_at: expires }).where(eq(accessTokens.token_hash, accessHash));
      expiresAt = expires;
    }
    return {
      access_token: nextAccess,
      refresh_token: nextRefresh,
      token_type: "Bearer" as const,
      expires_in: Math.max(1, Math.round((expiresAt!.getTime() - now.getTime()) / 1000)),
    };
  });
}

export async function endSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.id, sessionId));
}

/* ───────────── register and login ───────────── */

export interface RegisterInput {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  gender?: "male" | "female";
  newsletter?: 0 | 1;
}

export async function register(db: Database, cfg: ApiConfig, lang: Lang, input: RegisterInput) {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  if (!USERNAME.test(username)) throw fail(lang, M.invalidUsername, { field: "username" });
  const mobile = mobileOrFail(lang, input.mobile, "mobile");
  checkNewPassword(lang, input.password, input.password_confirmation);
  await assertFree(db, lang, { email, mobile, username });
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          username,
          email,
          mobile,
          gender: input.gender ?? "male",
          newsletter: input.newsletter ?? 0,
          password_hash,
          created_at: cfg.now(),
          updated_at: cfg.now(),
        })
        .returning();
      if (input.newsletter === 1) await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
      const tokens = await startSession(tx, cfg, row!.id, false);
      return { ...tokens, user: await toUser(tx, row!) };
    });
  } catch (e) {
    mapTaken(e, lang);
  }
}

/** A login identifier as the lookup reads it: an email (any case), a mobile in any accepted form (E.164), or a username (any case). */
export function normalizeLogin(login: string): { kind: "email" | "mobile" | "username"; value: string } | null {
  const s = login.trim();
  if (!s) return null;
  if (s.includes("@")) return { kind: "email", value: s.toLowerCase() };
  const mobile = normalizeMobile(s);
  return mobile ? { kind: "mobile", value: mobile } : { kind: "username", value: s.toLowerCase() };
}

/** The customer a login identifier names. */
export async function findByLogin(db: Database, login: string): Promise<CustomerRow | undefined> {
  const id = normalizeLogin(login);
  if (!id) return undefined;
  const where =
    id.kind === "email"
      ? eq(customers.email, id.value)
      : id.kind === "mobile"
        ? eq(customers.mobile, id.value)
        : sql`lower(${customers.username}) = ${id.value}`;
  const [row] = await db.select().from(customers).where(where);
  return row;
}

/**
 * What per-account rate limits count under: the customer the identifier names (so email,
 * mobile and username spell one account), else the identifier as the lookup normalises it.
 */
export function accountKey(login: string, row: CustomerRow | undefined): string {
  if (row) return `customer:${row.id}`;
  const id = normalizeLogin(login);
  return id ? `${id.kind}:${id.value.slice(0, 200)}` : "none";
}

/** Signs in `row` (the customer findByLogin found for the identifier) when the password is theirs. */
export async function login(db: Database, cfg: ApiConfig, lang: Lang, row: CustomerRow | undefined, input: { password: string; remember?: 0 | 1 }) {
  const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyHash()));
  if (!row || !ok) throw fail(lang, M.invalidCredentials, { code: "invalid_credentials", field: "login" });
  const tokens = await startSession(db, cfg, row.id, input.remember === 1);
  return { ...tokens, user: await toUser(db, row) };
}

/* ───────────── passwords ───────────── */

const RESET_TTL_MS = 60 * 60 * 1000;

/** Mails (logs, in demo mode) a reset link built from the API's own `resetUrl`, never from the caller. */
export async function forgetPassword(db: Database, cfg: ApiConfig, row: CustomerRow | undefined, login: string, log: Logger, demo: boolean): Promise<void> {
  if (!row) {
    if (demo) log("info", "Password reset requested for an unknown account", { login });
    return;
  }
  const token = randomToken("", 24);
  const now = cfg.now();
  await db.delete(passwordResets).where(or(eq(passwordResets.customer_id, row.id), lt(passwordResets.expires_at, now)));
  await db.insert(passwordResets).values({
    token_hash: sha256(token),
    customer_id: row.id,
    expires_at: new Date(now.getTime() + RESET_TTL_MS),
  });
  const link = cfg.resetUrl + token;
  if (demo) log("info", "Password reset link (demo mode)", { email: row.email, link });
  else log("info", "Password reset requested", { customer_id: row.id });
}

export async function resetPassword(
  db: Database,
  cfg: ApiConfig,
  lang: Lang,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  checkNewPassword(lang, input.password, input.password_confirmation);
  const hash = await hashPassword(input.password);
  const now = cfg.now();
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.token_hash, sha256(input.token)), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)))
      .returning({ customer_id: passwordResets.customer_id });
    if (!used) throw fail(lang, M.resetInvalid, { field: "token" });
    await tx.update(customers).set({ password_hash: hash, updated_at: now }).where(eq(customers.id, used.customer_id));
    // every sign-in of the account ends
    await tx.delete(customerSessions).where(eq(customerSessions.customer_id, used.customer_id));
  });
}

export async function changePassword(
  db: Database,
  cfg: ApiConfig,
  lang: Lang,
  me: CustomerRow,
  sessionId: number,
  input: { current_password: string; password: string; password_confirmation: string },
): Promise<void> {
  if (!(await verifyPassword(input.current_password, me.password_hash))) {
    throw fail(lang, M.currentPassword, { code: "invalid_credentials", field: "current_password" });
  }
  checkNewPassword(lang, input.password, input.password_confirmation);
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ password_hash: hash, updated_at: cfg.now() }).where(eq(customers.id, me.id));
    // whoever else holds a sign-in (one the old password let in) is out; this one stays
    await tx.delete(customerSessions).where(and(eq(customerSessions.customer_id, me.id), ne(customerSessions.id, sessionId)));
  });
}

/* ───────────── profile ───────────── */

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  username?: string;
  email?: string;
  mobile?: string;
  additional_phone?: string | null;
  gender?: "male" | "female";
  currency?: string | null;
  newsletter?: 0 | 1;
}

export async function updateMe(db: Database, cfg: ApiConfig, lang: Lang, me: CustomerRow, input: ProfileInput): Promise<User> {
  const set: Partial<typeof customers.$inferInsert> = { updated_at: cfg.now() };
  if (input.first_name !== undefined) set.first_name = input.first_name.trim();
  if (input.last_name !== undefined) set.last_name = input.last_name.trim();
  if (input.gender !== undefined) set.gender = input.gender;
  if (input.username !== undefined) {
    const u = input.username.trim();
    if (!USERNAME.test(u)) throw fail(lang, M.invalidUsername, { field: "username" });
    set.username = u;
  }
  if (input.email !== undefined) set.email = input.email.trim().toLowerCase();
  if (input.mobile !== undefined) {
    set.mobile = mobileOrFail(lang, input.mobile, "mobile");
    if (set.mobile !== me.mobile) set.mobile_verified = 0;
  }
  if (input.additional_phone !== undefined) {
    if (input.additional_phone === null || input.additional_phone.trim() === "") set.additional_phone = null;
    else {
      set.additional_phone = mobileOrFail(lang, input.additional_phone, "additional_phone");
      if (set.additional_phone === (set.mobile ?? me.mobile)) {
        throw fail(lang, M.additionalSameAsMobile, { field: "additional_phone" });
      }
    }
  }
  if (input.currency !== undefined) {
    if (input.currency === null || input.currency === "") set.currency = null;
    else {
      const [c] = await db.select({ code: currencies.currency_code }).from(currencies).where(eq(currencies.currency_code, input.currency));
      if (!c) throw fail(lang, M.unknownCurrency, { field: "currency" });
      set.currency = c.code;
    }
  }
  if (input.newsletter !== undefined) set.newsletter = input.newsletter;
  await assertFree(
    db,
    lang,
    {
      email: set.email !== me.email ? set.email : undefined,
      mobile: set.mobile !== me.mobile ? set.mobile : undefined,
      username: set.username && set.username.toLowerCase() !== me.username.toLowerCase() ? set.username : undefined,
    },
    me.id,
  );
  try {
    const [row] = await db.update(customers).set(set).where(eq(customers.id, me.id)).returning();
    const email = row!.email;
    if (input.newsletter === 1) await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    if (input.newsletter === 0) await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return toUser(db, row!);
  } catch (e) {
    mapTaken(e, lang);
  }
}

/* ───────────── OTP ───────────── */

export const OTP_TTL_SECONDS = 300;
const OTP_MAX_ATTEMPTS = 5;

export async function sendOtp(
  db: Database,
  cfg: ApiConfig,
  lang: Lang,
  me: CustomerRow,
  mobileInput: string,
  log: Logger,
  demo: boolean,
): Promise<{ expires_in: number }> {
  const mobile = mobileOrFail(lang, mobileInput, "mobile");
  if (mobile !== me.mobile) throw fail(lang, M.otpOtherMobile, { field: "mobile" });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = cfg.now();
  await db.delete(otpCodes).where(eq(otpCodes.customer_id, me.id));
  await db.insert(otpCodes).values({
    customer_id: me.id,
    mobile,
    code_hash: sha256(`${me.id}|${mobile}|${code}`),
    expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  if (demo) log("info", "OTP code (demo mode)", { mobile, code });
  else log("info", "OTP requested", { customer_id: me.id });
  return { expires_in: OTP_TTL_SECONDS };
}

export async function verifyOtp(db: Database, cfg: ApiConfig, lang: Lang, me: CustomerRow, input: { mobile: string; code: string }): Promise<void> {
  const failed = () => fail(lang, M.otpFailed, { code: "otp_failed", field: "code" });
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) throw failed();
  const now = cfg.now();
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.customer_id, me.id), eq(otpCodes.mobile, mobile), isNull(otpCodes.used_at)));
  if (!row || row.expires_at <= now || row.attempts >= OTP_MAX_ATTEMPTS) throw failed();
  if (row.code_hash !== sha256(`${me.id}|${mobile}|${input.code.trim()}`)) {
    await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id));
    throw failed();
  }
  await db.update(otpCodes).set({ used_at: now }).where(eq(otpCodes.id, row.id));
  if (mobile === me.mobile) {
    await db.update(customers).set({ mobile_verified: 1, updated_at: now }).where(eq(customers.id, me.id));
  }
}

/* ───────────── newsletter ───────────── */

export async function subscribe(db: Database, email: string): Promise<void> {
  const e = email.trim().toLowerCase();
  await db.insert(newsletterSubscribers).values({ email: e }).onConflictDoNothing();
  await db.update(customers).set({ newsletter: 1 }).where(eq(customers.email, e));
}

export async function unsubscribe(db: Database, email: string): Promise<void> {
  const e = email.trim().toLowerCase();
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, e));
  await db.update(customers).set({ newsletter: 0 }).where(eq(customers.email, e));
}
