import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { RootData } from "~/lib/shell/root-data";
import { fromMenuColumns } from "~/lib/shell/menus";
import { getTemplate } from "~/templates";
import { ErrorIllustration } from "../errors/error-illustration";
import { SearchForm } from "./search-form";
import { SmartLink } from "./smart-link";

/**
 * A 404 while the store answers: the shopper stays in the store's own shell (header with search and cart,
 * footer), on its light theme, with the way back home and to search (decision 003). Said as a shop says
 * it (issue 37, decision 071): no status code line, a search box and the store's categories right here.
 */
export function StoreNotFound({ root, hint }: { root: RootData; hint: string }) {
  const { t } = useTranslation();
  const { DefaultLayout } = getTemplate(root.template);
  const categories = menuCategories(root);
  return (
    <DefaultLayout root={root}>
      <section className="not-found" data-status={404} aria-labelledby="not-found-title">
        <ErrorIllustration kind="number" status={404} label={t("errors.illustration")} word={t("errors.error")} />
        <h1 id="not-found-title">{t("errors.notFound")}</h1>
        <p className="not-found__hint">{hint}</p>
        {/* Not a second search landmark beside the header's, and the page's one way to search (no button to /search beside it). */}
        <SearchForm landmark={false} className="not-found__search" />
        <p className="not-found__links">
          <Link className="button" to="/">
            {t("errors.backHome")}
          </Link>
        </p>
        {categories.length > 0 ? (
          <nav aria-label={t("errors.browseCategories")} className="not-found__categories">
            <h2>{t("errors.browseCategories")}</h2>
            <ul>
              {categories.map((item) => (
                <li key={item.url}>
                  <SmartLink to={item.url}>{item.title}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    </DefaultLayout>
  );
}

/**
 * The categories as the store's header menu lists them: the entries under its fullest sub-menu (the
 * seeded "Categories"), or its top entries when it has none; site paths only.
 */
function menuCategories(root: RootData) {
  const top = fromMenuColumns(root.menus.header);
  const fullest = top.reduce<(typeof top)[number] | undefined>(
    (best, item) => ((item.children?.length ?? 0) > (best?.children?.length ?? 0) ? item : best),
    undefined,
  );
  const items = fullest?.children?.length ? fullest.children : top;
  return items.filter((item) => item.url.startsWith("/") && !item.url.startsWith("//"));
}
