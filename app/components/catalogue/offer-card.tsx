import { useTranslation } from "react-i18next";
import { SmartLink } from "../smart-link";
import type { Offer } from "~/lib/schemas/catalogue";
import { offerPath } from "~/lib/catalogue-urls";
import { ProductImage } from "./product-image";
import { formatPercent } from "~/lib/pricing";

/** An offer's banner: image, title, discount, end date, link. */
export type OfferCardData = Pick<Offer, "slug" | "title" | "description" | "image" | "discount" | "ends_at">;

export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="offer-card">
      <ProductImage file={offer.image} alt="" className="offer-card__image" />
      <div className="offer-card__body">
        <Heading className="offer-card__title">
          <SmartLink to={offerPath(offer.slug)}>{offer.title}</SmartLink>
        </Heading>
        {offer.discount > 0 ? <p className="badge badge--discount">{t("catalogue.offers.off", { percent: formatPercent(offer.discount) })}</p> : null}
        {offer.description ? <p>{offer.description}</p> : null}
        <OfferEnds endsAt={offer.ends_at} />
      </div>
    </article>
  );
}

/** "Ends on 2026-12-22": the date alone, in UTC, so server and browser print the same text. */
export function OfferEnds({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  if (!endsAt) return null;
  return (
    <p className="offer-ends">
      {t("catalogue.offers.endsOn")}{" "}
      <time dateTime={endsAt} dir="ltr">
        {endsAt.slice(0, 10)}
      </time>
    </p>
  );
}
