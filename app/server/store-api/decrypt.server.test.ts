import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import vectors from "../../../tests/fixtures/encrypted-e.json";
import { DecryptError, decryptE, detectFormat, evpBytesToKey } from "./decrypt.server";

function laravelEncrypt(plaintext: string, keyB64: string, opts: { tamperValue?: boolean } = {}): string {
  const key = Buffer.from(keyB64, "base64");
  const ivBuf = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", key, ivBuf);
  const iv = ivBuf.toString("base64");
  const value = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]).toString("base64");
  const mac = createHmac("sha256", key)
    .update(iv + value)
    .digest("hex");
  const finalValue = opts.tamperValue ? (value[0] === "A" ? "B" : "A") + value.slice(1) : value;
  return Buffer.from(JSON.stringify({ iv, value: finalValue, mac, tag: "" })).toString("base64");
}

function opensslEncrypt(plaintext: string, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, "utf8"), salt);
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from("Salted__"), salt, ct]).toString("base64");
}

describe("decryptE — shared vectors", () => {
  const { passphrase, cases } = vectors.openssl_passphrase_format;
  it.each(cases.map((c, i) => [i, c] as const))("openssl case %i decrypts to its plaintext", (_i, c) => {
    expect(detectFormat(c.e)).toBe("openssl");
    expect(decryptE(c.e, passphrase)).toEqual(JSON.parse(c.plaintext));
  });

  const laravel = vectors.laravel_format;
  it.each(laravel.cases.map((c, i) => [i, c] as const))("laravel case %i decrypts to its plaintext", (_i, c) => {
    expect(detectFormat(c.e)).toBe("laravel");
    expect(decryptE(c.e, laravel.key_base64)).toEqual(JSON.parse(c.plaintext));
  });

  it("accepts a Laravel key with the base64: prefix", () => {
    const c = laravel.cases[0];
    expect(decryptE(c.e, `base64:${laravel.key_base64}`)).toEqual(JSON.parse(c.plaintext));
  });

  it.each(laravel.tampered_must_fail.map((e, i) => [i, e] as const))("tampered laravel case %i throws", (_i, e) => {
    expect(() => decryptE(e, laravel.key_base64)).toThrow(DecryptError);
    try {
      decryptE(e, laravel.key_base64);
    } catch (err) {
      expect((err as DecryptError).reason).toBe("bad_mac");
    }
  });
});

describe("decryptE — failures", () => {
  const keyB64 = vectors.laravel_format.key_base64;

  it("rejects a Laravel payload whose value was changed after the MAC", () => {
    const e = laravelEncrypt('{"a":1}', keyB64, { tamperValue: true });
    expect(() => decryptE(e, keyB64)).toThrow(expect.objectContaining({ reason: "bad_mac" }));
  });

  it("rejects a Laravel payload under the wrong key", () => {
    const e = laravelEncrypt('{"a":1}', keyB64);
    const other = Buffer.alloc(32, 7).toString("base64");
    expect(() => decryptE(e, other)).toThrow(expect.objectContaining({ reason: "bad_mac" }));
  });

  it("rejects a Laravel payload with a short mac (length checked before compare)", () => {
    const raw = JSON.parse(Buffer.from(vectors.laravel_format.cases[0].e, "base64").toString());
    const e = Buffer.from(JSON.stringify({ ...raw, mac: "abcd" })).toString("base64");
    expect(() => decryptE(e, keyB64)).toThrow(expect.objectContaining({ reason: "bad_mac" }));
  });

  it("rejects an OpenSSL payload under the wrong passphrase (or yields no JSON)", () => {
    const c = vectors.openssl_passphrase_format.cases[0];
    expect(() => decryptE(c.e, "not-the-passphrase")).toThrow(DecryptError);
  });

  it("rejects a truncated OpenSSL payload", () => {
    const raw = Buffer.from(vectors.openssl_passphrase_format.cases[0].e, "base64");
    const e = raw.subarray(0, raw.length - 5).toString("base64");
    expect(() => decryptE(e, vectors.openssl_passphrase_format.passphrase)).toThrow(expect.objectContaining({ reason: "malformed" }));
  });

  it.each([["not base64 !!"], [""], [Buffer.from("hello world").toString("base64")], [Buffer.from('{"x":1}').toString("base64")]])(
    "rejects undecodable input %j",
    (e) => {
      expect(() => decryptE(e, keyB64)).toThrow(DecryptError);
    },
  );

  it("rejects when no key is configured", () => {
    expect(() => decryptE(vectors.laravel_format.cases[0].e, "")).toThrow(expect.objectContaining({ reason: "bad_key" }));
  });

  it("rejects non-JSON plaintext", () => {
    const e = opensslEncrypt("not json", "pw");
    expect(() => decryptE(e, "pw")).toThrow(expect.objectContaining({ reason: "bad_json" }));
  });
});

describe("decryptE — round trips", () => {
  it("decrypts a fresh OpenSSL payload with a non-ASCII passphrase", () => {
    const e = opensslEncrypt('{"name":"قميص"}', "كلمة-سر");
    expect(decryptE(e, "كلمة-سر")).toEqual({ name: "قميص" });
  });

  it("unwraps a PHP-serialised string (Laravel encrypt() without encryptString)", () => {
    const json = '{"message":"تم"}';
    const serialised = `s:${Buffer.byteLength(json)}:"${json}";`;
    const keyB64 = vectors.laravel_format.key_base64;
    expect(decryptE(laravelEncrypt(serialised, keyB64), keyB64)).toEqual({ message: "تم" });
  });
});
