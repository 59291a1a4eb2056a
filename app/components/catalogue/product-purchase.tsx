import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Unit } from "~/lib/schemas/catalogue";
import { priceAfterDiscount } from "~/lib/money/pricing";
import { QTY_MAX_LENGTH, QTY_PATTERN, QTY_REFUSED } from "~/lib/cart/quantity";
import { ADDED_LEFT } from "~/lib/cart/added-left";
import { type ActionOutcome, outcomeOf } from "~/lib/forms/action-outcome";
import { JsFlag } from "../shell/js-flag";
import { Price } from "../money/price";
import { AddedNotice } from "./added-notice";
import { type AddedItem, AddedSheet } from "./added-sheet";
import { useFormOutcome } from "../forms/use-form-outcome";
import { useFocusOnRefusal } from "../forms/use-focus-on-refusal";

/**
 * Where a no-JS add comes back to: the product's summary, which then starts with the confirmation (its
 * ways to the cart and checkout at the top of the screen), then the name and price; a refusal is said
 * beside the button.
 */
export const PURCHASE_ANCHOR = "buy";

/** The product page's add: one fetcher, read by the form and by the confirmation at the top of the page. */
const addFetcherKey = (productId: number) => `add-to-cart-${productId}`;

/**
 * The confirmation a no-JS add comes back to, at the top of the product's summary (#buy). With
 * JavaScript the sheet by the button says it, and the same message, which also reaches the page's
 * data, is not said twice.
 */
export function AddedAtTop({ productId, item }: { productId: number; item: AddedItem }) {
  const fetcher = useFetcher({ key: addFetcherKey(productId) });
  if (fetcher.data !== undefined || fetcher.state !== "idle") return null;
  return <AddedNotice answer={null} pending={false} anchor={PURCHASE_ANCHOR} sheet={sheetOf(item)} pageSuccess="only" />;
}

/** The product page's confirmation of an add: the sheet that names what went in (decision 073). */
const sheetOf = (item: AddedItem) => (outcome: ActionOutcome, onClose: (() => void) | undefined) => (
  <AddedSheet item={item} outcome={outcome} onClose={onClose} />
);

/** Below this many left, the shopper is told how many remain. */
const LOW_STOCK = 5;

