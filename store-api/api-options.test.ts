/** Encryption of answers and settings overrides, on one database. */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreApi } from "./app.ts";
import { Bootstrap } from "./contract.ts";
import type { OpenedDatabase } from "./db/open.ts";
import type { Database } from "./db/types.ts";
import { openTestDatabase } from "./testing.ts";
import { decryptLaravel, decryptOpenSsl } from "./lib/crypto.ts";

const vectors = JSON.parse(readFileSync(new URL("./test/fixtures/encrypted-e.json", import.meta.url), "utf8"));
const passphrase: string = vectors.openssl_passphrase_format.passphrase;
const laravelKey: string = vectors.laravel_format.key_base64;

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase({ settingsOverrides: { website_status: 0, template: 1, name_en: "Closed Shop" } });
}, 60_000);
afterAll(async () => {
  await opened?.close();
});

const req = (path: string, lang = "en") => new Request(`http://api.test${path}`, { headers: { "X-LANG": lang } });

describe("settings overrides", () => {
  it("are applied at open", async () => {
    const api = createStoreApi({ db: opened.db });
    const b = Bootstrap.parse(await (await api.fetch(req("/bootstrap"))).json());
    expect(b.settings.website_status).toBe(0);
    expect(b.settings.template).toBe(1);
    expect(b.settings.name).toBe("Closed Shop");
    const ar = Bootstrap.parse(await (await api.fetch(req("/bootstrap", "ar"))).json());
    expect(ar.settings.name).toBe("متجر الواحة");
  });
});

describe("encrypted answers", () => {
  it("openssl: the body is { e } and decrypts to the plain answer", async () => {
    const plain = createStoreApi({ db: opened.db });
    const enc = createStoreApi({ db: opened.db, encryption: { format: "openssl", key: passphrase } });
    for (const path of ["/bootstrap", "/store/currency", "/store/pages/about"]) {
      const expected = await (await plain.fetch(req(path))).json();
      const res = await enc.fetch(req(path));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(["e"]);
      expect(JSON.parse(decryptOpenSsl(body.e, passphrase))).toEqual(expected);
    }
  });

  it("laravel: the body is { e } and decrypts to the plain answer, errors keep their status", async () => {
    const enc = createStoreApi({ db: opened.db, encryption: { format: "laravel", key: laravelKey } });
    const res = await enc.fetch(req("/store/pages/about"));
    const body = await res.json();
    expect(JSON.parse(decryptLaravel(body.e, laravelKey)).data.slug).toBe("about");
    const missing = await enc.fetch(req("/store/pages/missing"));
    expect(missing.status).toBe(404);
    expect(JSON.parse(decryptLaravel((await missing.json()).e, laravelKey))).toEqual({ message: "Page not found." });
  });

  it("leaves /openapi.json plain", async () => {
    const enc = createStoreApi({ db: opened.db, encryption: { format: "openssl", key: passphrase } });
    const body = await (await enc.fetch(req("/openapi.json"))).json();
    expect(body.openapi).toBe("3.1.0");
  });

  it("refuses an unusable Laravel key at creation", () => {
    expect(() => createStoreApi({ db: opened.db, encryption: { format: "laravel", key: "short" } })).toThrow();
  });
});

describe("unexpected errors", () => {
  it("answer 500 JSON in the request language and are logged", async () => {
    const logged: { level: string; msg: string }[] = [];
    const broken = createStoreApi({
      db: {} as Database,
      log: (level, msg) => logged.push({ level, msg }),
    });
    const res = await broken.fetch(req("/store/currency", "ar"));
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(JSON.stringify(body)).not.toMatch(/TypeError|stack/);
    expect(logged.some((l) => l.level === "error")).toBe(true);
  });
});
