import { useId } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { ownPathAction } from "~/lib/security/own-path";
import { fromColumns } from "~/lib/catalogue/columns";
import { useRootData } from "../hooks/use-root-data";

/**
 * Not carried into the other currency: a listing's price bounds were typed in the currency being left
 * (100 EGP is not 100 USD, so they would hide what they showed), and with them gone its page number.
 */
const NOT_KEPT = new Set(["currency", "min_price", "max_price", "page"]);

/**
 * A GET form that reloads the page with ?currency=CODE; the server remembers it in a cookie. Choosing
 * a currency changes nothing until the button sends it, with JavaScript as without: a change of page
 * on a select's change would surprise a keyboard or screen-reader user moving through the options
 * (issue 41 point 8, WCAG 3.2.2; decision 076 as amended). The templates give the label, the choice and
 * the button room enough that the currency's name is never cut.
 */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const id = useId();
  const options = root ? fromColumns(root.currency.options) : [];
  if (!root || options.length === 0) return null;
  const keep = [...new URLSearchParams(search)].filter(([k]) => !NOT_KEPT.has(k));
  return (
    <form method="get" action={ownPathAction(pathname)} className="switcher currency-switcher">
      {keep.map(([k, v], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name (?a=1&a=2); the entries come in the URL's order, so the index is stable
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{t("nav.currency")}</label>
      <select id={id} name="currency" defaultValue={root.currency.selected?.currency_code}>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.text}
          </option>
        ))}
      </select>
      <button type="submit">{t("nav.changeCurrency")}</button>
    </form>
  );
}
