import { useTranslation } from "~/i18n/translate";
import { freeShippingProgress } from "~/lib/money/money-lines";
import type { Cart } from "~/lib/schemas/cart";
import { useRootData } from "../hooks/use-root-data";
import { Price } from "../money/price";
import { Sentence } from "../text/sentence";

/**
 * How far the cart is from the free shipping the shell promises, by the Store API's own comparison
 * (decision 096): the amount left in the shopper's currency, or that shipping is free. A native
 * `<progress>` draws the way there without JavaScript (inline styles are barred by the CSP); the
 * sentence says it all, so the bar is hidden from screen readers.
 */
export function FreeShippingMeter({ cart }: { cart: Pick<Cart, "total"> }) {
  const { t } = useTranslation();
  const progress = freeShippingProgress(cart, useRootData()?.store.freeShippingOver);
  if (!progress) return null;
  return (
    <div className={`free-shipping${progress.reached ? " free-shipping--reached" : ""}`} data-free-shipping={progress.reached ? "reached" : "short"}>
      <p className="free-shipping__text">
        {progress.reached ? t("cart.freeShipping.reached") : <Sentence k="cart.freeShipping.short" slots={{ amount: <Price value={progress.remaining} /> }} />}
      </p>
      <progress className="free-shipping__bar" max={100} value={Math.floor(progress.share * 100)} aria-hidden="true" />
    </div>
  );
}
