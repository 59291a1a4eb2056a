import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Unit } from "~/lib/schemas/catalogue";
import { priceAfterDiscount } from "~/lib/pricing";
import { Price } from "../price";

/** Below this many left, the shopper is told how many remain. */
const LOW_STOCK = 5;

export function Availability({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const state = balance <= 0 ? "out" : balance <= LOW_STOCK ? "low" : "in";
  return (
    <p className={`availability availability--${state}`}>
      <span className="visually-hidden">{t("catalogue.product.availability")}: </span>
      {state === "out" ? t("catalogue.product.outOfStock") : state === "low" ? t("catalogue.product.lowStock", { count: balance }) : t("catalogue.product.inStock")}
    </p>
  );
}

/**
 * Unit (choose one) and quantity, then add to cart.
 * TODO(cart issue): wrap these controls in a POST form (intent=add-to-cart, with an
 * idempotency key) handled by this route's action; until the cart exists the button is a
 * link to /cart and the choices are not sent anywhere.
 */
export function ProductPurchase({ units, defaultUnitId, discount, balance }: { units: Unit[]; defaultUnitId: number | null; discount: number; balance: number }) {
  const { t } = useTranslation();
  const id = useId();
  const checked = units.find((u) => u.id === defaultUnitId)?.id ?? units[0]?.id;
  return (
    <div className="purchase" role="group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("catalogue.product.purchase")}
      </h2>
      {units.length > 0 ? (
        <fieldset className="purchase__units">
          <legend>{t("catalogue.product.unit")}</legend>
          {units.map((u) => (
            <label key={u.id} className="check">
              <input type="radio" name="unit_id" value={u.id} defaultChecked={u.id === checked} disabled={u.balance <= 0} />
              <span>{u.parent_unit ? t("catalogue.product.unitOf", { unit: u.name, factor: u.factor, parent: u.parent_unit.name }) : u.name}</span>{" "}
              <Price value={priceAfterDiscount(u.price, discount)} />
            </label>
          ))}
        </fieldset>
      ) : null}
      {balance > 0 ? (
        <p className="purchase__buy">
          <label htmlFor={`${id}-qty`}>{t("catalogue.product.quantity")}</label>
          <input id={`${id}-qty`} name="qty" type="number" inputMode="numeric" min={1} max={balance} step={1} defaultValue={1} dir="ltr" />
          <Link to="/cart" className="button">
            {t("catalogue.product.addToCart")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
