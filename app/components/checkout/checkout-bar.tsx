import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { Price } from "../money/price";

type BarLabel = "total" | "beforeShipping" | "beforeFee" | "withShipping";

/** How many of a step's radios can carry their own total in the bar: checkout-bar.css has a rule for each. */
export const BAR_CHOICES = 12;

/** The radio attribute that ties it to its total in the bar; none past the CSS's rules (the bar then keeps `total`). */
export function barChoice(index: number): { "data-bar"?: number } {
  return index < BAR_CHOICES ? { "data-bar": index } : {};
}

/**
 * A step's primary action beside the step's total. On a phone it sticks to the bottom of the screen
 * (CSS `position: sticky`, so without JavaScript too) while its form is on screen (decision 081).
 * `choices`: the step's total with each of its radios' choices (by the radio's `barChoice` index, null
 * for one that cannot be chosen), one shown by CSS while that radio is checked (`:has`), labelled
 * `choiceLabel`; the plain `total` while none is.
 */
export function CheckoutBar({
  total,
  label = "total",
  choices,
  choiceLabel = "total",
  children,
}: {
  total: number;
  label?: BarLabel;
  choices?: ReadonlyArray<number | null>;
  choiceLabel?: BarLabel;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="checkout-bar">
      <p className="checkout-bar__total">
        <span className="checkout-bar__amount checkout-bar__amount--none">
          <span className="checkout-bar__label">{t(`checkout.bar.${label}`)}</span> <Price value={total} />
        </span>
        {choices?.slice(0, BAR_CHOICES).map((choice, i) =>
          choice === null ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is what ties the amount to its radio
            <span key={i} className="checkout-bar__amount" data-bar={i}>
              <span className="checkout-bar__label">{t(`checkout.bar.${choiceLabel}`)}</span> <Price value={choice} />
            </span>
          ),
        )}
      </p>
      {children}
    </div>
  );
}
