import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/offer";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { notFound } from "~/server/http/errors.server";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";
import { pageUrls } from "~/server/http/public-url.server";
import { seoBasics } from "~/server/http/seo.server";
import { SLUG } from "~/lib/catalogue/catalogue-filters";
import { mediaUrl } from "~/lib/catalogue/media";
import { metaDescription, pageMeta } from "~/lib/shell/meta";
import { breadcrumbJsonLd } from "~/lib/catalogue/structured-data";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { ProductList } from "~/components/catalogue/product-card";
import { Percent } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { OfferEnds } from "~/components/catalogue/offer-card";
import { toCardRows } from "~/lib/catalogue/card-product";
import { JsonLd } from "~/components/shell/json-ld";

export const handle = { i18n: ["catalogue", "favourites"] };

export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.offer)) throw notFound("errors.pageMissing");
  const seo = seoBasics(request, context);
  const offer = await getCatalogue(context).offer(params.offer);
  const offersTitle = seo.t("catalogue.offers.title");
  return {
    offer: { ...offer, products: toCardRows(offer.products) },
    seo: {
      title: offer.title,
      description: metaDescription(offer.description),
      urls: pageUrls(request, seo.lang),
      image: seo.absolute(mediaUrl(offer.image, "1200x1200")),
    },
    breadcrumbs: breadcrumbJsonLd([
      { name: seo.t("nav.home"), url: seo.url("/") },
      { name: offersTitle, url: seo.url("/offers") },
      { name: offer.title, url: seo.url(`/offers/${encodeURIComponent(offer.slug)}`) },
    ]),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, data?.seo);
}

export default function Offer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offer } = loaderData;
  return (
    <>
      <Breadcrumbs trail={[{ name: t("catalogue.offers.title"), path: "/offers" }]} current={offer.title} />
      <header className="offer-head">
        <h1>{offer.title}</h1>
        {offer.discount > 0 ? (
          <p className="badge badge--discount">
            <Sentence k="catalogue.offers.off" slots={{ percent: <Percent value={offer.discount} /> }} />
          </p>
        ) : null}
        {offer.description ? <p>{offer.description}</p> : null}
        <OfferEnds endsAt={offer.ends_at} />
      </header>
      <section aria-labelledby="offer-products">
        <h2 id="offer-products">{t("catalogue.offers.products")}</h2>
        {offer.products.length > 0 ? <ProductList products={offer.products} preset="full-option" eagerCount={4} /> : <p>{t("catalogue.list.empty")}</p>}
      </section>
      <JsonLd data={loaderData.breadcrumbs} />
    </>
  );
}
