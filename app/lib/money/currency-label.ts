/**
 * How a currency is written (docs/decisions/038-currency-display-and-money-lines.md): English
 * shows the ISO 4217 code ("EGP"); Arabic shows the Arabic symbol where one is in common use
 * ("ج.م") and else the Store API's Arabic name. A code that is not ISO 4217 (a backend's
 * "QAK", "AFN4") is still usable but is labelled by its name in both languages.
 */

/** Active ISO 4217 codes (2024 list, funds and precious metals left out). Static so server and browser agree. */
const ISO_4217 = new Set(
  (
    "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD " +
    "CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD " +
    "GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT " +
    "LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR " +
    "NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP " +
    "STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG " +
    "XOF XPF YER ZAR ZMW ZWG"
  ).split(" "),
);

/** Arabic symbols shoppers in the region read on price tags (CLDR's, without its direction mark and final dot, so a sentence can end after one). */
const ARABIC_SYMBOLS: Record<string, string> = {
  EGP: "ج.م",
  SAR: "ر.س",
  AED: "د.إ",
  QAR: "ر.ق",
  KWD: "د.ك",
  BHD: "د.ب",
  OMR: "ر.ع",
  JOD: "د.أ",
  LYD: "د.ل",
  IQD: "د.ع",
  SYP: "ل.س",
  LBP: "ل.ل",
  YER: "ر.ي",
  SDG: "ج.س",
  TND: "د.ت",
  DZD: "د.ج",
  MAD: "د.م",
};

export function isIsoCurrency(code: string): boolean {
  return ISO_4217.has(code);
}

/**
 * The text written after an amount: the code in English, the Arabic symbol or name in Arabic,
 * and the name (in the request's language) for a code that is not ISO 4217. Without a name,
 * the code is all there is.
 */
export function currencyLabel(code: string, name: string | null | undefined, lang: string): string {
  const named = name?.trim() || code;
  if (!isIsoCurrency(code)) return named;
  if (lang === "ar") return ARABIC_SYMBOLS[code] ?? named;
  return code;
}

/** A currency switcher option: the name, with the label when it adds something ("Egyptian pound (EGP)"). */
export function currencyOptionLabel(code: string, name: string | null | undefined, lang: string): string {
  const label = currencyLabel(code, name, lang);
  const named = name?.trim();
  if (!named || named === label) return label;
  return `${named} (${label})`;
}

/** The store's own currency (is_local = 1) at rate 1: what Paymob charges whatever the shopper picked. */
export function localCurrency(
  currencies: ReadonlyArray<{ currency_code: string; currency_name?: string | null; is_local?: number | string | null }>,
  lang: string,
): { currency_code: string; exchange_rate: number; label: string } | null {
  const local = currencies.find((c) => Number(c.is_local) === 1);
  return local ? { currency_code: local.currency_code, exchange_rate: 1, label: currencyLabel(local.currency_code, local.currency_name, lang) } : null;
}
