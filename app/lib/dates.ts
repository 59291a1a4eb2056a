/** Dates in the page's language with Latin digits, as prices are. */
export function formatDate(iso: string | null | undefined, lang: string, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${lang === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Africa/Cairo",
  }).format(date);
}

/** A day with its month's name ("1 يونيو 2026", "1 June 2026"): no digit order to misread in either direction. */
export function formatDay(isoDay: string, lang: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(`${lang === "ar" ? "ar-EG" : "en-GB"}-u-nu-latn`, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}
