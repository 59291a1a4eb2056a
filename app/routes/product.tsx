import { Link, data } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/product";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { notFound, orNull } from "~/server/http/errors.server";
import { requireCustomerToPost } from "~/server/http/require-customer.server";
import { bootstrapContext, sessionContext } from "~/server/context.server";
import { finish } from "~/server/actions/finish.server";
import { reviewsApi } from "~/server/store-api/reviews.server";
import { deliveryEstimate } from "~/server/store-api/delivery-estimate.server";
import { shipsFreeAlone } from "~/lib/checkout/delivery-estimate";
import { isStoreApiError } from "~/server/store-api/client.server";
import { log } from "~/server/observe/log.server";
import { ReviewSchema } from "~/lib/schemas/forms/reviews";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";
import { pageUrls } from "~/server/http/public-url.server";
import { getEnv } from "~/server/env.server";
import { sanitizeStoreHtml } from "~/server/store-api/sanitize.server";
import { formatDate } from "~/lib/text/dates";
import { localCurrencyCode, seoBasics } from "~/server/http/seo.server";
import { replyInvalid } from "~/server/actions/reply-invalid.server";
import { SLUG } from "~/lib/catalogue/catalogue-filters";
import { brandPath, categoryPath, productPath } from "~/lib/catalogue/catalogue-urls";
import { findCategory } from "~/lib/catalogue/category-tree";
import { mediaUrl } from "~/lib/catalogue/media";
import { metaDescription, pageMeta } from "~/lib/shell/meta";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/catalogue/structured-data";
import { variantChoices } from "~/lib/catalogue/variant-options";
import { distinctSections } from "~/lib/catalogue/product-sections.server";
import { Percent, Title } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { ProductList } from "~/components/catalogue/product-card";
import { ProductGallery } from "~/components/catalogue/product-gallery";
import { ProductOptions } from "~/components/catalogue/product-options";
import { ProductPrice } from "~/components/catalogue/product-price";
import { usePriceDisplay } from "~/components/money/price";
import { AddedAtTop, Availability, PURCHASE_ANCHOR, ProductPurchase } from "~/components/catalogue/product-purchase";
import { ProductReviews } from "~/components/catalogue/product-reviews";
import { FavouriteToggle } from "~/components/catalogue/favourite-toggle";
import { ReviewForm } from "~/components/catalogue/review-form";
import { DeliveryLine } from "~/components/catalogue/delivery-line";
import { ShareProduct } from "~/components/catalogue/share-product";
import { toCardRows } from "~/lib/catalogue/card-product";
import { JsonLd } from "~/components/shell/json-ld";
import { recentCards } from "~/server/session/recent-cards.server";
import { unitSaysSomething } from "~/lib/cart/unit-worth-saying";

// "cart": the add's confirmation says the cart action's message as soon as it comes.
export const handle = { i18n: ["catalogue", "favourites", "cart"] };

/** The page a review comes back to: its reviews, once posted or once the guest has signed in. */
const reviewsOf = (params: Route.ActionArgs["params"]) =>
  SLUG.test(params.category) && SLUG.test(params.product) ? `/${params.category}/${params.product}#reviews` : null;

// No shared caching here, unlike the other catalogue pages: the add-to-cart form carries an
// idempotency key minted per render, and the Store API files the keys of shoppers without a
// cart together, so a key shared through a CDN could hand one shopper another's new cart.
// This process's page micro-cache may reuse it: it gives every copy a fresh key (decision 022).
export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous, requireCustomerToPost(reviewsOf)];

