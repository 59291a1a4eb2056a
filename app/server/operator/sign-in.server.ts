/**
 * Who may open the operator pages (docs/decisions/010-operator-pages.md): nobody unless
 * OPERATOR_SECRET is configured; then whoever presents it in `X-Operator-Secret`, or holds
 * the short-lived signed cookie the sign-in form sets.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { secureCookies } from "../env.server";
import { readCookies } from "../session/preference-cookies.server";

export const OPERATOR_HEADER = "X-Operator-Secret";
export const OPERATOR_COOKIE = "operator";
export const OPERATOR_COOKIE_MAX_AGE = 15 * 60;

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function secretMatches(presented: string | null | undefined, configured: string | undefined): boolean {
  if (!configured || typeof presented !== "string" || presented.length === 0) return false;
  const a = createHash("sha256").update(presented).digest();
  const b = createHash("sha256").update(configured).digest();
  return timingSafeEqual(a, b);
}

const mac = (secret: string, expires: number) => createHmac("sha256", secret).update(`operator-cookie:${expires}`).digest("base64url");

/** `<expiry epoch seconds>.<HMAC>`: keyed by the secret itself, so changing the secret ends every sign-in. */
export function signOperatorCookie(secret: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + OPERATOR_COOKIE_MAX_AGE;
  return `${expires}.${mac(secret, expires)}`;
}

export function verifyOperatorCookie(value: string | undefined, secret: string | undefined, nowMs = Date.now()): boolean {
  if (!secret || !value) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs || expires * 1000 > nowMs + OPERATOR_COOKIE_MAX_AGE * 1000) return false;
  const expected = Buffer.from(mac(secret, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function isOperator(request: Request, secret: string | undefined, nowMs = Date.now()): boolean {
  if (!secret) return false;
  if (secretMatches(request.headers.get(OPERATOR_HEADER), secret)) return true;
  return verifyOperatorCookie(readCookies(request.headers.get("Cookie"))[OPERATOR_COOKIE], secret, nowMs);
}

/** HttpOnly, SameSite=Strict (no other site can make an operator's browser post here), Secure in production (`secureCookies`). */
export function operatorCookieHeader(value: string | null): string {
  return [
    `${OPERATOR_COOKIE}=${value ?? ""}`,
    "Path=/",
    `Max-Age=${value ? OPERATOR_COOKIE_MAX_AGE : 0}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secureCookies() ? ["Secure"] : []),
  ].join("; ");
}
