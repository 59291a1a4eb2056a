import { currencyLabel, isIsoCurrency } from "~/lib/money/currency-label";
import { type Columns, toColumns } from "~/lib/catalogue/columns";
import type { Currency } from "~/lib/schemas/store";
import type { Lang } from "~/lib/text/i18n";

export type CurrencyOptions = Columns<{ code: string; text: string }>;
type Option = { code: string; text: string };
type Say = (key: string, options: Record<string, string>) => string;

const namers: Partial<Record<Lang, Intl.DisplayNames>> = {};

/** A currency's name in the page's language as CLDR has it ("جنيه مصري", "Egyptian Pound"), else the Store API's. */
function currencyName(c: Currency, lang: Lang): string {
  if (isIsoCurrency(c.currency_code)) {
    // Made on the first page that lists currencies, never while the server starts (decision 087), and kept.
    namers[lang] ??= new Intl.DisplayNames([lang], { type: "currency", fallback: "none" });
    const name = namers[lang].of(c.currency_code);
    if (name) return name;
  }
  return c.currency_name?.trim() || c.currency_code;
}

function option(c: Currency, lang: Lang, say: Say): Option {
  const name = currencyName(c, lang);
  const label = currencyLabel(c.currency_code, name, lang);
  const named = name === label ? label : `${name} (${label})`;
  return { code: c.currency_code, text: c.country ? say("currency.option", { label: named, country: c.country }) : named };
}

const byList = new WeakMap<Currency[], Partial<Record<Lang, Option[]>>>();

/** The codes in use today (ISO 4217) first, named by CLDR; a backend's own codes after them, by its names. */
const inUseFirst = (currencies: Currency[]) => [
  ...currencies.filter((c) => isIsoCurrency(c.currency_code)),
  ...currencies.filter((c) => !isIsoCurrency(c.currency_code)),
];

/**
 * The currencies a shopper can pay in, as the switchers list them (spec: every currency the store lists;
 * issue 37, decision 090): each named in the page's language, the codes in use today (ISO 4217) by CLDR
 * and first, a backend's historic or stand-in codes ("AFN4", "QAK", "SDE") after them under the store's
 * own names, never their codes; the chosen one first. Worked out once per language for each list the
 * shared cache holds; only the order is the request's. A chosen code the list lacks (a cookie from
 * before) is listed too, so the select says what the prices are in.
 */
export function currencyOptions(currencies: Currency[], lang: Lang, say: Say, selected: string | undefined): CurrencyOptions {
  let kept = byList.get(currencies);
  if (!kept) byList.set(currencies, (kept = {}));
  const listed = (kept[lang] ??= inUseFirst(currencies).map((c) => option(c, lang, say)));
  const chosen = listed.find((o) => o.code === selected);
  const stray = chosen ? undefined : currencies.find((c) => c.currency_code === selected);
  const first = chosen ?? (stray ? option(stray, lang, say) : undefined);
  const ordered = first ? [first, ...listed.filter((o) => o !== chosen)] : listed;
  return toColumns(ordered, ["code", "text"]);
}
