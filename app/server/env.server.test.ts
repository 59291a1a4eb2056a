import { describe, expect, it } from "vitest";
import { parseEnv, secureCookies } from "./env.server";

describe("configuration", () => {
  it("has working defaults for the demo store", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.demo).toBe(true);
    expect(env.STORE_API_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it("serves the embedded Store API publicly only when STORE_API_PUBLIC is 1", () => {
    expect(parseEnv({}).STORE_API_PUBLIC).toBe(false);
    expect(parseEnv({ STORE_API_PUBLIC: "" }).STORE_API_PUBLIC).toBe(false);
    expect(parseEnv({ STORE_API_PUBLIC: "0" }).STORE_API_PUBLIC).toBe(false);
    expect(parseEnv({ STORE_API_PUBLIC: "1" }).STORE_API_PUBLIC).toBe(true);
    expect(() => parseEnv({ STORE_API_PUBLIC: "yes" })).toThrow(/STORE_API_PUBLIC/);
  });

  it("bounds the page cache at 500 pages unless PAGE_CACHE_MAX_ENTRIES says otherwise (decision 091)", () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_ENTRIES).toBe(500);
    expect(parseEnv({ PAGE_CACHE_MAX_ENTRIES: "120" }).PAGE_CACHE_MAX_ENTRIES).toBe(120);
    expect(() => parseEnv({ PAGE_CACHE_MAX_ENTRIES: "0" })).toThrow(/PAGE_CACHE_MAX_ENTRIES/);
  });

  it("bounds the page cache at 16 MiB of bodies unless PAGE_CACHE_MAX_BYTES says otherwise (decision 094)", () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_BYTES).toBe(16 * 1_048_576);
    expect(parseEnv({ PAGE_CACHE_MAX_BYTES: "8388608" }).PAGE_CACHE_MAX_BYTES).toBe(8_388_608);
    expect(() => parseEnv({ PAGE_CACHE_MAX_BYTES: "16MB" })).toThrow(/PAGE_CACHE_MAX_BYTES/);
    expect(() => parseEnv({ PAGE_CACHE_MAX_BYTES: "1000" })).toThrow(/PAGE_CACHE_MAX_BYTES: a number of bytes, 1048576 \(1 MiB\) at least/);
  });

  it("shows prices with their tax unless PRICE_DISPLAY is exclusive (decision 075)", () => {
    expect(parseEnv({}).PRICE_DISPLAY).toBe("inclusive");
    expect(parseEnv({ PRICE_DISPLAY: "" }).PRICE_DISPLAY).toBe("inclusive");
    expect(parseEnv({ PRICE_DISPLAY: "exclusive" }).PRICE_DISPLAY).toBe("exclusive");
    expect(() => parseEnv({ PRICE_DISPLAY: "net" })).toThrow(/PRICE_DISPLAY must be inclusive or exclusive/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL must be debug, info, warn or error/);
    expect(parseEnv({ LOG_LEVEL: "" }).LOG_LEVEL).toBe("info");
  });

  it("takes a port as a whole number and says so in an operator's words otherwise", () => {
    expect(parseEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT: expected a whole number from 0 to 65535, e\.g\. 3000/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: expected a whole number/);
    expect(() => parseEnv({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT: expected a whole number from 1 to 65535/);
    // Every other number too, with an example rather than a validator's "Too small: expected number to be >0".
    expect(() => parseEnv({ STORE_API_TIMEOUT_MS: "-5" })).toThrow(/STORE_API_TIMEOUT_MS: expected a whole number of at least 1, e\.g\. 8000/);
    expect(() => parseEnv({ PAGE_CACHE_SECONDS: "soon" })).toThrow(/PAGE_CACHE_SECONDS: expected a whole number from 0 to 300, e\.g\. 5/);
  });

  it("takes only http(s) addresses for PUBLIC_URL and STORE_API_URL, and names the variable otherwise", () => {
    // "localhost:3000" is a URL of scheme "localhost:": it used to pass here and crash later with a stack trace.
    expect(() => parseEnv({ PUBLIC_URL: "localhost:3000" })).toThrow(/PUBLIC_URL: expected an http:\/\/ or https:\/\/ address/);
    expect(() => parseEnv({ STORE_API_URL: "ftp://api.example.com/" })).toThrow(
      /STORE_API_URL: expected an http:\/\/ or https:\/\/ address, e\.g\. https:\/\/backend\.example\.com\/api\//,
    );
    expect(parseEnv({ PUBLIC_URL: "http://192.168.1.5:3000" }).PUBLIC_URL).toBe("http://192.168.1.5:3000");
  });

  it("marks cookies Secure in production unless the public address is plain http (a trial on a local network)", () => {
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_URL: undefined })).toBe(true);
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" })).toBe(true);
    expect(secureCookies({ NODE_ENV: "production", PUBLIC_URL: "http://192.168.1.5:3000" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "development", PUBLIC_URL: "https://shop.example.com" })).toBe(false);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ STORE_API_URL: "", PUBLIC_URL: " " });
    expect(env.STORE_API_URL).toBeUndefined();
    expect(env.demo).toBe(true);
  });

  it("stops production with a Store API without SESSION_SECRET, naming it", () => {
    const store = { NODE_ENV: "production", STORE_API_URL: "https://api.example.com/api/", PUBLIC_URL: "https://shop.example.com" };
    expect(() => parseEnv(store)).toThrow(/SESSION_SECRET is required/);
    expect(() => parseEnv({ ...store, SESSION_SECRET: " " })).toThrow(/SESSION_SECRET is required/);
    expect(() => parseEnv({ ...store, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    const env = parseEnv({ ...store, SESSION_SECRET: "x".repeat(32) });
    expect(env.SESSION_SECRET).toBe("x".repeat(32));
    expect(env.sessionSecretGenerated).toBe(false);
  });

  it("starts the production demo without SESSION_SECRET on a secret of its own, one per process", () => {
    const a = parseEnv({ NODE_ENV: "production" });
    const b = parseEnv({ NODE_ENV: "production" });
    expect(a.demo).toBe(true);
    expect(a.sessionSecretGenerated).toBe(true);
    expect(a.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(b.SESSION_SECRET).not.toBe(a.SESSION_SECRET);
    expect(parseEnv({ NODE_ENV: "production" }, () => "s".repeat(64)).SESSION_SECRET).toBe("s".repeat(64));
    // Development keeps its fixed secret and says nothing.
    expect(parseEnv({}).sessionSecretGenerated).toBe(false);
  });

  it("stops production with a Store API without PUBLIC_URL: the Host header never makes a link", () => {
    const store = { NODE_ENV: "production", STORE_API_URL: "https://api.example.com/api/", SESSION_SECRET: "x".repeat(32) };
    expect(() => parseEnv(store)).toThrow(/PUBLIC_URL is required/);
    expect(() => parseEnv({ ...store, PUBLIC_URL: "" })).toThrow(/PUBLIC_URL is required/);
    expect(parseEnv({ ...store, PUBLIC_URL: "https://shop.example.com" }).PUBLIC_URL).toBe("https://shop.example.com");
    // The demo and development take the origin from the listening address instead.
    expect(parseEnv({ NODE_ENV: "production" }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ STORE_API_URL: "https://api.example.com/api/" }).PUBLIC_URL).toBeUndefined();
  });

  it("rejects a malformed Store API URL and an encryption mode without key", () => {
    expect(() => parseEnv({ STORE_API_URL: "not a url" })).toThrow(/STORE_API_URL/);
    expect(() => parseEnv({ STORE_API_ENCRYPTION: "laravel" })).toThrow(/STORE_API_ENCRYPTION_KEY/);
    expect(parseEnv({ STORE_API_URL: "https://api.example.com/api/" }).demo).toBe(false);
    expect(() => parseEnv({ STORE_API_SETTINGS: "{website_status:0" })).toThrow(/STORE_API_SETTINGS/);
    expect(parseEnv({ STORE_API_SETTINGS: '{"website_status":0}' }).STORE_API_SETTINGS).toBe('{"website_status":0}');
  });

  it("takes an operator secret of 32+ characters, or none", () => {
    expect(parseEnv({}).OPERATOR_SECRET).toBeUndefined();
    expect(parseEnv({ OPERATOR_SECRET: " " }).OPERATOR_SECRET).toBeUndefined();
    expect(() => parseEnv({ OPERATOR_SECRET: "too-short" })).toThrow(/OPERATOR_SECRET/);
    expect(parseEnv({ OPERATOR_SECRET: "o".repeat(32) }).OPERATOR_SECRET).toHaveLength(32);
  });

  it("Paymob: the base URL defaults to Paymob's Egyptian host when a key is set; ids are positive integers", () => {
    expect(parseEnv({}).PAYMOB_BASE_URL).toBeUndefined();
    expect(parseEnv({ PAYMOB_API_KEY: "k" }).PAYMOB_BASE_URL).toBe("https://accept.paymob.com/api");
    expect(parseEnv({ PAYMOB_API_KEY: "k", PAYMOB_BASE_URL: "https://ksa.paymob.com/api" }).PAYMOB_BASE_URL).toBe("https://ksa.paymob.com/api");
    expect(parseEnv({ PAYMOB_CARD_FRAME_ID: "812345" }).PAYMOB_CARD_FRAME_ID).toBe(812345);
    expect(() => parseEnv({ PAYMOB_CARD_INTEGRATION_ID: "abc" })).toThrow(/PAYMOB_CARD_INTEGRATION_ID/);
    expect(() => parseEnv({ PAYMOB_BASE_URL: "not a url" })).toThrow(/PAYMOB_BASE_URL/);
  });
});
