import { describe, expect, it } from "vitest";
import { fromColumns } from "~/lib/catalogue/columns";
import type { Currency } from "~/lib/schemas/store";
import { currencyOptions } from "./currency-options.server";

const row = (currency_code: string, currency_name: string, country: string, is_local = 0) =>
  ({ id: 1, currency_code, currency_name, country, exchange_rate: 1, is_local, is_online: 1 }) as Currency;
// As the Store API names them, in English: reference names, stand-in and historic codes among them.
const list = [
  row("EGP", "Egyptian pound", "Egypt", 1),
  row("SAR", "Saudi riyal", "Saudi Arabia"),
  row("QAK", "Qatari riyal (alternate code)", "Qatar"),
  row("SDE", "Sudanese pound", "Sudan"),
  row("USD", "US dollar", "United States"),
  row("AFN4", "Afghan afghani (old)", "Afghanistan"),
];
const say = (_key: string, o: Record<string, string>) => `${o.label} – ${o.country}`;
const texts = (lang: "ar" | "en", selected?: string) => fromColumns(currencyOptions(list, lang, say, selected));

describe("currencyOptions (issue 37)", () => {
  it("lists every currency of the store, today's first by CLDR's names, the backend's own codes after them by its names", () => {
    expect(texts("en", "EGP")).toEqual([
      { code: "EGP", text: "Egyptian Pound (EGP) – Egypt" },
      { code: "SAR", text: "Saudi Riyal (SAR) – Saudi Arabia" },
      { code: "USD", text: "US Dollar (USD) – United States" },
      { code: "QAK", text: "Qatari riyal (alternate code) – Qatar" },
      { code: "SDE", text: "Sudanese pound – Sudan" },
      { code: "AFN4", text: "Afghan afghani (old) – Afghanistan" },
    ]);
    // In Arabic CLDR's names and the symbol prices carry, even where the Store API named them in English.
    expect(
      texts("ar", "EGP")
        .map((o) => o.text)
        .slice(0, 3),
    ).toEqual(["جنيه مصري (ج.م) – Egypt", "ريال سعودي (ر.س) – Saudi Arabia", "دولار أمريكي – United States"]);
  });

  it("puts the chosen currency first, and lists one the store lacks so the select says what prices are in", () => {
    expect(texts("en", "USD").map((o) => o.code)).toEqual(["USD", "EGP", "SAR", "QAK", "SDE", "AFN4"]);
    expect(texts("en", "AFN4").map((o) => o.code)).toEqual(["AFN4", "EGP", "SAR", "USD", "QAK", "SDE"]);
    expect(texts("en", "AFN4")[0]!.text).toBe("Afghan afghani (old) – Afghanistan");
    expect(texts("en", "XYZ").map((o) => o.code)).toEqual(["EGP", "SAR", "USD", "QAK", "SDE", "AFN4"]);
  });

  it("works the names out once per list and language", () => {
    expect(currencyOptions(list, "en", say, "EGP")).toEqual(currencyOptions(list, "en", say, "EGP"));
    const first = fromColumns(currencyOptions(list, "en", say, "SAR"));
    expect(first[0]!.code).toBe("SAR");
  });
});
