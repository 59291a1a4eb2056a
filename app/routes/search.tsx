import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/search";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { currencyContext } from "~/server/context.server";
import { notFound } from "~/server/http/errors.server";
import { pageCacheable, sharedForAnonymous } from "~/server/http/cache-policy.server";
import { pageUrls } from "~/server/http/public-url.server";
import { seoBasics } from "~/server/http/seo.server";
import { cleanQuery, filterHref, hasActiveFilters, type Section } from "~/lib/catalogue/catalogue-filters";
import { getEnv } from "~/server/env.server";
import { toSearchQuery } from "~/lib/catalogue/catalogue-query.server";
import { countAnswer, listingFilters, wantsCountOnly } from "~/lib/catalogue/listing-request.server";
import { sayUnreadPrice } from "~/server/actions/unread-price.server";
import { categoryPath } from "~/lib/catalogue/catalogue-urls";
import { flattenCategories } from "~/lib/catalogue/category-tree";
import { pageMeta } from "~/lib/shell/meta";
import { toCardRows } from "~/lib/catalogue/card-product";
import { offeredBrands } from "~/lib/catalogue/listing-brands";
import { CountOnly, FiltersForm } from "~/components/catalogue/filters-form";
import { ProductResults } from "~/components/catalogue/product-results";
import { ActiveFilters, ListingTools } from "~/components/catalogue/listing-toolbar";

export const handle = { i18n: ["catalogue", "favourites"] };

export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous, pageCacheable];

/** A section's listing is titled as its home row is. */
const SECTION_TITLES: Record<Section, string> = {
  trendy: "catalogue.sections.trendy",
  featured: "catalogue.sections.featured",
  best_sellers: "catalogue.sections.bestSellers",
  flash_sale: "catalogue.sections.flashSales",
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = listingFilters(request, "/search", sayUnreadPrice(context));
  const catalogue = getCatalogue(context);
  const seo = seoBasics(request, context);
  const rate = context.get(currencyContext).selected?.exchange_rate;
  // The header's form sends ?q=; /search/{term} is the spec's path form. The query wins.
  const term = cleanQuery(params.search);
  const filters = { ...parsed, q: parsed.q ?? term };

  const query = toSearchQuery(filters, rate, getEnv().PRICE_DISPLAY === "inclusive");
  if (wantsCountOnly(request)) return countAnswer(request, () => catalogue.search({ ...query, page: 1, per_page: 1 }).then((p) => p.meta.total));
  const [page, tree, allBrands, listed, variants] = await Promise.all([
    catalogue.search(query),
    catalogue.categories().catch(() => []),
    catalogue.brands(),
    catalogue.listingProducts(query),
    // Variant filters only make sense within a category (spec §7: variants are listed by categories).
    filters.category ? catalogue.variants([filters.category]) : Promise.resolve(null),
  ]);
  // A page past the last is no page, as in a category: 404, not an empty list that calls itself canonical.
  if (filters.page > Math.max(1, page.meta.last_page)) throw notFound("errors.pageMissing");
  // Only the brands of the results' products, not the whole store's (issue 37).
  const brands = offeredBrands(allBrands, listed, filters.brand);

  const title = filters.q
    ? seo.t("catalogue.search.resultsFor", { q: filters.q })
    : filters.section
      ? seo.t(SECTION_TITLES[filters.section])
      : seo.t("catalogue.search.title");
  return {
    kind: "listing" as const,
    title,
    filters,
    products: toCardRows(page.products),
    meta: page.meta,
    brands,
    variants,
    categories: flattenCategories(tree).map(({ category, depth }) => ({ slug: category.slug, name: category.name, depth })),
    suggestions: tree.map((c) => ({ slug: c.slug, name: c.name })),
    seo: {
      title,
      description: seo.t("catalogue.search.metaDescription", { store: seo.storeName }),
      urls: pageUrls(request, seo.lang, { section: filters.section, page: filters.page > 1 ? filters.page : undefined }),
      // Result lists are endless variations of the catalogue: crawl their links, index the products.
      noindex: Boolean(filters.q) || hasActiveFilters(filters) || Boolean(filters.category),
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, data?.kind === "listing" ? data.seo : undefined);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === "count") return <CountOnly count={loaderData.count} />;
  const { title, filters, products, meta, brands, variants, categories, suggestions } = loaderData;
  // Links keep the words in ?q= so the path form and the header's form lead to the same pages.
  const action = "/search";
  return (
    <>
      <h1 className="catalogue-title">{title}</h1>
      <div className="catalogue">
        <FiltersForm
          action={action}
          filters={filters}
          brands={brands}
          variants={variants}
          categories={categories}
          query={filters.q ?? ""}
          total={meta.total}
          boundsWithTax={meta.with_tax === 1}
        />
        <ProductResults
          products={products}
          meta={meta}
          preset="full-option"
          pageHref={(page) => filterHref(action, filters, { page })}
          tools={<ListingTools action={action} filters={filters} withCategory />}
          chips={<ActiveFilters action={action} filters={filters} brands={brands} variants={variants} categories={categories} products={products} />}
          empty={
            <div className="results__empty">
              <p>{t("catalogue.search.empty")}</p>
              {suggestions.length > 0 ? (
                <>
                  <p>{t("catalogue.search.suggestions")}</p>
                  <ul className="chips">
                    {suggestions.map((c) => (
                      <li key={c.slug}>
                        <Link to={categoryPath(c.slug)} className="chip">
                          {c.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          }
        />
      </div>
    </>
  );
}
