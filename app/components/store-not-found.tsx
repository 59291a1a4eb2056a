import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/lib/root-data";
import { getTemplate } from "~/templates";
import { ErrorIllustration } from "./error-illustration";

/**
 * A 404 while the store answers: the shopper stays in the store's own shell (header with search and cart,
 * footer), on its light theme, with the way back home and to search (decision 003).
 */
export function StoreNotFound({ root, hint }: { root: RootData; hint: string }) {
  const { t } = useTranslation();
  const { DefaultLayout } = getTemplate(root.template);
  return (
    <DefaultLayout root={root}>
      <section className="not-found" data-status={404} aria-labelledby="not-found-title">
        <ErrorIllustration kind="number" status={404} label={t("errors.illustration")} word={t("errors.error")} />
        <h1 id="not-found-title">{t("errors.notFound")}</h1>
        <p className="not-found__status">
          {t("errors.error_status")}: <bdi>404</bdi>
        </p>
        <p className="not-found__hint">{hint}</p>
        <p className="not-found__links">
          <Link className="button" to="/">
            {t("errors.backHome")}
          </Link>
          <Link className="button button--secondary" to="/search">
            {t("errors.searchStore")}
          </Link>
        </p>
      </section>
    </DefaultLayout>
  );
}
