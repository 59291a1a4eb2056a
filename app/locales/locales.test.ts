import { describe, expect, it } from "vitest";
import ar from "./ar";
import en from "./en";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
}

describe("locales", () => {
  it("English has exactly the Arabic keys", () => {
    expect(keys(en).sort()).toEqual(keys(ar).sort());
  });

  it("no translation is empty and placeholders match", () => {
    const get = (o: object, path: string) => path.split(".").reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o) as string;
    for (const key of keys(ar)) {
      expect(get(ar, key).trim(), `ar ${key}`).not.toBe("");
      expect(get(en, key).trim(), `en ${key}`).not.toBe("");
      if (!/_(zero|one|two|few|many|other)$/.test(key)) {
        expect(placeholders(get(en, key)), key).toEqual(placeholders(get(ar, key)));
      }
    }
  });

  it("uses no placeholder name that i18next reserves (lng would switch the language)", () => {
    const reserved = new Set(["lng", "lngs", "ns", "fallbackLng", "defaultValue", "replace", "postProcess", "interpolation", "joinArrays", "returnObjects"]);
    const get = (o: object, path: string) => path.split(".").reduce<unknown>((acc, k) => (acc as Record<string, unknown>)[k], o) as string;
    for (const key of keys(ar)) {
      for (const name of placeholders(get(ar, key))) expect(reserved.has(name), `${key} uses {{${name}}}`).toBe(false);
    }
  });

  it("keeps the spec's English wording", () => {
    expect(en.errors.notFound).toBe("This page could not be found");
    expect(en.errors.errorPageFailed).toBe("An error occurred while showing the error page");
    expect(en.errors.general).toBe("Sorry! An error occurred. Please try again later.");
  });
});
