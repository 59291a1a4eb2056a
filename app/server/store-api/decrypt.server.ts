/**
 * Decryption of the Store API's `{ "e": "<encrypted>" }` answers (DESIGN.md §4).
 *
 * Two formats, detected from the payload itself:
 *
 * 1. CryptoJS / OpenSSL passphrase format: base64 of `"Salted__"` + 8-byte salt +
 *    ciphertext. Key (32 bytes) and IV (16 bytes) come from EVP_BytesToKey with MD5,
 *    one iteration, over passphrase bytes + salt. AES-256-CBC, PKCS#7 padding.
 *    `key` is the passphrase (UTF-8).
 * 2. Laravel's encrypter payload: base64 of JSON `{ iv, value, mac, tag }`. `key` is the
 *    base64 application key (an optional `base64:` prefix is stripped). The MAC is the hex
 *    HMAC-SHA256 over the base64 strings `iv + value`, compared in constant time before
 *    anything is decrypted. AES-256-CBC (AES-128-CBC when the key is 16 bytes).
 *    Laravel's AEAD (GCM) payloads — empty `mac`, non-empty `tag` — are not supported.
 *
 * The plaintext is parsed as JSON. A PHP-serialised string (`s:N:"…";`, what Laravel's
 * `encrypt()` produces without `encryptString`) is unwrapped first.
 */
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from "node:crypto";

export type DecryptErrorReason =
  | "malformed" // not base64 / not one of the two formats / bad fields
  | "bad_key" // the key cannot be used for this format
  | "bad_mac" // Laravel MAC mismatch (tampered or wrong key)
  | "bad_decrypt" // cipher failure (wrong passphrase, bad padding)
  | "bad_json"; // decrypted, but not JSON

export class DecryptError extends Error {
  readonly reason: DecryptErrorReason;
  constructor(reason: DecryptErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DecryptError";
    this.reason = reason;
  }
}

const SALTED = Buffer.from("Salted__", "latin1");
const BASE64_RE = /^[A-Za-z0-9+/_-]*={0,2}$/;

function decodeBase64Strict(s: string): Buffer | null {
  const compact = s.replace(/\s+/g, "");
  if (compact.length === 0 || !BASE64_RE.test(compact)) return null;
  return Buffer.from(compact, compact.includes("-") || compact.includes("_") ? "base64url" : "base64");
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration. */
export function evpBytesToKey(password: Buffer, salt: Buffer, keyLen = 32, ivLen = 16): { key: Buffer; iv: Buffer } {
  const parts: Buffer[] = [];
  let total = 0;
  let prev = Buffer.alloc(0);
  while (total < keyLen + ivLen) {
    prev = createHash("md5")
      .update(Buffer.concat([prev, password, salt]))
      .digest();
    parts.push(prev);
    total += prev.length;
  }
  const all = Buffer.concat(parts);
  return { key: all.subarray(0, keyLen), iv: all.subarray(keyLen, keyLen + ivLen) };
}

function aesCbcDecrypt(key: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  const algorithm = key.length === 16 ? "aes-128-cbc" : "aes-256-cbc";
  try {
    const decipher = createDecipheriv(algorithm, key, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (cause) {
    throw new DecryptError("bad_decrypt", "Decryption failed", { cause });
  }
}

function decryptOpenSsl(raw: Buffer, passphrase: string): Buffer {
  if (raw.length < 16 + 16 || (raw.length - 16) % 16 !== 0) {
    throw new DecryptError("malformed", "OpenSSL payload has an invalid length");
  }
  const salt = raw.subarray(8, 16);
  const ciphertext = raw.subarray(16);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, "utf8"), salt);
  return aesCbcDecrypt(key, iv, ciphertext);
}

interface LaravelPayload {
  iv: string;
  value: string;
  mac: string;
  tag?: string;
}

function parseLaravelPayload(raw: Buffer): LaravelPayload | null {
  if (raw[0] !== 0x7b /* { */) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if (typeof p.iv !== "string" || typeof p.value !== "string") return null;
  return {
    iv: p.iv,
    value: p.value,
    mac: typeof p.mac === "string" ? p.mac : "",
    tag: typeof p.tag === "string" ? p.tag : undefined,
  };
}

function laravelKeyBytes(key: string): Buffer {
  const stripped = key.startsWith("base64:") ? key.slice("base64:".length) : key;
  const decoded = decodeBase64Strict(stripped);
  if (decoded && (decoded.length === 32 || decoded.length === 16)) return decoded;
  // A raw (not base64) key of the right length, as Laravel also allows.
  const utf8 = Buffer.from(key, "utf8");
  if (utf8.length === 32 || utf8.length === 16) return utf8;
  throw new DecryptError("bad_key", "Encryption key must be 16 or 32 bytes (base64 or raw)");
}

function decryptLaravel(payload: LaravelPayload, key: string): Buffer {
  const keyBytes = laravelKeyBytes(key);
  if (payload.mac === "" && payload.tag) {
    throw new DecryptError("malformed", "Laravel AEAD (GCM) payloads are not supported");
  }
  const expected = createHmac("sha256", keyBytes)
    .update(payload.iv + payload.value)
    .digest();
  const given = /^[0-9a-fA-F]*$/.test(payload.mac) ? Buffer.from(payload.mac, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new DecryptError("bad_mac", "The MAC is invalid");
  }
  const iv = decodeBase64Strict(payload.iv);
  const ciphertext = decodeBase64Strict(payload.value);
  if (iv?.length !== 16 || !ciphertext || ciphertext.length === 0 || ciphertext.length % 16 !== 0) {
    throw new DecryptError("malformed", "Laravel payload has an invalid iv or value");
  }
  return aesCbcDecrypt(keyBytes, iv, ciphertext);
}

const PHP_SERIALISED_STRING = /^s:(\d+):"([\s\S]*)";$/;

function parsePlaintext(plain: Buffer): unknown {
  let text = plain.toString("utf8");
  const m = PHP_SERIALISED_STRING.exec(text);
  if (m && Buffer.byteLength(m[2], "utf8") === Number(m[1])) text = m[2];
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new DecryptError("bad_json", "Decrypted payload is not JSON", { cause });
  }
}

/** Which of the two formats `e` is in, or null when it is neither. */
export function detectFormat(e: string): "openssl" | "laravel" | null {
  const raw = decodeBase64Strict(e);
  if (!raw) return null;
  if (raw.length >= 8 && raw.subarray(0, 8).equals(SALTED)) return "openssl";
  return parseLaravelPayload(raw) ? "laravel" : null;
}

/**
 * Decrypt an `e` value and return its parsed JSON. Throws `DecryptError` on any failure
 * (undecodable input, bad MAC, wrong key, non-JSON plaintext).
 */
export function decryptE(e: string, key: string): unknown {
  if (typeof e !== "string" || e.length === 0) {
    throw new DecryptError("malformed", "Encrypted payload is empty");
  }
  if (typeof key !== "string" || key.length === 0) {
    throw new DecryptError("bad_key", "No encryption key configured");
  }
  const raw = decodeBase64Strict(e);
  if (!raw) throw new DecryptError("malformed", "Encrypted payload is not base64");
  if (raw.length >= 8 && raw.subarray(0, 8).equals(SALTED)) {
    return parsePlaintext(decryptOpenSsl(raw, key));
  }
  const laravel = parseLaravelPayload(raw);
  if (laravel) return parsePlaintext(decryptLaravel(laravel, key));
  throw new DecryptError("malformed", "Encrypted payload is in an unknown format");
}
