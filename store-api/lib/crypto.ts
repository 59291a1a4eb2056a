/**
 * Encryption of the Store API's answers into `{ "e": "<encrypted>" }` (DESIGN.md §4).
 *
 * - 'openssl': the CryptoJS/OpenSSL passphrase format. base64("Salted__" + 8-byte salt +
 *   ciphertext); key (32 bytes) and IV (16 bytes) from EVP_BytesToKey(MD5, 1 iteration) over
 *   passphrase + salt; AES-256-CBC with PKCS#7 padding. The key is the passphrase (UTF-8).
 * - 'laravel': Laravel's `encryptString` payload. The key is base64 of 32 raw bytes (an
 *   optional `base64:` prefix is accepted). base64(JSON { iv, value, mac, tag: "" }) where
 *   iv = base64(16 random bytes), value = base64(AES-256-CBC ciphertext), mac = hex
 *   HMAC-SHA256(key, iv + value) over the base64 strings.
 *
 * The decrypt functions exist for tests and tools (the storefront has its own).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type EncryptionFormat = "openssl" | "laravel";
export interface EncryptionOptions {
  format: EncryptionFormat;
  key: string;
}

const SALTED = Buffer.from("Salted__", "latin1");

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration. */
export function evpBytesToKey(password: Buffer, salt: Buffer, keyLen = 32, ivLen = 16): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let prev: Buffer = Buffer.alloc(0);
  let total = 0;
  while (total < keyLen + ivLen) {
    prev = createHash("md5")
      .update(Buffer.concat([prev, password, salt]))
      .digest();
    blocks.push(prev);
    total += prev.length;
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, keyLen), iv: all.subarray(keyLen, keyLen + ivLen) };
}

export function encryptOpenSsl(plaintext: string, passphrase: string, salt: Buffer = randomBytes(8)): string {
  if (salt.length !== 8) throw new Error("salt must be 8 bytes");
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, "utf8"), salt);
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([SALTED, salt, ciphertext]).toString("base64");
}

export function decryptOpenSsl(payload: string, passphrase: string): string {
  const raw = Buffer.from(payload, "base64");
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED) || (raw.length - 16) % 16 !== 0) {
    throw new Error('Not an OpenSSL "Salted__" payload');
  }
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, "utf8"), raw.subarray(8, 16));
  const decipher = createDecipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString("utf8");
}

/** The 32 raw bytes of a Laravel key given as base64 (optionally prefixed `base64:`). */
export function laravelKey(key: string): Buffer {
  const stripped = key.startsWith("base64:") ? key.slice("base64:".length) : key;
  const bytes = Buffer.from(stripped, "base64");
  if (bytes.length !== 32 || bytes.toString("base64").replace(/=+$/, "") !== stripped.replace(/=+$/, "")) {
    throw new Error("The Laravel encryption key must be base64 of exactly 32 bytes");
  }
  return bytes;
}

export function encryptLaravel(plaintext: string, key: string, ivBytes: Buffer = randomBytes(16)): string {
  const k = laravelKey(key);
  const cipher = createCipheriv("aes-256-cbc", k, ivBytes);
  const value = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]).toString("base64");
  const iv = ivBytes.toString("base64");
  const mac = createHmac("sha256", k)
    .update(iv + value)
    .digest("hex");
  return Buffer.from(JSON.stringify({ iv, value, mac, tag: "" }), "utf8").toString("base64");
}

export function decryptLaravel(payload: string, key: string): string {
  const k = laravelKey(key);
  const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Record<string, unknown>;
  const { iv, value, mac } = parsed;
  if (typeof iv !== "string" || typeof value !== "string" || typeof mac !== "string") {
    throw new Error("Not a Laravel payload");
  }
  const expected = createHmac("sha256", k)
    .update(iv + value)
    .digest();
  const given = /^[0-9a-f]+$/i.test(mac) ? Buffer.from(mac, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error("The MAC is invalid");
  const decipher = createDecipheriv("aes-256-cbc", k, Buffer.from(iv, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(value, "base64")), decipher.final()]).toString("utf8");
}

/** Checks the key can be used with the format; throws a clear error otherwise. */
export function assertEncryptionKey(opts: EncryptionOptions): void {
  if (opts.format === "laravel") laravelKey(opts.key);
  else if (opts.key.length === 0) throw new Error("The OpenSSL passphrase must not be empty");
}

export function encrypt(plaintext: string, opts: EncryptionOptions): string {
  return opts.format === "laravel" ? encryptLaravel(plaintext, opts.key) : encryptOpenSsl(plaintext, opts.key);
}

export function decrypt(payload: string, opts: EncryptionOptions): string {
  return opts.format === "laravel" ? decryptLaravel(payload, opts.key) : decryptOpenSsl(payload, opts.key);
}