function reviewsPage(url: URL): number {
  const n = Number(url.searchParams.get("reviews_page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.category) || !SLUG.test(params.product)) throw notFound("errors.productMissing");
  const catalogue = getCatalogue(context);
  const seo = seoBasics(request, context);
  const url = new URL(request.url);
  const page = reviewsPage(url);

  const [product, tree, delivery] = await Promise.all([catalogue.product(params.product), catalogue.categories().catch(() => []), deliveryEstimate(context)]);
  // One address per product: under its own category only.
  if (product.category.slug !== params.category) throw notFound("errors.productMissing");

  // The product answer holds the first page of reviews; later pages need its id.
  const { reviews: pageReviews, hasMore } =
    page === 1
      ? { reviews: product.reviews, hasMore: product.reviews_count > product.reviews.length }
      : await catalogue.reviews(product.id, page).then((r) => ({ reviews: r.reviews, hasMore: r.meta.current_page < r.meta.last_page }));
  // Dates in words here, so the page's script carries no month names (the 130 KB budget).
  const reviews = { reviews: pageReviews.map((r) => ({ ...r, date: formatDate(r.created_at, seo.lang) })), hasMore };

  // This view goes first in the session's list; the row shows the others (decision 083).
  const recent = await recentCards(context, product);
  const hit = findCategory(tree, product.category.slug);
  const trail = [...(hit?.ancestors ?? []), hit?.category ?? product.category].map((c) => ({ name: c.name, path: categoryPath(c.slug) }));
  const path = productPath(product);
  const description =
    metaDescription(product.description || product.overview) || seo.t("catalogue.product.metaDescription", { name: product.name, store: seo.storeName });
  const images = (product.images.length > 0 ? product.images : [product.image]).filter((f): f is string => Boolean(f));
  const distinct = distinctSections(product.highlights, [
    { key: "description", html: product.description },
    { key: "overview", html: product.overview },
    { key: "details", html: product.content },
  ]);

  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      category: product.category,
      brand: product.brand,
      sku: product.sku,
      barcode: product.barcode,
      price: product.price,
      discount: product.discount,
      balance: product.balance,
      rating: product.rating,
      reviewsCount: product.reviews_count,
      isFavourite: product.is_favourite === 1,
      defaultUnitId: product.default_unit_id,
      units: product.units,
      // The cart's rule, applied here so its list of plain unit names stays out of the page's script.
      unitSaid: unitSaysSomething(product.units[0]?.name),
      tax: product.tax,
      images,
      specifications: product.specifications,
      highlights: distinct.highlights,
      // Store API HTML is untrusted.
      details: distinct.sections.map((d) => ({ key: d.key, html: sanitizeStoreHtml(d.html) })).filter((d) => d.html.trim() !== ""),
    },
    options: variantChoices(product),
    signedIn: context.get(sessionContext).signedIn,
    reviewed: context.get(sessionContext).hasReviewed(product.id),
    delivery: delivery && shipsFreeAlone(product, context.get(bootstrapContext).settings.free_shipping_over) ? { ...delivery, free: true } : delivery,
    reviews: { ...reviews, page },
    related: toCardRows(product.related),
    recent,
    trail,
    seo: {
      title: product.name,
      description,
      urls: pageUrls(request, seo.lang),
      image: seo.absolute(mediaUrl(images[0], "1200x1200")),
    },
    jsonLd: [
      productJsonLd(product, {
        url: seo.url(path),
        images: images.map((f) => seo.absolute(mediaUrl(f, "1200x1200"))).filter((u): u is string => Boolean(u)),
        description,
        currencyCode: localCurrencyCode(context),
        taxRate: getEnv().PRICE_DISPLAY === "inclusive" ? product.tax : 0,
      }),
      breadcrumbJsonLd([
        { name: seo.t("nav.home"), url: seo.url("/") },
        ...trail.map((c) => ({ name: c.name, url: seo.url(c.path) })),
        { name: product.name, url: seo.url(path) },
      ]),
    ],
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, data?.seo);
}

