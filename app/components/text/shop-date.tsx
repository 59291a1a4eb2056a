import { useTranslation } from "~/i18n/translate";
import { formatDate } from "~/lib/text/dates";
import { usePageDir } from "./isolated";

/**
 * A shopper-facing date: `formatDate`'s words ("3 ديسمبر 2026", "3 December 2026"), kept on one line
 * and laid out in the page's direction, so an Arabic day reads day, month, year from the right.
 */
export function ShopDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { i18n } = useTranslation();
  const dir = usePageDir();
  return (
    <time dateTime={iso} dir={dir} className="date">
      {formatDate(iso, i18n.language, withTime)}
    </time>
  );
}
