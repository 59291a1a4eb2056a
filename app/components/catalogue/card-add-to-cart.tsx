import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { JsFlag } from "../shell/js-flag";
import { NO_DISCOVERY } from "../shell/no-discovery";
import { AddedNotice } from "./added-notice";

/**
 * One of the product's default unit, from a card. Cards sit on pages shared caches keep, so
 * the form has no per-render key unless the page is private (`formKey`); the cart action
 * then counts a repeated press within seconds once (decision 017). With JavaScript the button
 * waits while its add is under way. The outcome shows under the button: without JavaScript the
 * page comes back scrolled to the card (`anchor`, its id).
 */
export function CardAddToCart({
  productId,
  unitId,
  name,
  formKey,
  anchor,
}: {
  productId: number;
  unitId: number;
  name: string;
  formKey?: string;
  anchor: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/cart" className="product-card__cart" {...NO_DISCOVERY}>
      <JsFlag />
      {/* No intent and no quantity: the cart action adds one (AddToCartSchema's defaults). */}
      <input type="hidden" name="item_id" value={productId} />
      <input type="hidden" name="unit_id" value={unitId} />
      {formKey ? <input type="hidden" name="key" value={formKey} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("catalogue.card.addToCart")}
        <span className="visually-hidden">{`: ${name}`}</span>
      </button>
      <AddedNotice answer={fetcher.data} pending={fetcher.state !== "idle"} anchor={anchor} />
    </fetcher.Form>
  );
}
