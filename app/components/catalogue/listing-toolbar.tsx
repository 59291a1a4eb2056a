import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SORTS, clearAllHref, defaultSort, filterHref, filterRemovals, type CatalogueFilters, type FilterRemoval } from "~/lib/catalogue/catalogue-filters";
import { cardOf, type CardRow } from "~/lib/catalogue/card-product";
import type { VariantGroup } from "~/lib/schemas/catalogue";
import { Amount } from "../text/isolated";
import { Sentence } from "../text/sentence";
import { useRootData } from "../hooks/use-root-data";
import type { CategoryChoice } from "./filters-form";
import { FILTER_CHIP_ID, FILTER_SHEET_ID, openSheet } from "./filter-sheet";

/**
 * The listing's toolbar, before the count (decision 072): the Filter chip with the number of
 * active filters (it opens the sheet) and the Sort chip naming the order, whose choices are links.
 */
export function ListingTools({ action, filters, withCategory }: { action: string; filters: CatalogueFilters; withCategory: boolean }) {
  const { t } = useTranslation();
  // One chip per narrowing choice: the count is the chips'.
  const active = filterRemovals(action, filters, withCategory).length;
  return (
    <>
      <a
        id={FILTER_CHIP_ID}
        href={`#${FILTER_SHEET_ID}`}
        className="listing-chip listing-chip--filter"
        aria-controls={FILTER_SHEET_ID}
        onClick={(event) => {
          const dialog = document.getElementById(FILTER_SHEET_ID);
          if (!(dialog instanceof HTMLDialogElement)) return;
          event.preventDefault();
          openSheet(dialog);
        }}
      >
        <ChipIcon d="M4 6h16M7 12h10M10 18h4" />
        {t("catalogue.filters.chip")}{" "}
        {active > 0 ? (
          <span className="listing-chip__count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">({t("catalogue.filters.active", { count: active })})</span>
          </span>
        ) : null}
      </a>
      <SortMenu action={action} filters={filters} />
    </>
  );
}

/** The order as a chip over a list of links: no form, no JavaScript, and each choice starts again at page 1. */
function SortMenu({ action, filters }: { action: string; filters: CatalogueFilters }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const current = filters.sort ?? defaultSort(filters);
  const choices: Array<{ key: string; sort: CatalogueFilters["sort"] }> = [
    ...(filters.q ? [{ key: "relevance", sort: undefined }] : []),
    ...SORTS.map((s) => ({ key: s, sort: s })),
  ];
  return (
    <details
      ref={ref}
      key={search}
      className="sort-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !ref.current?.open) return;
        ref.current.removeAttribute("open");
        ref.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="listing-chip">
        <ChipIcon d="M8 4v16M4 16l4 4 4-4M16 20V4M12 8l4-4 4 4" />
        <span className="visually-hidden">{t("catalogue.filters.sort")}: </span>
        {t(`catalogue.filters.sortsShort.${current ?? "relevance"}`)}
      </summary>
      <ul className="sort-menu__list">
        {choices.map((c) => (
          <li key={c.key}>
            <Link
              to={filterHref(action, filters, { sort: c.sort, page: 1 })}
              aria-current={c.sort === current ? "true" : undefined}
              onClick={() => ref.current?.removeAttribute("open")}
            >
              {t(`catalogue.filters.sorts.${c.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The active filters as chips under the toolbar; each is a link to the same list without it. */
export function ActiveFilters({
  action,
  filters,
  brands,
  variants,
  categories,
  products,
}: {
  action: string;
  filters: CatalogueFilters;
  brands: ReadonlyArray<{ slug: string; name: string }> | null;
  variants: VariantGroup[] | null;
  categories?: CategoryChoice[];
  /** The listed products: under a brand filter each carries the brand's name, for when the brand list did not come in time. */
  products: CardRow[];
}) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency.selected?.label ?? "";
  const removals = filterRemovals(action, filters, categories !== undefined);
  if (removals.length === 0) return null;

  const label = (r: FilterRemoval) => {
    switch (r.kind) {
      case "category":
        return categories?.find((c) => c.slug === r.slug)?.name ?? r.slug;
      case "brand":
        return brands?.find((b) => b.slug === r.slug)?.name ?? (products[0] ? cardOf(products[0]).brand : null) ?? r.slug;
      case "minPrice":
      case "maxPrice":
        return (
          <Sentence
            k={`catalogue.filters.${r.kind === "minPrice" ? "minChip" : "maxChip"}`}
            slots={{ amount: <Amount>{`${r.amount} ${currency}`.trim()}</Amount> }}
          />
        );
      case "variant": {
        const group = variants?.find((g) => g.values.some((v) => v.id === r.id));
        const value = group?.values.find((v) => v.id === r.id);
        if (!group || !value) return `#${r.id}`;
        return t("catalogue.filters.variantChip", { type: t(`catalogue.filters.variantTypes.${group.type}`, { defaultValue: group.type }), value: value.name });
      }
    }
  };
  const clear = clearAllHref(action, filters);

  return (
    <ul className="active-filters" aria-label={t("catalogue.filters.activeList")}>
      {removals.map((r) => (
        <li key={r.href}>
          <Link to={r.href} className="active-filters__chip">
            <span className="visually-hidden">{t("catalogue.filters.remove")}: </span>
            {label(r)}
            <span className="active-filters__x" aria-hidden="true">
              ×
            </span>
          </Link>
        </li>
      ))}
      {/* "Clear all" beside the chips, even beside one: the shopper looks for it where the filters show (issue 37). */}
      {clear !== filterHref(action, filters, { page: 1 }) ? (
        <li>
          <Link to={clear} className="active-filters__clear">
            {t("catalogue.filters.clear")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The chips' line icons: the filter's three bars, the sort's two arrows. */
function ChipIcon({ d }: { d: string }) {
  return (
    <svg className="listing-chip__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
