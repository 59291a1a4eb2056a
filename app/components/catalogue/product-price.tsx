import { useTranslation } from "~/i18n/translate";
import { Price } from "../price";
import { hasDiscount, priceAfterDiscount } from "~/lib/pricing";
import { Percent } from "../isolated";
import { Sentence } from "../sentence";

/** The price after the discount, the struck-out price before it and the percent, all from the API's local amounts. */
export function ProductPrice({ price, discount, className }: { price: number; discount: number; className?: string }) {
  const { t } = useTranslation();
  const discounted = hasDiscount(discount);
  return (
    <p className={className ? `product-price ${className}` : "product-price"}>
      <Price value={priceAfterDiscount(price, discount)} className="product-price__now" />
      {discounted ? (
        <>
          {" "}
          <del className="product-price__was">
            <span className="visually-hidden">{`${t("catalogue.card.oldPrice")}: `}</span>
            <Price value={price} />
          </del>{" "}
          <span className="badge badge--discount">
            <Sentence k="catalogue.card.discount" slots={{ percent: <Percent value={discount} /> }} />
          </span>
        </>
      ) : null}
    </p>
  );
}
