import { Suspense, type ReactNode } from "react";
import { Await, Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "~/components/shell/smart-link";
import { useRootData } from "~/components/hooks/use-root-data";
import type { Route } from "./+types/home";
import { getStore } from "~/server/store-api/request.server";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { isGatewayFailure } from "~/server/store-api/client.server";
import { transportContext } from "~/server/context.server";
import { log } from "~/server/observe/log.server";
import { pageCacheable, sharedForAnonymous } from "~/server/http/cache-policy.server";
import { brandPath, categoryPath } from "~/lib/catalogue/catalogue-urls";
import { localizedUrl } from "~/lib/text/i18n";
import { titleMeta } from "~/lib/shell/meta";
import { organizationJsonLd } from "~/lib/catalogue/structured-data";
import type { Home as HomeSections, ProductSummary } from "~/lib/schemas/catalogue";
import { toCardRows, type CardRow } from "~/lib/catalogue/card-product";
import { fromColumns, toColumns } from "~/lib/catalogue/columns";
import type { Section as SectionName } from "~/lib/catalogue/catalogue-filters";
import { ProductList } from "~/components/catalogue/product-card";
import { ProductImage } from "~/components/catalogue/product-image";
import { OfferTile } from "~/components/catalogue/offer-tile";
import { Countdown } from "~/components/catalogue/countdown";
import { JsonLd } from "~/components/shell/json-ld";
import { recentCards } from "~/server/session/recent-cards.server";

export const handle = { i18n: ["catalogue", "favourites"] };

export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous, pageCacheable];

const EMPTY_HOME: HomeSections = { trendy: [], featured: [], best_sellers: [], flash_sales: [], offers: [], categories: [], brands: [] };

export async function loader({ context }: Route.LoaderArgs) {
  const store = getStore(context);
  // The page lives without featured pages: a failure or a slow answer only hides that section.
  // A featured page's tile is its title and a link: its content and picture stay on the server.
  const featuredPages = store
    .pages({ optional: true })
    .then((pages) => (pages ?? []).filter((p) => Number(p.is_featured) === 1).map(({ slug, title }) => ({ slug, title })));
  // The products are what the page exists for: awaited (never deferred), so every shopper and crawler gets
  // them in the HTML. A backend without the home call still gets a home page, without its sections; a backend
  // down or too slow gets the error page with its 503 or 504, which no shared cache keeps as the home page
  // (nginx serves its last good copy meanwhile, deploy/nginx).
  const [home, recent] = await Promise.all([
    getCatalogue(context)
      .home()
      .catch((error: unknown) => {
        if (isGatewayFailure(error)) throw error;
        log("warn", "Home sections failed", { requestId: context.get(transportContext).requestId, error: String(error) });
        return EMPTY_HOME;
      }),
    // Only a session that holds a shopper has one; the anonymous page stays the shared copy (decision 083).
    recentCards(context),
  ]);
  return {
    home: homeView(home),
    recent,
    // The countdown's first render uses the server's clock, so it reads right without JavaScript and hydrates as rendered.
    now: Date.now(),
    featuredPages,
  };
}

/**
 * Cards a product section shows: one desktop row (a carousel of about 2.3 in view on a phone, decision
 * 071), as storefront themes' featured collections do; its "View all" link lists the rest. A backend may send more; each card costs
 * the page about 1.5 KB (issue 22: home ≤ 60 KB).
 */
const ROW_CARDS = 4;

/** The sections as the page draws them: only what their cards, tiles and banners render. */
function homeView(home: HomeSections) {
  // A product in two rows (trending and featured) is one array in the page's data: the stream
  // writes an object it has already written as a reference.
  const written = new Map<string, CardRow>();
  const row = (products: ProductSummary[]) =>
    toCardRows(products.slice(0, ROW_CARDS)).map((card) => {
      const key = JSON.stringify(card);
      const earlier = written.get(key);
      if (earlier) return earlier;
      written.set(key, card);
      return card;
    });
  return {
    flashSales: home.flash_sales
      .filter((sale) => sale.products.length > 0)
      .map((sale) => ({ id: sale.id, endsAt: sale.ends_at, products: row(sale.products) })),
    trendy: row(home.trendy),
    featured: row(home.featured),
    bestSellers: row(home.best_sellers),
    offers: toColumns(home.offers, ["slug", "title", "description", "image", "discount", "ends_at"]),
    categories: toColumns(home.categories, ["slug", "name", "image"]),
    brands: toColumns(home.brands, ["slug", "name", "logo"]),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, undefined);
}

