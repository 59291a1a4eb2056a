import { sign, unsign } from "cookie-signature";
import { getEnv, secureCookies } from "../env.server";
import { log } from "../observe/log.server";
import { readCookies } from "./preference-cookies.server";
import { SessionDataSchema, TokensSchema, type SessionData, type Tokens } from "./data.server";
import { openTokens, sealTokens } from "./token-crypto.server";

export const SESSION_COOKIE = "session";
export const REMEMBER_MAX_AGE = 604800;

/**
 * Format: `<base64url(JSON of everything but tokens)>[.<sealed tokens>].<HMAC-SHA256>`, signed by cookie-signature.
 * Signed with the current secret and verified with the current and previous ones (rotation);
 * the tokens are also encrypted. One encoding layer keeps the worst case well under 4 KB.
 */
function secrets(): string[] {
  const env = getEnv();
  return [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
}

/** cookie-signature compares in constant time; each secret in turn, so the previous one still verifies. */
function verified(raw: string): string | null {
  for (const secret of secrets()) {
    const value = unsign(raw, secret);
    if (value !== false) return value;
  }
  return null;
}

/** Reads the cookie; a bad signature or shape gives an empty (guest) session. */
export async function readSession(cookieHeader: string | null): Promise<SessionData> {
  const raw = readCookies(cookieHeader)[SESSION_COOKIE];
  if (!raw || raw.length > 4096) return {};
  const value = verified(raw);
  if (!value) return {};
  const [body, tok] = value.split(".");
  try {
    const data: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    const parsed = SessionDataSchema.safeParse({ ...(data as object), ...(tok ? { tok } : {}) });
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function attributes(maxAge: number | undefined): string {
  return ["Path=/", "HttpOnly", "SameSite=Lax", ...(secureCookies() ? ["Secure"] : []), ...(maxAge !== undefined ? [`Max-Age=${maxAge}`] : [])].join("; ");
}

/** 7 days with remember me; otherwise it ends with the browser, unless a guest cart needs it longer. */
export async function writeSession(data: SessionData): Promise<string> {
  if (Object.keys(data).length === 0) return `${SESSION_COOKIE}=; ${attributes(0)}`;
  let maxAge: number | undefined;
  if (data.rem) maxAge = REMEMBER_MAX_AGE;
  else if (!data.tok && data.guest) {
    maxAge = data.guest.exp ? Math.max(0, data.guest.exp - Math.floor(Date.now() / 1000)) : REMEMBER_MAX_AGE;
  }
  const { tok, ...rest } = data;
  const body = Buffer.from(JSON.stringify(rest)).toString("base64url");
  const value = tok ? `${body}.${tok}` : body;
  return `${SESSION_COOKIE}=${sign(value, secrets()[0])}; ${attributes(maxAge)}`;
}

export function sealSessionTokens(tokens: Tokens): string {
  return sealTokens(tokens, secrets()[0]);
}

/** Decrypts the token part; undecodable tokens are logged as the spec's "Invalid Token" and ignored. */
export function openSessionTokens(sealed: string | undefined): Tokens | null {
  if (!sealed) return null;
  const parsed = TokensSchema.safeParse(openTokens(sealed, secrets()));
  if (!parsed.success) {
    log("warn", "Invalid Token");
    return null;
  }
  return parsed.data;
}
