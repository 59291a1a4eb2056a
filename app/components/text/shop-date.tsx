import { useTranslation } from "~/i18n/translate";
import { formatDate } from "~/lib/text/dates";
import { DateText } from "./date-text";

/** A shopper-facing date in `formatDate`'s words ("3 ديسمبر 2026", "3 December 2026"). */
export function ShopDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  return <DateText iso={iso} text={formatDate(iso, i18n.language, withTime)} />;
}
