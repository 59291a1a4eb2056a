import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.server";

const at = (query: string) => new Request(`http://shop.test/cart${query}`);
const storeSays = (lang: "ar" | "en") => async () => lang;

describe("detectLanguage", () => {
  it("takes ?lng first and remembers it when it differs from the cookie", async () => {
    expect(await detectLanguage(at("?lng=en"), "ar", storeSays("ar"))).toEqual({ lang: "en", remember: "en" });
    expect(await detectLanguage(at("?lng=en"), "en", storeSays("ar"))).toEqual({ lang: "en", remember: null });
  });

  it("matches other spellings of a language tag", async () => {
    expect((await detectLanguage(at("?lng=EN"), undefined, storeSays("ar"))).lang).toBe("en");
    expect(await detectLanguage(at("?lng=en-GB"), undefined, storeSays("ar"))).toEqual({ lang: "en", remember: "en" });
    expect((await detectLanguage(at("?lng=ar-EG"), "en", storeSays("en"))).lang).toBe("ar");
  });

  it("falls back to the cookie, then the store's default, for an unknown or missing ?lng", async () => {
    expect(await detectLanguage(at("?lng=fr"), "en", storeSays("ar"))).toEqual({ lang: "en", remember: null });
    expect(await detectLanguage(at(""), undefined, storeSays("en"))).toEqual({ lang: "en", remember: null });
    expect(await detectLanguage(at("?lng="), "nonsense", storeSays("ar"))).toEqual({ lang: "ar", remember: null });
  });

  it("ignores an overlong ?lng (the tag parser is slow on long input) and keeps the cookie's language", async () => {
    expect(await detectLanguage(at(`?lng=en${"-a".repeat(8000)}`), "ar", storeSays("ar"))).toEqual({ lang: "ar", remember: null });
  });
});
