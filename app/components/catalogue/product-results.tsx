import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import type { CardRow } from "~/lib/card-product";
import type { ListMeta } from "~/lib/schemas/store";
import { ProductList, type CardPreset } from "./product-card";
import { Pagination } from "./pagination";

/** A page of products with its count and page links; `empty` says what to do when nothing matched. */
export function ProductResults({
  products,
  meta,
  pageHref,
  preset,
  empty,
}: {
  products: CardRow[];
  meta: ListMeta;
  pageHref: (page: number) => string;
  preset: CardPreset;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="results" aria-labelledby="results-count">
      <p id="results-count" className="results__count" role="status">
        {t("catalogue.list.count", { count: meta.total })}
      </p>
      {products.length > 0 ? <ProductList products={products} preset={preset} eagerCount={4} /> : (empty ?? <p>{t("catalogue.list.empty")}</p>)}
      <Pagination page={meta.current_page} pages={meta.last_page} href={pageHref} />
    </section>
  );
}
