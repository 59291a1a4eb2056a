import { describe, expect, it } from "vitest";
import { namespaces as arNamespaces } from "~/locales/ar";
import { namespaces as enNamespaces } from "~/locales/en";
import { getI18n } from "~/server/i18n.server";
import { languages, type Lang } from "~/lib/i18n";
import { NAMESPACES } from "~/lib/i18n-namespaces";
import { createTranslator, type Translations } from "./translator";

const files = { ar: arNamespaces, en: enNamespaces } as Record<Lang, Record<string, Translations>>;

function keysOf(tree: Translations, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));
}

async function loaded(lang: Lang) {
  const translator = createTranslator(lang, async (lng, ns) => files[lng][ns] as Translations);
  await translator.loadNamespaces(NAMESPACES);
  return translator;
}

describe("the browser's translator answers as the server's i18next", () => {
  for (const lang of languages) {
    it(`every key, plural and variable in ${lang}`, async () => {
      const translator = await loaded(lang);
      const server = getI18n(lang);
      const keys = new Set(Object.values(files[lang]).flatMap((tree) => keysOf(tree).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ""))));
      expect(keys.size).toBeGreaterThan(500);
      const vars = { name: "<b>Oasis</b>", rate: 14, amount: "1,250.00", min: 2, max: 9 };
      for (const key of keys) {
        expect(translator.t(key, vars), key).toBe(server.t(key, vars));
        for (const count of [0, 1, 2, 3, 11, 100, 101]) {
          expect(translator.t(key, { ...vars, count }), `${key} count=${count}`).toBe(server.t(key, { ...vars, count }));
        }
      }
    });
  }

  it("answers a missing key with the key, and says whether a key exists", async () => {
    const translator = await loaded("en");
    expect(translator.t("no.such.key")).toBe("no.such.key");
    expect(translator.exists("cart.title")).toBe(true);
    expect(translator.exists("Something the server said")).toBe(false);
  });

  it("finds only the namespaces it has loaded, each fetched once", async () => {
    const fetched: string[] = [];
    const translator = createTranslator("ar", async (lng, ns) => {
      fetched.push(ns);
      return files[lng][ns] as Translations;
    });
    expect(translator.hasLoaded(["cart"])).toBe(false);
    expect(translator.t("cart.title")).toBe("cart.title");
    const first = translator.loadNamespaces(["cart", "shell"]);
    expect(translator.loadNamespaces(["shell", "cart"])).toBe(first);
    await first;
    await translator.loadNamespaces(["cart"]);
    expect(fetched.sort()).toEqual(["cart", "shell"]);
    expect(translator.t("cart.title")).toBe(files.ar.cart?.cart && (files.ar.cart.cart as Translations).title);
  });
});
