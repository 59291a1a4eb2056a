import { useTranslation } from "~/i18n/translate";
import { Price, usePriceDisplay } from "../money/price";
import { hasDiscount, priceAfterDiscount } from "~/lib/money/pricing";
import { Percent } from "../text/isolated";
import { Sentence } from "../text/sentence";

/**
 * The price after the discount, the struck-out price before it and the percent, all from the API's
 * local amounts; with `tax` (percent) both prices are shown with their tax when prices are shown
 * inclusive (decision 075). The percent stays the product's: tax scales both prices alike.
 * `taxNote`: say "incl. VAT" to screen readers (a card); the product page writes it as its own line.
 */
export function ProductPrice({
  price,
  discount,
  tax = 0,
  taxNote = true,
  className,
}: {
  price: number;
  discount: number;
  tax?: number;
  taxNote?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const included = usePriceDisplay() === "inclusive" && tax > 0;
  const discounted = hasDiscount(discount);
  return (
    <p className={className ? `product-price ${className}` : "product-price"}>
      <Price value={priceAfterDiscount(price, discount)} tax={tax} className="product-price__now" />
      {included && taxNote ? <span className="visually-hidden">{` ${t("catalogue.card.taxIncluded")}`}</span> : null}
      {discounted ? (
        <>
          {" "}
          <del className="product-price__was">
            <span className="visually-hidden">{`${t("catalogue.card.oldPrice")}: `}</span>
            <Price value={price} tax={tax} />
          </del>{" "}
          <span className="badge badge--discount">
            <Sentence k="catalogue.card.discount" slots={{ percent: <Percent value={discount} /> }} />
          </span>
        </>
      ) : null}
    </p>
  );
}
