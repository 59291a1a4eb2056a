/** The store's clock: an order placed at 00:30 in Cairo is on that day, wherever the server runs. */
const STORE_TIME_ZONE = "Africa/Cairo";

/**
 * An ISO day (2026-12-31) as day/month/year with Latin digits ("31/12/2026"): the order the order
 * lists' date filters ask for in their hint, in both languages. Without a date style's right-to-left
 * marks, so an Arabic page shows it as the hint reads, not "2026/12/31".
 */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return year && month && day ? `${day.padStart(2, "0")}/${month.padStart(2, "0")}/${year}` : isoDay;
}

// Making a formatter costs far more than using one: one per locale and options, made on first use.
const formatters = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLocale = formatters.get(options);
  if (!byLocale) formatters.set(options, (byLocale = new Map()));
  let made = byLocale.get(locale);
  if (!made) byLocale.set(locale, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}
const ISO_DAY = { year: "numeric", month: "2-digit", day: "2-digit", timeZone: STORE_TIME_ZONE } as const;
const SHORT_TIME = { timeStyle: "short", timeZone: STORE_TIME_ZONE } as const;

type WithTemporal = typeof globalThis & {
  Temporal?: { Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { toPlainDate(): { toString(): string } } } } };
};

/**
 * The moment's ISO day (2026-12-31) on the store's clock. Temporal converts it in about a
 * millisecond; a browser's first `Intl.DateTimeFormat` costs 15–140 ms of main-thread work, a long
 * task in a product page's hydration for its reviews' dates (decision 087). Where there is no
 * Temporal (Node, older browsers), en-CA writes the ISO day, whatever the server's own locale.
 */
function storeDay(date: Date): string {
  const temporal = (globalThis as WithTemporal).Temporal;
  if (temporal) return temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(STORE_TIME_ZONE).toPlainDate().toString();
  return formatter("en-CA", ISO_DAY).format(date);
}

/**
 * The months' names as CLDR writes them for ar-EG and en-GB (dates.test.ts compares them with
 * `Intl.DateTimeFormat`'s). Written out rather than asked of a formatter: the product page's reviews
 * are dated during hydration, where a browser's first date formatter is a long task (decision 087).
 */
const MONTHS = {
  ar: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;

/**
 * An ISO day in words, "3 ديسمبر 2026" / "3 December 2026": no digit order to misread in either
 * direction (decision 098). Latin digits, as every price of the shop is written.
 */
export function formatDay(isoDay: string, lang: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  const name = MONTHS[lang === "ar" ? "ar" : "en"][(month ?? 0) - 1];
  if (!year || !day || !name || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  return `${day} ${name} ${year}`;
}

/**
 * The one formatter of a shopper-facing moment: its day on the store's clock in words
 * (`formatDay`), and with `withTime` the time in the page's language ("3 December 2026, 14:30",
 * "3 ديسمبر 2026، 2:30 م"; the time's formatter is made once per language, on order pages only).
 */
export function formatDate(iso: string | null | undefined, lang: string, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = formatDay(storeDay(date), lang);
  if (!withTime) return day;
  const time = formatter(`${lang === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, SHORT_TIME).format(date);
  return `${day}${lang === "ar" ? "،" : ","} ${time}`;
}
