import { useHydrated } from "remix-utils/use-hydrated";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { COUNT_PARAM, clearAllHref, filterHref, PRICE_PATTERN, type CatalogueFilters } from "~/lib/catalogue/catalogue-filters";
import type { VariantGroup } from "~/lib/schemas/catalogue";
import type { ListingBrand } from "~/lib/catalogue/listing-brands";
import { useRootData } from "../hooks/use-root-data";
import { usePriceDisplay } from "../money/price";
import { Swatch } from "./swatch";
import { FILTER_SHEET_ID, LISTING_ID, closeSheet, closeSheetForNavigation, keepTabInside, onSheetClosed, takeOverTarget } from "./filter-sheet";
import { chosenQuery, useListingCount } from "./use-listing-count";

export interface CategoryChoice {
  slug: string;
  name: string;
  depth: number;
}

/**
 * The catalogue's filters as one GET form (the order is the sort chip's; a chosen one rides along): the URL carries every choice, so it
 * works without JavaScript, can be shared, and a new choice starts again at page 1.
 * Prices are typed in the shopper's currency; the loader converts them to local amounts.
 *
 * Below 64rem it is a bottom sheet (decision 072): a <dialog> the Filter chip opens as a modal
 * with JavaScript, or the `#filters` target without it; its header and its footer (apply,
 * clear) stay in view while its groups scroll. Wider, the same dialog is an open side column.
 */
