import { data } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "~/components/shell/smart-link";
import type { Route } from "./+types/category";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { currencyContext } from "~/server/context.server";
import { notFound, orNull } from "~/server/http/errors.server";
import { pageCacheable, sharedForAnonymous } from "~/server/http/cache-policy.server";
import { pageUrls } from "~/server/http/public-url.server";
import { seoBasics } from "~/server/http/seo.server";
import { SLUG, filterHref } from "~/lib/catalogue/catalogue-filters";
import { getEnv } from "~/server/env.server";
import { toSearchQuery } from "~/lib/catalogue/catalogue-query.server";
import { countAnswer, listingFilters, wantsCountOnly } from "~/lib/catalogue/listing-request.server";
import { sayUnreadPrice } from "~/server/actions/unread-price.server";
import { categoryPath, isReservedSegment } from "~/lib/catalogue/catalogue-urls";
import { pageMeta } from "~/lib/shell/meta";
import { toCardRows } from "~/lib/catalogue/card-product";
import { offeredBrands } from "~/lib/catalogue/listing-brands";
import { breadcrumbJsonLd } from "~/lib/catalogue/structured-data";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { CountOnly, FiltersForm } from "~/components/catalogue/filters-form";
import { ProductResults } from "~/components/catalogue/product-results";
import { ActiveFilters, ListingTools } from "~/components/catalogue/listing-toolbar";
import { JsonLd } from "~/components/shell/json-ld";

export const handle = { i18n: ["catalogue", "favourites"] };

export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous, pageCacheable];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.category;
  // Reserved words and impossible slugs are never categories: the unknown page's 404 without asking the Store API.
  if (!SLUG.test(slug) || isReservedSegment(slug)) throw notFound("errors.pageMissing");
  const read = listingFilters(request, categoryPath(slug), sayUnreadPrice(context));
  const catalogue = getCatalogue(context);
  const seo = seoBasics(request, context);
  const rate = context.get(currencyContext).selected?.exchange_rate;
  // The path names the category; a `q` or `category` in the query means nothing here.
  const filters = { ...read, q: undefined, category: undefined };

  const query = toSearchQuery({ ...filters, category: slug }, rate, getEnv().PRICE_DISPLAY === "inclusive");
  if (wantsCountOnly(request)) return countAnswer(request, () => catalogue.search({ ...query, page: 1, per_page: 1 }).then((p) => p.meta.total));
  const [{ category, ancestors }, page, allBrands, listed, variants] = await Promise.all([
    catalogue.category(slug),
    catalogue.search(query),
    catalogue.brands(),
    catalogue.listingProducts(query),
    catalogue.variants([slug]),
  ]);
  // Only the brands of this category's products, not the whole store's (issue 37).
  const brands = offeredBrands(allBrands, listed, filters.brand);
  if (filters.page > page.meta.last_page) throw notFound("errors.pageMissing");

  const trail = [...ancestors, category].map((c) => ({ name: c.name, path: categoryPath(c.slug) }));
  return {
    kind: "listing" as const,
    category: { slug: category.slug, name: category.name },
    subcategories: category.children.map((c) => ({ slug: c.slug, name: c.name, count: c.products_count })),
    ancestors: trail.slice(0, -1),
    filters,
    products: toCardRows(page.products),
    meta: page.meta,
    brands,
    variants,
    seo: {
      title: category.name,
      description: seo.t("catalogue.category.description", { name: category.name, store: seo.storeName, count: category.products_count }),
      urls: pageUrls(request, seo.lang, { page: filters.page > 1 ? filters.page : undefined }),
    },
    breadcrumbs: breadcrumbJsonLd([{ name: seo.t("nav.home"), url: seo.url("/") }, ...trail.map((c) => ({ name: c.name, url: seo.url(c.path) }))]),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, data?.kind === "listing" ? data.seo : undefined);
}

/**
 * A listing takes no form: a POST here is the 405 of any page without an action, but only for a category
 * that is one; any other one-segment address is the 404 its visit would be (an outside tester's finding).
 */
export async function action({ params, context }: Route.ActionArgs) {
  const slug = params.category;
  // No category: null, and the loader answers the 404 as for a visit (orNull's note).
  if (!SLUG.test(slug) || isReservedSegment(slug) || !(await orNull(getCatalogue(context).category(slug)))) return null;
  throw data(null, { status: 405 });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === "count") return <CountOnly count={loaderData.count} />;
  const { category, subcategories, ancestors, filters, products, meta, brands, variants } = loaderData;
  const path = categoryPath(category.slug);
  return (
    <>
      <Breadcrumbs trail={ancestors} current={category.name} />
      <h1 className="catalogue-title">{category.name}</h1>
      {subcategories.length > 0 ? (
        <nav aria-labelledby="subcategories" className="subcategories">
          <h2 id="subcategories">{t("catalogue.category.subcategories")}</h2>
          <ul className="chips">
            {subcategories.map((c) => (
              <li key={c.slug}>
                <SmartLink to={categoryPath(c.slug)} className="chip">
                  {c.name} <span className="chip__count">({c.count})</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="catalogue">
        <FiltersForm action={path} filters={filters} brands={brands} variants={variants} total={meta.total} boundsWithTax={meta.with_tax === 1} />
        <ProductResults
          products={products}
          meta={meta}
          preset="category"
          pageHref={(page) => filterHref(path, filters, { page })}
          tools={<ListingTools action={path} filters={filters} withCategory={false} />}
          chips={<ActiveFilters action={path} filters={filters} brands={brands} variants={variants} products={products} />}
        />
      </div>
      <JsonLd data={loaderData.breadcrumbs} />
    </>
  );
}
