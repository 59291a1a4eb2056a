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
const LONG_DAY = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

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
 * The one formatter of a moment's date: day/month/year in both languages (`dayMonthYear`), on the
 * store's clock, and with `withTime` the time in the page's language ("14:30", "2:30 م").
 */
export function formatDate(iso: string | null | undefined, lang: string, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = dayMonthYear(storeDay(date));
  if (!withTime) return day;
  const time = formatter(`${lang === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, SHORT_TIME).format(date);
  return `${day} ${time}`;
}

/** A day with its month's name ("1 يونيو 2026", "1 June 2026"): no digit order to misread in either direction. */
export function formatDay(isoDay: string, lang: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return formatter(`${lang === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, LONG_DAY).format(date);
}
