import { useId } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { useHydrated } from "remix-utils/use-hydrated";
import { ownPathAction } from "~/lib/safe-redirect";
import { fromColumns } from "~/lib/columns";
import { useRootData } from "./use-root-data";

/**
 * Not carried into the other currency: a listing's price bounds were typed in the currency being left
 * (100 EGP is not 100 USD, so they would hide what they showed), and with them gone its page number.
 */
const NOT_KEPT = new Set(["currency", "min_price", "max_price", "page"]);

/**
 * A GET form that reloads the page with ?currency=CODE; the server remembers it in a cookie. With
 * `autoSubmit` and JavaScript, choosing a currency submits the form and the button goes; without
 * JavaScript the button stays, as nothing else could send the choice. Where scripts run, CSS hides
 * the button from the first paint (app.css), so hydration moves nothing.
 */
export function CurrencySwitcher({ autoSubmit = false }: { autoSubmit?: boolean }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const id = useId();
  const live = useHydrated() && autoSubmit;
  const options = root ? fromColumns(root.currency.options) : [];
  if (!root || options.length === 0) return null;
  const keep = [...new URLSearchParams(search)].filter(([k]) => !NOT_KEPT.has(k));
  return (
    <form method="get" action={ownPathAction(pathname)} className={autoSubmit ? "switcher switcher--auto currency-switcher" : "switcher currency-switcher"}>
      {keep.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{t("nav.currency")}</label>
      <select
        id={id}
        name="currency"
        defaultValue={root.currency.selected?.currency_code}
        onChange={live ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
      >
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.text}
          </option>
        ))}
      </select>
      {live ? null : <button type="submit">{t("nav.changeCurrency")}</button>}
    </form>
  );
}
