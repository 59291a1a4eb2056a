import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";

/** Page links (previous, a window of numbers, next): plain links, so crawlers and no-JS shoppers follow them. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(pages, page + 2);
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className="pagination" aria-label={t("catalogue.list.pagination")}>
      <p className="pagination__status">{t("catalogue.list.pageOf", { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("catalogue.list.previous")}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{t("catalogue.list.page", { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={href(n)} aria-label={t("catalogue.list.page", { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("catalogue.list.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
