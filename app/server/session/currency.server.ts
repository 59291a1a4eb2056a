import { currencyLabel } from "~/lib/money/currency-label";
import type { Lang } from "~/lib/text/i18n";
import type { Currency } from "~/lib/schemas/store";
import type { CurrencyState } from "../context.server";
import { preferenceCookie } from "./preference-cookies.server";
import { log } from "../observe/log.server";
import type { Services } from "../services.server";

const CODE = /^[A-Z0-9]{2,8}$/;

/**
 * The selected currency: a valid `?currency=` (remembered in the cookie), else the remembered
 * code, else the local one (is_local = 1). Without currencies, prices show local amounts and
 * the error flag is set.
 */
const usableLists = new WeakMap<Currency[], Currency[]>();

/** The currencies with a rate, the same array for the same cached list, so what is worked out from it can be kept with it. */
function usableOf(currencies: Currency[]): Currency[] {
  let usable = usableLists.get(currencies);
  if (!usable) {
    usable = currencies.filter((c) => Number(c.exchange_rate) > 0);
    usableLists.set(currencies, usable);
  }
  return usable;
}

export async function resolveCurrency(input: {
  services: Services;
  lang: Lang;
  requested: string | null;
  remembered: string | undefined;
  requestId: string;
}): Promise<{ state: CurrencyState; remember?: string }> {
  let currencies;
  try {
    currencies = await input.services.currencies(input.lang, input.requestId);
  } catch (error) {
    log("error", "Currency fetch failed", { requestId: input.requestId, error: String(error) });
    return { state: { currencies: [], selected: null, error: true } };
  }
  const usable = usableOf(currencies);
  const byCode = (code: string | null | undefined) => (code && CODE.test(code) ? usable.find((c) => c.currency_code === code) : undefined);

  const local = usable.find((c) => Number(c.is_local) === 1);
  if (!local) log("error", "No local currency", { requestId: input.requestId });

  const requested = byCode(input.requested);
  const chosen = requested ?? byCode(input.remembered) ?? local;
  const state: CurrencyState = {
    currencies: usable,
    selected: chosen
      ? {
          currency_code: chosen.currency_code,
          exchange_rate: Number(chosen.exchange_rate),
          label: currencyLabel(chosen.currency_code, chosen.currency_name, input.lang),
        }
      : null,
    error: !local,
  };
  const remember = requested && requested.currency_code !== input.remembered ? requested.currency_code : undefined;
  return { state, remember };
}

/** After sign-in the customer's preferred currency becomes the cookie's value, unless the shopper chose one in this session. */
export function preferredCurrencyCookie(preferred: unknown, chosenInSession: boolean, state: CurrencyState): HeadersInit | undefined {
  if (chosenInSession || typeof preferred !== "string") return undefined;
  const known = state.currencies.some((c) => c.currency_code === preferred);
  return known && state.selected?.currency_code !== preferred ? { "Set-Cookie": preferenceCookie("currency", preferred) } : undefined;
}
