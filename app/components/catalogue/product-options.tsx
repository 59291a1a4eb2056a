import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/translate";
import { SmartLink } from "../shell/smart-link";
import type { VariantGroupChoice } from "~/lib/catalogue/variant-options";
import { Swatch } from "./swatch";
import { PURCHASE_ANCHOR } from "./product-purchase";

/**
 * Each option value is a link to the sibling product that has it: choosing needs no JavaScript.
 * Siblings are variants of one model, so they share the product's category (the contract gives them no category of their own).
 * A group with one value offers no choice: it is said as text.
 * Choosing keeps the shopper where they were, to go on to the next option (an outside tester was sent back to the
 * top of the page after each): with JavaScript the page does not scroll; without it the link leads to the new
 * page's summary (`#buy`: its name, price and options), since a browser loads a new page at its top.
 */
export function ProductOptions({ groups, categorySlug }: { groups: VariantGroupChoice[]; categorySlug: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (groups.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the groups hold links, not form controls, so a fieldset would be the wrong element and would bring its own border and padding
    <div className="options" role="group" aria-label={t("catalogue.product.variants")}>
      {groups.map((group) =>
        group.choices.length === 1 ? (
          <p key={group.type} className="options__single">
            <span className="options__label">{t(`catalogue.filters.variantTypes.${group.type}`, { defaultValue: group.type })}:</span>{" "}
            <Swatch hex={group.choices[0]!.variant.hex} />
            {group.choices[0]!.variant.name}
          </p>
        ) : (
          <div key={group.type} className="options__group">
            <p className="options__label" id={`option-${group.type}`}>
              {t(`catalogue.filters.variantTypes.${group.type}`, { defaultValue: group.type })}
            </p>
            <ul className="chips" aria-labelledby={`option-${group.type}`}>
              {group.choices.map(({ variant, slug, current, soldOut }) => (
                <li key={variant.id}>
                  {current ? (
                    <span className={`chip chip--current${soldOut ? " chip--sold-out" : ""}`} aria-current="true">
                      <Swatch hex={variant.hex} />
                      <span className="chip__name">{variant.name}</span> <span className="visually-hidden">{t("catalogue.product.selected")}</span>
                      {soldOut ? <span className="chip__sold-out"> {t("catalogue.product.variantSoldOut")}</span> : null}
                    </span>
                  ) : (
                    <SmartLink
                      className={`chip${soldOut ? " chip--sold-out" : ""}`}
                      to={`/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug!)}${hydrated ? "" : `#${PURCHASE_ANCHOR}`}`}
                      preventScrollReset
                    >
                      <Swatch hex={variant.hex} />
                      <span className="chip__name">{variant.name}</span>
                      {soldOut ? <span className="chip__sold-out"> {t("catalogue.product.variantSoldOut")}</span> : null}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