/** Posting a review (the only form that posts to the product page itself). */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The product's id comes from the Store API, not from the form: the review lands on this page's product. Looked
  // up first, so a form sent to an address that is no product is its 404, not a refusal of the form: null, and the
  // loader answers the 404 as for a visit (orNull's note).
  if (!SLUG.test(params.category) || !SLUG.test(params.product)) return null;
  const product = await orNull(getCatalogue(context).product(params.product));
  if (!product || product.category.slug !== params.category) return null;
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = reviewsOf(params)!;
  const submission = parseWithZod(formData, { schema: ReviewSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    await reviewsApi(context).post(product.id, { rating: submission.value.rating, comment: submission.value.comment });
    // The page they come back to shows their review and the new rating, not the shared copy from before it.
    getCatalogue(context).forgetProduct(params.product);
    session.markReviewed(product.id);
  } catch (error) {
    const refused = isStoreApiError(error) && error.status < 500;
    log(refused ? "warn" : "error", "Review not posted", { productId: product.id, error: String(error) });
    // The spec's one review error, whatever the cause (a second review of the same product, mostly).
    return data(submission.reply({ formErrors: ["reviews.failed"] }), { status: refused ? (error.status === 401 ? 400 : error.status) : 502 });
  }
  return finish(session, formData, { type: "success", key: "reviews.posted" }, back);
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, options, reviews, related, trail } = loaderData;
  const priceDisplay = usePriceDisplay();
  const path = productPath(product);
  // What an add's confirmation names: the picture, the name and the chosen values of each option.
  const added = {
    name: product.name,
    image: product.images[0] ?? null,
    variants: options.map((g) => (g.choices.find((c) => c.current) ?? (g.choices.length === 1 ? g.choices[0] : undefined))?.variant.name ?? ""),
  };
  return (
    <>
      <Breadcrumbs trail={trail} current={product.name} />
      <div className="product">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product__summary" id={PURCHASE_ANCHOR}>
          {/* Without JavaScript an add comes back here (#buy): its confirmation at the top of the screen. */}
          <AddedAtTop productId={product.id} item={{ ...added, units: product.units }} />
          <div className="product__title">
            <h1>
              <Title>{product.name}</Title>
            </h1>
            <FavouriteToggle productId={product.id} name={product.name} path={path} isFavourite={product.isFavourite} />
          </div>
          <ProductPrice price={product.price} discount={product.discount} tax={product.tax} taxNote={false} className="product__price" />
          {product.tax > 0 ? (
            <p className="product__tax">
              {priceDisplay === "inclusive" ? (
                t("catalogue.product.taxIncluded")
              ) : (
                <Sentence k="catalogue.product.tax" slots={{ rate: <Percent value={product.tax} /> }} />
              )}
            </p>
          ) : null}
          <Availability balance={product.balance} />
          <ProductOptions groups={options} categorySlug={product.category.slug} />
          {product.balance > 0 || product.units.some((u) => u.balance > 0) ? (
            <ProductPurchase
              productId={product.id}
              slug={product.slug}
              path={path}
              units={product.units}
              unitSaid={product.unitSaid}
              defaultUnitId={product.defaultUnitId}
              discount={product.discount}
              tax={product.tax}
              item={added}
            />
          ) : null}
          <DeliveryLine estimate={loaderData.delivery} />
          <ShareProduct name={product.name} url={loaderData.seo.urls.canonical} />
          {/* What to buy comes first; who makes it and its codes follow (on a phone, below the button). */}
          {product.brand ? (
            <p className="product__brand">
              {t("catalogue.product.brand")}: <Link to={brandPath(product.brand.slug)}>{product.brand.name}</Link>
            </p>
          ) : null}
          <dl className="product__codes">
            {product.sku ? (
              <div>
                <dt>{t("catalogue.product.sku")}</dt>
                <dd>
                  <bdi dir="ltr">{product.sku}</bdi>
                </dd>
              </div>
            ) : null}
            {product.barcode ? (
              <div>
                <dt>{t("catalogue.product.barcode")}</dt>
                <dd>
                  <bdi dir="ltr">{product.barcode}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {product.highlights.length > 0 ? (
        <section aria-labelledby="highlights" className="product__section">
          <h2 id="highlights">{t("catalogue.product.highlights")}</h2>
          <ul>
            {product.highlights.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: highlights are plain strings that may repeat, fixed for the page
              <li key={i}>{h}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.details.map((d) => (
        <section key={d.key} aria-labelledby={`section-${d.key}`} className="product__section prose">
          <h2 id={`section-${d.key}`}>{t(`catalogue.product.${d.key}`)}</h2>
          <div dangerouslySetInnerHTML={{ __html: d.html }} />
        </section>
      ))}
      {product.specifications.length > 0 ? (
        <section aria-labelledby="specifications" className="product__section">
          <h2 id="specifications">{t("catalogue.product.specifications")}</h2>
          <table className="specs">
            <tbody>
              {product.specifications.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: specification names may repeat; the list is fixed for the page
                <tr key={i}>
                  <th scope="row">{s.name}</th>
                  <td>{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <ProductReviews
        rating={product.rating}
        count={product.reviewsCount}
        reviews={reviews.reviews}
        page={reviews.page}
        hasMore={reviews.hasMore}
        pageHref={(page) => (page > 1 ? `${path}?reviews_page=${page}#reviews` : `${path}#reviews`)}
      >
        <ReviewForm path={path} signedIn={loaderData.signedIn} />
      </ProductReviews>
      {related.length > 0 ? (
        <section aria-labelledby="related" className="product__section">
          <h2 id="related">{t("catalogue.product.related")}</h2>
          <ProductList products={related} preset="featured" layout="rail" name="related" />
        </section>
      ) : null}
      {loaderData.recent.length > 0 ? (
        <section aria-labelledby="recent" className="product__section">
          <h2 id="recent">{t("catalogue.sections.recent")}</h2>
          <ProductList products={loaderData.recent} preset="featured" layout="rail" name="recent" />
        </section>
      ) : null}
      {loaderData.jsonLd.map((data, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the JSON-LD blocks have no identity and are fixed for the page
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}