export function Availability({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const state = balance <= 0 ? "out" : balance <= LOW_STOCK ? "low" : "in";
  return (
    <p className={`availability availability--${state}`}>
      <span className="visually-hidden">{t("catalogue.product.availability")}: </span>
      {state === "out"
        ? t("catalogue.product.outOfStock")
        : state === "low"
          ? t("catalogue.product.lowStock", { count: balance })
          : t("catalogue.product.inStock")}
    </p>
  );
}

/**
 * Unit (choose one), quantity and add to cart: a POST to the cart's action (intent=add) with no
 * key of its own, so the page is the same for every visitor and any cache may keep it (decision
 * 085); the cart action's repeat-add guard makes a double submit add once (decision 017). Without
 * JavaScript the action redirects back to the product's summary (PRG) with its message; with it, a fetcher
 * posts and the page stays, and the confirmation opens as a sheet above the button (decision 073). On a
 * phone the quantity and the button sit in a bar fixed at the bottom, so they are on the first screen.
 * A single unit is not offered as a choice, nor priced again under the page's price: it is named only
 * where the name says something (a pack, a kilo), by the cart's rule; several units are a choice, each
 * with its price.
 */
export function ProductPurchase({
  productId,
  slug,
  path,
  units,
  unitSaid,
  defaultUnitId,
  discount,
  tax = 0,
  item,
}: {
  /** What the confirmation shows of the product. */
  item: Omit<AddedItem, "units">;
  productId: number;
  slug: string;
  path: string;
  units: Unit[];
  /** Whether the first unit's name says something (`unitSaysSomething`, the cart's rule): a single unit is named only then. */
  unitSaid: boolean;
  defaultUnitId: number | null;
  discount: number;
  /** Percent: each unit's price is shown with it when prices are shown inclusive. */
  tax?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unitName = (u: Unit) => (u.parent_unit ? t("catalogue.product.unitOf", { unit: u.name, factor: u.factor, parent: u.parent_unit.name }) : u.name);
  const fetcher = useFetcher({ key: addFetcherKey(productId) });
  // A quantity the cart refused comes back in the box as typed (no JavaScript; with it the box was never left).
  const refused = useFormOutcome(PURCHASE_ANCHOR, fetcher.data);
  // The quantity itself refused (the box's pattern lets "0" through): the box says so and names the message beside the button.
  const badQty = refused?.key === QTY_REFUSED;
  // Without JavaScript the refused page comes back with the focus in the box to mend (decision 047).
  const focusOnRefusal = useFocusOnRefusal(badQty ? [refused.key] : undefined);
  // An add the stock cut short took all that was left: the box goes back to 1, as the page drawn after it does without
  // JavaScript, instead of offering the same 999 that can no longer be had.
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcomeOf(fetcher.data)?.key === ADDED_LEFT && box.current) box.current.value = "1";
  }, [fetcher.data]);
  const sellable = units.filter((u) => u.balance > 0);
  // The default unit unless it ran out; then the first one still in stock.
  const checked = sellable.find((u) => u.id === defaultUnitId)?.id ?? sellable[0]?.id;
  if (units.length > 0 && sellable.length === 0) return null;
  return (
    <fetcher.Form method="post" action="/cart" className="purchase" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("catalogue.product.purchase")}
      </h2>
      <JsFlag />
      {/* No intent field: a form posted to /cart without one adds (AddToCartSchema), as a product card's does. */}
      <input type="hidden" name="item_id" value={productId} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="redirectTo" value={`${path}#${PURCHASE_ANCHOR}`} />
      {units.length === 1 && checked !== undefined ? (
        <>
          <input type="hidden" name="unit_id" value={checked} />
          {/* Its price is the page's price, shown above; its name only where it says something (the cart's rule). */}
          {unitSaid ? (
            <p className="purchase__unit">
              {t("catalogue.product.unit")}: <span>{unitName(units[0]!)}</span>
            </p>
          ) : null}
        </>
      ) : units.length > 0 ? (
        <fieldset className="purchase__units">
          <legend>{t("catalogue.product.unit")}</legend>
          {units.map((u) => (
            <label key={u.id} className="check">
              <input type="radio" name="unit_id" value={u.id} defaultChecked={u.id === checked} disabled={u.balance <= 0} required />
              <span>{unitName(u)}</span> <Price value={priceAfterDiscount(u.price, discount)} tax={tax} />
            </label>
          ))}
        </fieldset>
      ) : defaultUnitId !== null ? (
        <input type="hidden" name="unit_id" value={defaultUnitId} />
      ) : null}
      <div className="purchase__bar">
        <p className="purchase__buy">
          <label htmlFor={`${id}-qty`}>{t("catalogue.product.quantity")}</label>
          {/* A text box: in a number box Chromium drops Arabic-Indic digits, and without JavaScript
              the shopper could then not send ٣ at all. The stock bound is the cart's to say. */}
          <input
            id={`${id}-qty`}
            className="qty-input"
            name="qty"
            type="text"
            inputMode="numeric"
            pattern={QTY_PATTERN}
            // The browser's own refusal of letters or signs says the shop's words, not "match the requested format".
            title={t(QTY_REFUSED)}
            maxLength={QTY_MAX_LENGTH}
            autoComplete="off"
            ref={box}
            defaultValue={refused?.value ?? 1}
            aria-invalid={badQty || undefined}
            aria-describedby={badQty ? `${id}-answer` : undefined}
            {...focusOnRefusal}
            dir="ltr"
            required
          />
          <button type="submit" disabled={fetcher.state !== "idle"}>
            {t("catalogue.product.addToCart")}
          </button>
        </p>
        {/* After the button, so the pointer that pressed it is not over the sheet that opens (which holds it open); a phone's bar shows it on top. */}
        <AddedNotice
          id={`${id}-answer`}
          answer={fetcher.data}
          pending={fetcher.state !== "idle"}
          anchor={PURCHASE_ANCHOR}
          sheet={sheetOf({ ...item, units })}
          pageSuccess="never"
        />
      </div>
    </fetcher.Form>
  );
}
