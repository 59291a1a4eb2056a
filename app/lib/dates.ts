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
