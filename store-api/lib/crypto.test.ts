import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decrypt, decryptLaravel, decryptOpenSsl, encrypt, encryptLaravel, encryptOpenSsl, evpBytesToKey } from "./crypto.ts";

const vectors = JSON.parse(readFileSync(new URL("../test/fixtures/encrypted-e.json", import.meta.url), "utf8")) as {
  openssl_passphrase_format: { passphrase: string; cases: { e: string; plaintext: string }[] };
  laravel_format: { key_base64: string; cases: { e: string; plaintext: string }[]; tampered_must_fail: string[] };
};

const samples = ["[]", '{"data":{"name":"متجر الواحة","price":199.5}}', "x".repeat(1000), ""];

describe("openssl (CryptoJS passphrase) format", () => {
  const { passphrase, cases } = vectors.openssl_passphrase_format;

  it("decrypts the shared vectors", () => {
    for (const c of cases) expect(decryptOpenSsl(c.e, passphrase)).toBe(c.plaintext);
  });

  it("re-encrypting a vector with its salt gives the same bytes", () => {
    for (const c of cases) {
      const salt = Buffer.from(c.e, "base64").subarray(8, 16);
      expect(encryptOpenSsl(c.plaintext, passphrase, salt)).toBe(c.e);
    }
  });

  it("round-trips with a random salt, and a wrong passphrase fails", () => {
    for (const s of samples) {
      const e = encryptOpenSsl(s, passphrase);
      expect(Buffer.from(e, "base64").subarray(0, 8).toString("latin1")).toBe("Salted__");
      expect(decryptOpenSsl(e, passphrase)).toBe(s);
    }
    expect(encryptOpenSsl("a", passphrase)).not.toBe(encryptOpenSsl("a", passphrase));
    // A fixed salt: with a random one, a wrong key still yields valid padding about once in 256 tries.
    expect(() => decryptOpenSsl(encryptOpenSsl('{"a":1}', passphrase, Buffer.alloc(8, 7)), "wrong")).toThrow();
  });

  it("derives key and IV like EVP_BytesToKey(MD5)", () => {
    const { key, iv } = evpBytesToKey(Buffer.from("pw"), Buffer.alloc(8));
    expect(key).toHaveLength(32);
    expect(iv).toHaveLength(16);
  });
});

describe("laravel format", () => {
  const { key_base64, cases, tampered_must_fail } = vectors.laravel_format;

  it("decrypts the shared vectors", () => {
    for (const c of cases) expect(decryptLaravel(c.e, key_base64)).toBe(c.plaintext);
  });

  it("re-encrypting a vector with its IV gives the same payload", () => {
    for (const c of cases) {
      const { iv } = JSON.parse(Buffer.from(c.e, "base64").toString("utf8")) as { iv: string };
      expect(encryptLaravel(c.plaintext, key_base64, Buffer.from(iv, "base64"))).toBe(c.e);
    }
  });

  it("rejects a tampered MAC", () => {
    for (const e of tampered_must_fail) expect(() => decryptLaravel(e, key_base64)).toThrow(/MAC/);
  });

  it('round-trips and writes {iv, value, mac, tag:""}', () => {
    for (const s of samples) {
      const e = encryptLaravel(s, key_base64);
      const payload = JSON.parse(Buffer.from(e, "base64").toString("utf8"));
      expect(Object.keys(payload)).toEqual(["iv", "value", "mac", "tag"]);
      expect(payload.tag).toBe("");
      expect(payload.mac).toMatch(/^[0-9a-f]{64}$/);
      expect(Buffer.from(payload.iv, "base64")).toHaveLength(16);
      expect(decryptLaravel(e, key_base64)).toBe(s);
      expect(decryptLaravel(e, `base64:${key_base64}`)).toBe(s);
    }
  });

  it("refuses a key that is not base64 of 32 bytes", () => {
    expect(() => encryptLaravel("x", Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
    expect(() => encryptLaravel("x", "not base64!")).toThrow(/32 bytes/);
  });
});

it("encrypt/decrypt dispatch on the format", () => {
  const o = { format: "openssl" as const, key: "k" };
  const l = { format: "laravel" as const, key: vectors.laravel_format.key_base64 };
  expect(decrypt(encrypt('{"a":1}', o), o)).toBe('{"a":1}');
  expect(decrypt(encrypt('{"a":1}', l), l)).toBe('{"a":1}');
});
