import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { getI18n, resources } from "~/server/i18n.server";
import { languages, type Lang } from "~/lib/text/i18n";
import { NAMESPACES } from "~/lib/text/i18n-namespaces";
import { createTranslator, type Translations } from "./translator";

/**
 * The oracle: i18next with the settings the app used before it had its own translator (decision
 * record 070), every namespace loaded, a key looked up in each in turn.
 */
function i18nextOf(lng: Lang): i18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: { [lng]: resources[lng] },
    ns: [...NAMESPACES],
    defaultNS: false,
    fallbackNS: [...NAMESPACES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

function keysOf(tree: Translations, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));
}

/** The browser's way: nothing held at first, each namespace fetched when asked for. */
async function loadedLazily(lang: Lang) {
  const translator = createTranslator(lang, { load: async (lng, ns) => resources[lng][ns] });
  await translator.loadNamespaces(NAMESPACES);
  return translator;
}

describe("the translator answers as i18next", () => {
  for (const lang of languages) {
    it(`every key, plural and variable in ${lang}, held from the start (server) and loaded (browser)`, async () => {
      const oracle = i18nextOf(lang);
      const keys = new Set(Object.values(resources[lang]).flatMap((tree) => keysOf(tree).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ""))));
      expect(keys.size).toBeGreaterThan(500);
      const vars = { name: "<b>Oasis</b>", rate: 14, amount: "1,250.00", min: 2, max: 9 };
      for (const translator of [getI18n(lang), await loadedLazily(lang)]) {
        expect(translator.language).toBe(lang);
        for (const key of keys) {
          expect(translator.t(key), key).toBe(oracle.t(key));
          expect(translator.t(key, vars), key).toBe(oracle.t(key, vars));
          expect(translator.t(key, { name: null, rate: undefined }), key).toBe(oracle.t(key, { name: null, rate: undefined }));
          expect(translator.exists(key), key).toBe(oracle.exists(key));
          for (const count of [0, 1, 2, 3, 11, 100, 101]) {
            expect(translator.t(key, { ...vars, count }), `${key} count=${count}`).toBe(oracle.t(key, { ...vars, count }));
          }
        }
      }
    });
  }

  it("says a stock of one in the singular in English (an outside tester's finding)", () => {
    const en = getI18n("en");
    expect(en.t("cart.addedLeft", { count: 1 })).toBe("Only 1 was left; we added it.");
    expect(en.t("cart.addedLeft", { count: 3 })).toBe("Only 3 were left; we added them all.");
    expect(en.t("cart.setToLeft", { count: 1 })).toBe("Only 1 is in stock; your cart now has 1.");
    expect(en.t("cart.allInCart", { count: 1 })).toBe("Your cart already holds the only one in stock.");
    expect(getI18n("ar").t("cart.addedLeft", { count: 1 })).toBe("أضفنا 1 فقط، هذا كل المتوفر.");
  });

  it("answers a missing key with its default value or the key, and says whether a key exists", () => {
    const translator = getI18n("en");
    const oracle = i18nextOf("en");
    for (const key of ["no.such.key", "Something the server said", "catalogue.filters.variantTypes.flavour"]) {
      expect(translator.t(key)).toBe(oracle.t(key));
      expect(translator.t(key, { defaultValue: "flavour" })).toBe(oracle.t(key, { defaultValue: "flavour" }));
      expect(translator.t(key, { defaultValue: "{{n}} left", n: 3 })).toBe(oracle.t(key, { defaultValue: "{{n}} left", n: 3 }));
      expect(translator.exists(key)).toBe(false);
    }
    expect(translator.t("cart.title", { defaultValue: "x" })).toBe(oracle.t("cart.title"));
    expect(translator.exists("cart.title")).toBe(true);
    expect(translator.hasLoaded(NAMESPACES)).toBe(true);
  });

  it("keeps a variable it was not given as written, and reads text without variables as it is", () => {
    const translator = createTranslator("en", { loaded: { shell: { a: { b: "{{x}} and {{- y }} and {{x}}" }, plain: "no {braces}" } } });
    expect(translator.t("a.b", { x: 1 })).toBe("1 and {{- y }} and 1");
    expect(translator.t("a.b")).toBe("{{x}} and {{- y }} and {{x}}");
    expect(translator.t("plain", { x: 1 })).toBe("no {braces}");
  });

  it("finds only the namespaces it has loaded, each fetched once", async () => {
    const fetched: string[] = [];
    const missing: string[] = [];
    const translator = createTranslator("ar", {
      load: async (lng, ns) => {
        fetched.push(ns);
        return resources[lng][ns];
      },
      onMissing: (key) => missing.push(key),
    });
    expect(translator.hasLoaded(["cart"])).toBe(false);
    expect(translator.t("cart.title")).toBe("cart.title");
    expect(missing).toEqual(["cart.title"]);
    const first = translator.loadNamespaces(["cart", "shell"]);
    expect(translator.loadNamespaces(["shell", "cart"])).toBe(first);
    await first;
    await translator.loadNamespaces(["cart"]);
    expect(fetched.sort()).toEqual(["cart", "shell"]);
    expect(translator.hasLoaded(["cart", "shell"])).toBe(true);
    expect(translator.t("cart.title")).toBe((resources.ar.cart.cart as Translations).title);
  });

  it("fetches a namespace again after a failed fetch", async () => {
    let fails = 1;
    const translator = createTranslator("en", {
      load: async (lng, ns) => {
        if (fails-- > 0) throw new Error("offline");
        return resources[lng][ns];
      },
    });
    await expect(translator.loadNamespaces(["cart"])).rejects.toThrow("offline");
    await translator.loadNamespaces(["cart"]);
    expect(translator.t("cart.title")).toBe("Cart");
  });
});
