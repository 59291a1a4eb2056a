import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/offers";
import { getCatalogue } from "~/server/store-api/request-catalogue.server";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";
import { pageUrls } from "~/server/http/public-url.server";
import { seoBasics } from "~/server/http/seo.server";
import { pageMeta } from "~/lib/shell/meta";
import { OfferCard } from "~/components/catalogue/offer-card";

export const handle = { i18n: ["catalogue"] };

export const middleware: Route.MiddlewareFunction[] = [sharedForAnonymous];

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = seoBasics(request, context);
  const offers = await getCatalogue(context).offers();
  return {
    offers,
    seo: {
      title: seo.t("catalogue.offers.title"),
      description: seo.t("catalogue.offers.metaDescription", { store: seo.storeName }),
      urls: pageUrls(request, seo.lang),
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, data?.seo);
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("catalogue.offers.title")}</h1>
      {loaderData.offers.length === 0 ? (
        <p>{t("catalogue.offers.empty")}</p>
      ) : (
        <ul className="offer-list">
          {loaderData.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
