import { describe, expect, it } from "vitest";
import { currencyLabel, currencyOptionLabel, isIsoCurrency, localCurrency } from "./currency-label";

describe("currency labels", () => {
  it("knows ISO 4217 codes and refuses a backend's junk codes", () => {
    for (const code of ["EGP", "SAR", "USD", "AFN", "KWD", "LYD", "SDG"]) expect(isIsoCurrency(code)).toBe(true);
    for (const code of ["QAK", "AFN4", "SDE", "egp", "", "EG"]) expect(isIsoCurrency(code)).toBe(false);
  });

  it("matches the runtime's own list where it has one (no junk there either)", () => {
    const runtime = new Set(Intl.supportedValuesOf("currency"));
    for (const code of ["QAK", "AFN4", "SDE"]) expect(runtime.has(code)).toBe(false);
    for (const code of ["EGP", "SAR", "USD"]) expect(runtime.has(code)).toBe(true);
  });

  it("writes one way per language: the code in English, the Arabic symbol or name in Arabic", () => {
    expect(currencyLabel("EGP", "Egyptian pound", "en")).toBe("EGP");
    expect(currencyLabel("EGP", "جنيه مصري", "ar")).toBe("ج.م");
    expect(currencyLabel("SAR", "ريال سعودي", "ar")).toBe("ر.س");
    expect(currencyLabel("USD", "دولار أمريكي", "ar")).toBe("دولار أمريكي");
    expect(currencyLabel("USD", null, "ar")).toBe("USD");
  });

  it("labels a code that is not ISO 4217 by its name, in both languages", () => {
    expect(currencyLabel("QAK", "ريال قطري (رمز بديل)", "ar")).toBe("ريال قطري (رمز بديل)");
    expect(currencyLabel("AFN4", "Afghan afghani (old)", "en")).toBe("Afghan afghani (old)");
    expect(currencyLabel("SDE", "  Sudanese pound ", "en")).toBe("Sudanese pound");
    expect(currencyOptionLabel("SDE", "جنيه سوداني", "ar")).toBe("جنيه سوداني");
    expect(currencyOptionLabel("AFN4", "Afghan afghani (old)", "en")).not.toContain("AFN4");
  });

  it("names a switcher option with its label beside it", () => {
    expect(currencyOptionLabel("EGP", "Egyptian pound", "en")).toBe("Egyptian pound (EGP)");
    expect(currencyOptionLabel("EGP", "جنيه مصري", "ar")).toBe("جنيه مصري (ج.م)");
    expect(currencyOptionLabel("USD", "دولار أمريكي", "ar")).toBe("دولار أمريكي");
  });

  it("finds the store's own currency at rate 1", () => {
    const list = [
      { currency_code: "USD", currency_name: "US dollar", is_local: 0 },
      { currency_code: "EGP", currency_name: "جنيه مصري", is_local: 1 },
    ];
    expect(localCurrency(list, "ar")).toEqual({ currency_code: "EGP", exchange_rate: 1, label: "ج.م" });
    expect(localCurrency([], "ar")).toBeNull();
  });
});