/** The whole section on the search page, named with its title for screen readers' link lists. */
function ViewAll({ section, title }: { section: SectionName; title: string }) {
  const { t } = useTranslation();
  return (
    <SmartLink to={`/search?section=${section}`} className="home-section__all">
      {t("catalogue.sections.viewAll")}
      <span className="visually-hidden">{`: ${title}`}</span>
    </SmartLink>
  );
}

/**
 * `sub`: a line under the title (a flash sale's countdown), so the title line keeps to one row on a 320 px phone.
 * `later`: below the first screen, laid out only when it comes near the view (decision 088).
 */
function Section({
  id,
  title,
  children,
  more,
  sub,
  later = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  more?: ReactNode;
  sub?: ReactNode;
  later?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={later ? "home-section home-section--later" : "home-section"}>
      <div className="home-section__head">
        <div className="home-section__title">
          <h2 id={id}>{title}</h2>
          {sub}
        </div>
        {more}
      </div>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { home, now } = loaderData;
  const offers = fromColumns(home.offers);
  const categories = fromColumns(home.categories);
  const brands = fromColumns(home.brands);
  const storeName = useRootData()?.store.name ?? "";
  // The first sale's row is on the first screen: its first cards load at once, the first of all first.
  const flash = home.flashSales.map((sale, i) => (
    <Section
      key={sale.id}
      later={i > 0}
      id={`flash-${sale.id}`}
      // The section's name, as its "View all" listing (/search?section=flash_sale) is titled: that
      // listing gathers every running sale, so one sale's own name would title the row and not the list.
      title={t("catalogue.sections.flashSales")}
      sub={<Countdown endsAt={sale.endsAt} now={now} />}
      more={<ViewAll section="flash_sale" title={t("catalogue.sections.flashSales")} />}
    >
      {/* A deal is bought on the spot: its cards carry the add-to-cart button as the other rows' do. */}
      <ProductList products={sale.products} preset="featured" layout="carousel" eagerCount={i === 0 ? 3 : 0} name={`flash-${sale.id}`} />
    </Section>
  ));
  // First (no flash sale runs) its tiles are on the first screen; after the first deals row they wait.
  const offerRow = (first: boolean) =>
    offers.length > 0 ? (
      <Section
        id="offers"
        later={!first}
        title={t("catalogue.sections.offers")}
        more={
          <SmartLink to="/offers" className="home-section__all">
            {t("catalogue.sections.seeAllOffers")}
          </SmartLink>
        }
      >
        <ul className="offer-strip">
          {offers.map((offer) => (
            <li key={offer.slug}>
              <OfferTile offer={offer} eager={first} />
            </li>
          ))}
        </ul>
      </Section>
    ) : null;
  // Products before words (issue 37): the shortcuts, then the first deals row — the flash sale when one
  // runs, else the offers — so two whole cards sit on a phone's first screen; the other offers follow the first row.
  const firstDeals = flash.length > 0 ? flash : offerRow(true);
  return (
    <>
      {/* One line: the store's name (the page's h1) and the delivery promise the spec asks for. */}
      <section className="hero">
        <h1>{t("home.welcome", { name: storeName })}</h1>
        <p>{t("home.shippingDays")}</p>
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="categories" className="home-section home-section--shortcuts">
          <h2 id="categories" className="visually-hidden">
            {t("catalogue.sections.categories")}
          </h2>
          <ul className="shortcut-list">
            {categories.map((c, i) => (
              <li key={c.slug}>
                <SmartLink to={categoryPath(c.slug)} className="shortcut">
                  {/* The ones in a phone's view (4.5 tiles) load at once; a laptop shows the rest in view, where lazy ones load at once too. */}
                  <ProductImage file={c.image} alt="" layout="thumb" eager={i < 5} />
                  <span className="shortcut__name">{c.name}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {firstDeals}
      {/* The row after the first deals shows its first cards' tops on a phone's first screen: they load at once. */}
      {loaderData.recent.length > 0 ? (
        <Section id="recent" title={t("catalogue.sections.recent")}>
          <ProductList products={loaderData.recent} preset="featured" layout="carousel" eagerCount={3} priority={flash.length === 0} name="recent" />
        </Section>
      ) : null}
      {home.trendy.length > 0 ? (
        <Section
          later={loaderData.recent.length > 0}
          id="trendy"
          title={t("catalogue.sections.trendy")}
          more={<ViewAll section="trendy" title={t("catalogue.sections.trendy")} />}
        >
          <ProductList
            products={home.trendy}
            preset="featured"
            layout="carousel"
            eagerCount={loaderData.recent.length > 0 ? 0 : 3}
            priority={flash.length === 0 && loaderData.recent.length === 0}
            name="trendy"
          />
        </Section>
      ) : null}
      {flash.length > 0 ? offerRow(false) : null}
      {home.featured.length > 0 ? (
        <Section later id="featured" title={t("catalogue.sections.featured")} more={<ViewAll section="featured" title={t("catalogue.sections.featured")} />}>
          <ProductList products={home.featured} preset="featured" layout="carousel" name="featured" />
        </Section>
      ) : null}
      {home.bestSellers.length > 0 ? (
        <Section
          later
          id="best-sellers"
          title={t("catalogue.sections.bestSellers")}
          more={<ViewAll section="best_sellers" title={t("catalogue.sections.bestSellers")} />}
        >
          {/* A ranking is a list: two columns on a phone (the design brief). The same card as every other row. */}
          <ProductList products={home.bestSellers} preset="featured" layout="row" name="best-sellers" />
        </Section>
      ) : null}
      {brands.length > 0 ? (
        <Section later id="brands" title={t("catalogue.sections.brands")}>
          <ul className="tile-list tile-list--brands">
            {brands.map((b) => (
              <li key={b.slug}>
                <Link to={brandPath(b.slug)} className="tile">
                  {b.logo ? <ProductImage file={b.logo} alt="" /> : null}
                  <span>{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Suspense fallback={<FeaturedPagesSkeleton />}>
        <Await resolve={loaderData.featuredPages} errorElement={null}>
          {(pages) =>
            pages.length > 0 ? (
              <section aria-labelledby="featured-pages" className="home-section home-section--later">
                <h2 id="featured-pages">{t("home.featuredPages")}</h2>
                <ul className="card-grid card-grid--pages">
                  {pages.map((page) => (
                    <li key={page.slug} className="card">
                      <h3>{page.title}</h3>
                      <SmartLink to={`/pages/${encodeURIComponent(page.slug)}`}>
                        {t("home.readMore")}
                        <span className="visually-hidden">: {page.title}</span>
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
      <StoreOrganization />
    </>
  );
}

/**
 * The store as an Organization for search engines, from the root's data, which every page has
 * already: sent again as the home loader's own data, it weighed the page twice.
 */
function StoreOrganization() {
  const root = useRootData();
  if (!root) return null;
  const { origin } = new URL(root.seo.canonical);
  const { store } = root;
  return (
    <JsonLd
      data={organizationJsonLd({
        name: store.name,
        url: localizedUrl(origin, "/", root.lang),
        logo: store.logo && new URL(store.logo, origin).href,
        email: store.contactEmail,
        phone: store.contactPhone,
      })}
    />
  );
}

function FeaturedPagesSkeleton() {
  return (
    <div className="card-grid" aria-hidden="true">
      <div className="skeleton" />
      <div className="skeleton" />
    </div>
  );
}
