import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { SORTS, filterHref, hasActiveFilters, type CatalogueFilters } from "~/lib/catalogue-filters";
import type { Brand, VariantGroup } from "~/lib/schemas/catalogue";
import { useRootData } from "../use-root-data";
import { Swatch } from "./swatch";

export interface CategoryChoice {
  slug: string;
  name: string;
  depth: number;
}

/**
 * The catalogue's filters and sort as one GET form: the URL carries every choice, so it
 * works without JavaScript, can be shared, and a new choice starts again at page 1.
 * Prices are typed in the shopper's currency; the loader converts them to local amounts.
 */
export function FiltersForm({
  action,
  filters,
  brands,
  variants,
  categories,
  query,
}: {
  action: string;
  filters: CatalogueFilters;
  brands: Brand[] | null;
  variants: VariantGroup[] | null;
  /** Search only: a category choice (variant filters appear once one is chosen). */
  categories?: CategoryChoice[];
  /** Search only: the words searched for, editable. */
  query?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = useId();
  const currency = useRootData()?.currency.selected?.label ?? "";
  const clearHref = filterHref(action, { q: filters.q, category: filters.category, sort: filters.sort, section: filters.section, variants: [], page: 1 });

  const active = activeCount(filters, categories !== undefined);

  return (
    // Keyed by the query so the fields show the URL's values again (and a phone's panel folds) after a client navigation.
    // Below 64rem the panel folds behind its summary, a button that needs no JavaScript; wider, it is a sidebar, always open.
    <details className="filters-panel" key={search}>
      <summary className="button filters-panel__toggle">
        {t("catalogue.filters.toggle")}{" "}
        {active > 0 ? (
          <span className="filters-panel__count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">({t("catalogue.filters.active", { count: active })})</span>
          </span>
        ) : null}
      </summary>
      <Form method="get" action={action} className="catalogue-filters" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="catalogue-filters__title">
          {t("catalogue.filters.title")}
        </h2>
        {/* Filtering a section's listing narrows that section. */}
        {filters.section ? <input type="hidden" name="section" value={filters.section} /> : null}
        {query !== undefined ? (
          <p className="field">
            <label htmlFor={`${id}-q`}>{t("catalogue.filters.query")}</label>
            <input id={`${id}-q`} type="search" name="q" defaultValue={query} maxLength={100} />
          </p>
        ) : null}
        {categories ? (
          <p className="field">
            <label htmlFor={`${id}-category`}>{t("catalogue.filters.category")}</label>
            <select id={`${id}-category`} name="category" defaultValue={filters.category ?? ""}>
              <option value="">{t("catalogue.filters.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {"\u00a0\u00a0".repeat(c.depth)}
                  {c.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <fieldset className="field catalogue-filters__price">
          <legend>{t("catalogue.filters.price")}</legend>
          <label htmlFor={`${id}-min`}>{t("catalogue.filters.minPrice", { currency })}</label>
          <input id={`${id}-min`} name="min_price" type="number" inputMode="decimal" min="0" step="0.01" dir="ltr" defaultValue={filters.minPrice ?? ""} />
          <label htmlFor={`${id}-max`}>{t("catalogue.filters.maxPrice", { currency })}</label>
          <input id={`${id}-max`} name="max_price" type="number" inputMode="decimal" min="0" step="0.01" dir="ltr" defaultValue={filters.maxPrice ?? ""} />
        </fieldset>
        {brands && brands.length > 0 ? (
          <p className="field">
            <label htmlFor={`${id}-brand`}>{t("catalogue.filters.brand")}</label>
            <select id={`${id}-brand`} name="brand" defaultValue={filters.brand ?? ""}>
              <option value="">{t("catalogue.filters.allBrands")}</option>
              {brands.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        {(variants ?? []).map((group) => (
          <fieldset key={group.type} className="field catalogue-filters__variants">
            <legend>{t(`catalogue.filters.variantTypes.${group.type}`, { defaultValue: group.type })}</legend>
            {group.values.map((v) => (
              <label key={v.id} className="check">
                <input type="checkbox" name="variant" value={v.id} defaultChecked={filters.variants.includes(v.id)} />
                <Swatch hex={v.hex} />
                {v.name}
              </label>
            ))}
          </fieldset>
        ))}
        <p className="field">
          <label htmlFor={`${id}-sort`}>{t("catalogue.filters.sort")}</label>
          {/* With search words the default is the best match first: a sort chosen here orders the whole result instead (decision 066). */}
          <select id={`${id}-sort`} name="sort" defaultValue={filters.sort ?? (filters.q ? "" : "newest")}>
            {filters.q ? <option value="">{t("catalogue.filters.sorts.relevance")}</option> : null}
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.filters.sorts.${s}`)}
              </option>
            ))}
          </select>
        </p>
        <p className="catalogue-filters__actions">
          <button type="submit">{t("catalogue.filters.apply")}</button>
          {hasActiveFilters(filters) ? <Link to={clearHref}>{t("catalogue.filters.clear")}</Link> : null}
        </p>
      </Form>
    </details>
  );
}

/** How many choices narrow the results (the sort does not): shown on the phone's filters button. */
function activeCount(filters: CatalogueFilters, withCategory: boolean): number {
  return (
    (filters.brand ? 1 : 0) +
    (filters.minPrice !== undefined ? 1 : 0) +
    (filters.maxPrice !== undefined ? 1 : 0) +
    filters.variants.length +
    (withCategory && filters.category ? 1 : 0)
  );
}
