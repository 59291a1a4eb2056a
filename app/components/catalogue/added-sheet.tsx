import { Link } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { ActionOutcome } from "~/lib/forms/action-outcome";
import { lineDetails } from "~/lib/cart/line-details";
import { Title } from "../text/isolated";
import { Price } from "../money/price";
import { ProductImage } from "./product-image";

export interface AddedItem {
  name: string;
  image: string | null;
  /** The chosen variant's values. */
  variants: string[];
  /** Said after the name only when the product has more than one. */
  units: Array<{ id: number; name: string }>;
}

/** What was added (and how many), the cart's new total (before shipping) and the two ways on, as a shop's "added to cart" sheet has them. */
export function AddedSheet({ item, outcome, onClose }: { item: AddedItem; outcome: ActionOutcome; onClose?: () => void }) {
  const { t } = useTranslation();
  const unit = item.units.length > 1 ? item.units.find((u) => u.id === Number(outcome.params?.unit))?.name : undefined;
  const qty = outcome.params?.qty;
  const details = lineDetails(item.name, [unit, ...item.variants, qty ? `${t("catalogue.product.quantity")}: ${qty}` : null]);
  const total = outcome.params?.total;
  return (
    <>
      <p className="added-notice__message">{t(outcome.key, outcome.params)}</p>
      {/* Without JavaScript the confirmation heads the page in its flow, over nothing: no × to offer. */}
      {onClose ? (
        <button type="button" className="added-notice__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("catalogue.product.closeAdded")}</span>
        </button>
      ) : null}
      <div className="added-notice__item">
        <ProductImage file={item.image} layout="thumb" alt="" className="added-notice__thumb" />
        <div>
          <p className="added-notice__name">
            <Title>{item.name}</Title>
          </p>
          {/* An add's answer always carries how many went in and the cart's total (the cart action's `added`). */}
          <p className="added-notice__variant">{details.join(" · ")}</p>
          <p className="added-notice__total">
            {t("catalogue.product.cartTotal")}: <Price value={total!} />
          </p>
        </div>
      </div>
      <p className="added-notice__actions">
        <Link to="/cart" className="button button--secondary">
          {t("catalogue.card.viewCart")}
        </Link>
        <Link to="/checkout" className="button">
          {t("catalogue.product.checkout")}
        </Link>
      </p>
    </>
  );
}
