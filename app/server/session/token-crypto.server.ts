import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * The token part of the session cookie is encrypted (AES-256-GCM) as well as signed, so the
 * Store API's tokens are unreadable even to the shopper's own browser extensions or logs.
 * Keys derive from the session secrets, so rotating SESSION_SECRET rotates them too.
 */
function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "storefront-session", "session-tokens", 32));
}

const keyCache = new Map<string, Buffer>();
const key = (secret: string) => {
  let k = keyCache.get(secret);
  if (!k) keyCache.set(secret, (k = keyFor(secret)));
  return k;
};

export function sealTokens(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  // Only the tokens are compressed (nothing a shopper types is mixed in), which keeps the cookie small.
  const body = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(value))), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** Tries each secret (current first); null when none opens it. */
export function openTokens(sealed: string, secrets: readonly string[]): unknown | null {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 12 + 16 + 1) return null;
  const iv = raw.subarray(0, 12);
  const tag = raw.subarray(raw.length - 16);
  const body = raw.subarray(12, raw.length - 16);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key(secret), iv);
      decipher.setAuthTag(tag);
      const text = inflateRawSync(Buffer.concat([decipher.update(body), decipher.final()])).toString("utf8");
      return JSON.parse(text);
    } catch {
      // next secret
    }
  }
  return null;
}
