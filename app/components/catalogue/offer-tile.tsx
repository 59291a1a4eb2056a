import { SmartLink } from "../shell/smart-link";
import { offerPath } from "~/lib/catalogue/catalogue-urls";
import { ProductImage } from "./product-image";
import { Percent } from "../text/isolated";
import { Sentence } from "../text/sentence";
import type { OfferCardData } from "./offer-card";

/**
 * An offer in the home page's offer strip: one link, its picture, title and discount on one short
 * line each, so the strip stays low enough for product cards to show under it on a phone (issue 37).
 */
export function OfferTile({ offer, eager = false }: { offer: OfferCardData; eager?: boolean }) {
  return (
    <SmartLink to={offerPath(offer.slug)} className="offer-tile">
      <ProductImage file={offer.image} alt="" layout="thumb" eager={eager} className="offer-tile__image" />
      <span className="offer-tile__body">
        <span className="offer-tile__title">{offer.title}</span>
        {offer.discount > 0 ? (
          <span className="badge badge--discount">
            <Sentence k="catalogue.offers.off" slots={{ percent: <Percent value={offer.discount} /> }} />
          </span>
        ) : null}
      </span>
    </SmartLink>
  );
}
