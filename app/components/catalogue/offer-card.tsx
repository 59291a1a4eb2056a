import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "../shell/smart-link";
import type { Offer } from "~/lib/schemas/catalogue";
import { offerPath } from "~/lib/catalogue/catalogue-urls";
import { ProductImage } from "./product-image";
import { Percent } from "../text/isolated";
import { ShopDate } from "../text/shop-date";
import { Sentence } from "../text/sentence";

/** An offer's banner: image, title, discount, end date, link. */
export type OfferCardData = Pick<Offer, "slug" | "title" | "description" | "image" | "discount" | "ends_at">;

export function OfferCard({ offer, headingLevel = 3 }: { offer: OfferCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="offer-card">
      <ProductImage file={offer.image} alt="" className="offer-card__image" />
      <div className="offer-card__body">
        <Heading className="offer-card__title">
          <SmartLink to={offerPath(offer.slug)}>{offer.title}</SmartLink>
        </Heading>
        {offer.discount > 0 ? (
          <p className="badge badge--discount">
            <Sentence k="catalogue.offers.off" slots={{ percent: <Percent value={offer.discount} /> }} />
          </p>
        ) : null}
        {offer.description ? <p>{offer.description}</p> : null}
        <OfferEnds endsAt={offer.ends_at} />
      </div>
    </article>
  );
}

/**
 * "Ends on 22 December 2026" / "ينتهي في 22 ديسمبر 2026": the date as every other date of the store
 * (formatDate, in the store's time zone, so server and browser print the same text), one
 * unbreakable isolate in the page's direction.
 */
export function OfferEnds({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  if (!endsAt) return null;
  return (
    <p className="offer-ends">
      {t("catalogue.offers.endsOn")} <ShopDate iso={endsAt} />
    </p>
  );
}
