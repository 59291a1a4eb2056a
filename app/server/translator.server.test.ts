import { describe, expect, it } from "vitest";
import { namespaces as arNamespaces } from "~/locales/ar";
import { namespaces as enNamespaces } from "~/locales/en";
import { languages, type Lang } from "~/lib/i18n";
import type { Translations } from "~/client/translator";
import { getI18n, getTranslator } from "./i18n.server";
import { compileTranslator } from "./translator.server";

const files = { ar: arNamespaces, en: enNamespaces } as Record<Lang, Record<string, Translations>>;

function keysOf(tree: Translations, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));
}

describe("the server's compiled translator answers as i18next", () => {
  for (const lang of languages) {
    it(`every key, plural and variable in ${lang}`, () => {
      const translator = getTranslator(lang);
      const server = getI18n(lang);
      expect(translator.language).toBe(lang);
      const keys = new Set(Object.values(files[lang]).flatMap((tree) => keysOf(tree).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ""))));
      expect(keys.size).toBeGreaterThan(500);
      const vars = { name: "<b>Oasis</b>", rate: 14, amount: "1,250.00", min: 2, max: 9 };
      for (const key of keys) {
        expect(translator.t(key), key).toBe(server.t(key));
        expect(translator.t(key, vars), key).toBe(server.t(key, vars));
        expect(translator.t(key, { name: null, rate: undefined }), key).toBe(server.t(key, { name: null, rate: undefined }));
        for (const count of [0, 1, 2, 3, 11, 100, 101]) {
          expect(translator.t(key, { ...vars, count }), `${key} count=${count}`).toBe(server.t(key, { ...vars, count }));
        }
      }
    });
  }

  it("answers a missing key with its default value or the key, and says whether a key exists", () => {
    const translator = getTranslator("en");
    const server = getI18n("en");
    expect(translator.t("no.such.key")).toBe("no.such.key");
    expect(translator.t("catalogue.filters.variantTypes.flavour", { defaultValue: "flavour" })).toBe(
      server.t("catalogue.filters.variantTypes.flavour", { defaultValue: "flavour" }),
    );
    expect(translator.t("cart.title", { defaultValue: "x" })).toBe(server.t("cart.title"));
    expect(translator.exists("cart.title")).toBe(true);
    expect(translator.exists("Something the server said")).toBe(false);
    expect(translator.hasLoaded(["cart", "checkout"])).toBe(true);
  });

  it("keeps a variable it was not given as written, and splits each text once", () => {
    const translator = compileTranslator("en", [{ a: { b: "{{x}} and {{- y }} and {{x}}" }, plain: "no {braces}" }]);
    expect(translator.t("a.b", { x: 1 })).toBe("1 and {{- y }} and 1");
    expect(translator.t("a.b")).toBe("{{x}} and {{- y }} and {{x}}");
    expect(translator.t("plain", { x: 1 })).toBe("no {braces}");
  });
});