export function FiltersForm({
  action,
  filters,
  brands,
  variants,
  categories,
  query,
  total,
  boundsWithTax = false,
}: {
  action: string;
  filters: CatalogueFilters;
  /** The listing's own brands, counted where known (decision 090). */
  brands: ListingBrand[] | null;
  variants: VariantGroup[] | null;
  /** Search only: a category choice (variant filters appear once one is chosen). */
  categories?: CategoryChoice[];
  /** Search only: the words searched for, editable. */
  query?: string;
  /** The listing's count, which the apply button shows until a field changes. */
  total: number;
  /** The Store API read this listing's price bounds with tax (its search answer said `with_tax`). */
  boundsWithTax?: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const currency = useRootData()?.currency.selected?.label ?? "";
  const clearHref = clearAllHref(action, filters);
  // Prices shown with their tax, and bounds a backend read before tax: the title says so (decision 075).
  const priceTitle = t(usePriceDisplay() === "inclusive" && !boundsWithTax ? "catalogue.filters.priceBeforeTax" : "catalogue.filters.price");
  const { count, changed } = useListingCount(action, total, form);
  const hydrated = useHydrated();
  const close = () => (ref.current ? closeSheet(ref.current) : undefined);
  const closeForNavigation = () => (ref.current ? closeSheetForNavigation(ref.current) : undefined);
  useEffect(() => {
    if (ref.current) takeOverTarget(ref.current);
  }, []);

  return (
    // Rendered open: a non-modal dialog is the desktop column, and on phones CSS hides it until it is the target
    // or the chip makes it modal. Closing the modal puts the open attribute back (onSheetClosed).
    <dialog
      ref={ref}
      id={FILTER_SHEET_ID}
      className="filters-sheet"
      open
      aria-labelledby={`${id}-title`}
      onClose={(event) => onSheetClosed(event.currentTarget)}
      onKeyDown={(event) => keepTabInside(event)}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog itself, outside its form.
        if (event.target === event.currentTarget) close();
      }}
    >
      {/* Keyed by the query so the fields show the URL's values again after a client navigation. */}
      <Form
        key={search}
        ref={form}
        method="get"
        action={action}
        className="catalogue-filters"
        aria-labelledby={`${id}-title`}
        onChange={changed}
        onSubmit={(event) => {
          // Only the fields the shopper set go in the URL; without JavaScript the server redirects the blank ones away.
          event.preventDefault();
          closeForNavigation();
          const chosen = chosenQuery(event.currentTarget);
          navigate(chosen ? `${action}?${chosen}` : action);
        }}
      >
        <div className="filters-sheet__head">
          <h2 id={`${id}-title`} className="catalogue-filters__title">
            {t("catalogue.filters.title")}
          </h2>
          {/* Without JavaScript a link back to the toolbar ends the :target; with it, the dialog closes in place. */}
          <a
            href={`#${LISTING_ID}`}
            className="filters-sheet__close"
            aria-controls={FILTER_SHEET_ID}
            onClick={(event) => {
              if (!ref.current?.matches(":modal")) return;
              event.preventDefault();
              close();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("catalogue.filters.close")}</span>
          </a>
        </div>
        <div className="filters-sheet__body">
          {/* Filtering a section's listing narrows that section. */}
          {filters.section ? <input type="hidden" name="section" value={filters.section} /> : null}
          {/* The order is the sort chip's, beside the filter chip (decision 099): the sheet keeps one the shopper chose. */}
          {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
          {query !== undefined ? (
            <p className="field">
              <label htmlFor={`${id}-q`}>{t("catalogue.filters.query")}</label>
              <input id={`${id}-q`} type="search" name="q" defaultValue={query} maxLength={100} />
            </p>
          ) : null}
          {categories ? (
            <Group title={t("catalogue.filters.category")} open>
              <p className="field">
                <label htmlFor={`${id}-category`} className="visually-hidden">
                  {t("catalogue.filters.category")}
                </label>
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
            </Group>
          ) : null}
          <Group title={priceTitle} open>
            <fieldset className="field catalogue-filters__price">
              <legend className="visually-hidden">{priceTitle}</legend>
              <span className="catalogue-filters__range">
                {(["min", "max"] as const).map((end) => (
                  <span key={end} className="field">
                    <label htmlFor={`${id}-${end}`}>{t(`catalogue.filters.${end}Price`, { currency })}</label>
                    {/* Text, not number: a number box empties "٢٠٠٠" typed on an Arabic keyboard; the server reads any digits (decision 099). */}
                    <input
                      id={`${id}-${end}`}
                      name={`${end}_price`}
                      inputMode="decimal"
                      dir="ltr"
                      pattern={PRICE_PATTERN}
                      title={t("catalogue.filters.priceFormat")}
                      defaultValue={filters[`${end}Price`] ?? ""}
                    />
                  </span>
                ))}
              </span>
            </fieldset>
          </Group>
          {brands && brands.length > 0 ? (
            <Group title={t("catalogue.filters.brand")} open>
              <p className="field">
                <label htmlFor={`${id}-brand`} className="visually-hidden">
                  {t("catalogue.filters.brand")}
                </label>
                <select id={`${id}-brand`} name="brand" defaultValue={filters.brand ?? ""}>
                  <option value="">{t("catalogue.filters.allBrands")}</option>
                  {brands.map((b) => (
                    <option key={b.slug} value={b.slug}>
                      {b.count === undefined ? b.name : t("catalogue.filters.brandCount", { name: b.name, count: b.count })}
                    </option>
                  ))}
                </select>
              </p>
            </Group>
          ) : null}
          {(variants ?? []).map((group) => {
            const title = t(`catalogue.filters.variantTypes.${group.type}`, { defaultValue: group.type });
            return (
              // A long list of values folds until the shopper opens it, unless one of them is chosen.
              <Group key={group.type} title={title} open={group.values.length <= 6 || group.values.some((v) => filters.variants.includes(v.id))}>
                <fieldset className="field catalogue-filters__variants">
                  <legend className="visually-hidden">{title}</legend>
                  {group.values.map((v) => (
                    <label key={v.id} className="check">
                      <input type="checkbox" name="variant" value={v.id} defaultChecked={filters.variants.includes(v.id)} />
                      <Swatch hex={v.hex} />
                      {v.name}
                    </label>
                  ))}
                </fieldset>
              </Group>
            );
          })}
        </div>
        <p className="catalogue-filters__actions filters-sheet__foot">
          {/* A number only where it follows the fields: without JavaScript it could only say the listing's own, however much is ticked. */}
          <button type="submit" aria-busy={hydrated && count === undefined ? true : undefined}>
            {!hydrated || count === undefined ? t("catalogue.filters.showProducts") : t("catalogue.filters.show", { count })}
          </button>
          {clearHref !== filterHref(action, filters, { page: 1 }) ? (
            <Link to={clearHref} className="button button--secondary" onClick={closeForNavigation}>
              {t("catalogue.filters.clear")}
            </Link>
          ) : null}
        </p>
      </Form>
    </dialog>
  );
}

/**
 * A listing URL asked for its count alone but opened as a page (the sheet's fetcher asks it so, decision 099):
 * the count and a way on to the products.
 */
export function CountOnly({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(COUNT_PARAM);
  const rest = params.toString();
  return (
    <p className="catalogue-count-only">
      <Link to={rest ? `${pathname}?${rest}` : pathname}>{count === null ? t("catalogue.filters.showProducts") : t("catalogue.filters.show", { count })}</Link>
    </p>
  );
}

/** One collapsible group of the sheet; on the desktop column every group shows (CSS). */
function Group({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details className="filters-group" open={open}>
      <summary className="filters-group__title">{title}</summary>
      {children}
    </details>
  );
}
