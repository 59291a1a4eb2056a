import { type KeyboardEvent, useId, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { ownPathAction } from "~/lib/security/safe-redirect";
import { fromColumns } from "~/lib/catalogue/columns";
import { useRootData } from "../hooks/use-root-data";

/**
 * Not carried into the other currency: a listing's price bounds were typed in the currency being left
 * (100 EGP is not 100 USD, so they would hide what they showed), and with them gone its page number.
 */
const NOT_KEPT = new Set(["currency", "min_price", "max_price", "page"]);

/** Keys that change a closed select's choice one step at a time: a keyboard user passes through the options. */
const STEP_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * A GET form that reloads the page with ?currency=CODE; the server remembers it in a cookie. Without
 * JavaScript a button sends it. With JavaScript choosing a currency sends it at once and the button is
 * gone (decision 076); a choice stepped to with the arrow keys on the closed select waits for Enter or
 * for the focus to leave, so a keyboard or screen-reader user moving through the options is not taken
 * to another page on the way (WCAG 3.2.2).
 */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const id = useId();
  const hydrated = useHydrated();
  // Set while the choice changes from the keyboard on the closed select; sent on Enter or blur instead.
  const stepped = useRef(false);
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
      <select
        id={id}
        name="currency"
        defaultValue={root.currency.selected?.currency_code}
        onKeyDown={(event: KeyboardEvent<HTMLSelectElement>) => {
          if (STEP_KEYS.has(event.key)) stepped.current = true;
          else if (event.key === "Enter" && stepped.current) {
            event.preventDefault();
            send(event.currentTarget);
          }
        }}
        onChange={(event) => {
          if (!stepped.current) send(event.currentTarget);
        }}
        onBlur={(event) => {
          if (stepped.current && event.currentTarget.value !== root.currency.selected?.currency_code) send(event.currentTarget);
        }}
      >
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.text}
          </option>
        ))}
      </select>
      {hydrated ? null : <button type="submit">{t("nav.changeCurrency")}</button>}
    </form>
  );
}

/** Sends the switcher's form as its button would: the language and typed-text keepers listen for its submit. */
function send(select: HTMLSelectElement) {
  select.form?.requestSubmit();
}
