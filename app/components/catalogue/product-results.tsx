import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import type { CardRow } from "~/lib/catalogue/card-product";
import type { ListMeta } from "~/lib/schemas/store";
import { ProductList, type CardPreset } from "./product-card";
import { Pagination } from "./pagination";
import { LISTING_ID } from "./filter-sheet";

/**
 * A page of products with its count and page links; `empty` says what to do when nothing matched.
 * `tools` (the Filter and Sort chips) share the count's sticky toolbar, `chips` (active filters) follow it.
 */
export function ProductResults({
  products,
  meta,
  pageHref,
  preset,
  empty,
  tools,
  chips,
}: {
  products: CardRow[];
  meta: ListMeta;
  pageHref: (page: number) => string;
  preset: CardPreset;
  empty?: ReactNode;
  tools?: ReactNode;
  chips?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="results" aria-labelledby="results-count">
      <div id={LISTING_ID} className={tools ? "listing-toolbar" : undefined}>
        {tools}
        <p id="results-count" className="results__count" role="status">
          {t("catalogue.list.count", { count: meta.total })}
        </p>
      </div>
      {chips}
      {products.length > 0 ? <ProductList products={products} preset={preset} eagerCount={4} /> : (empty ?? <p>{t("catalogue.list.empty")}</p>)}
      <Pagination page={meta.current_page} pages={meta.last_page} href={pageHref} />
    </section>
  );
}
