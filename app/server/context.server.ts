import { createContext, RouterContextProvider } from "react-router";
import type { Translator } from "~/i18n/translator";
import type { Lang } from "~/lib/text/i18n";
import type { Bootstrap, Currency } from "~/lib/schemas/store";
import type { SelectedCurrency } from "~/lib/money/money";
import type { RequestSession } from "./session/request-session.server";
import type { PaymobConfig } from "./payments/config.server";

/** What the transport layer (server/app.ts) hands to the app on every request. */
export interface TransportValues {
  nonce: string;
  requestId: string;
  clientIp: string;
  /** The Store API's fetch: the in-process handler in demo mode, global fetch otherwise. */
  storeFetch: (request: Request) => Promise<Response>;
  storeBaseUrl: string;
  /** Paymob, as the host resolved it (unset: card and wallet are not available). */
  paymob?: PaymobConfig;
  /** The fetch for Paymob's API: global fetch, or the embedded sandbox in demo mode. */
  paymobFetch?: (request: Request) => Promise<Response>;
}

export interface CurrencyState {
  currencies: Currency[];
  selected: SelectedCurrency | null;
  /** Set when the currencies could not be loaded or none is local: prices then show unconverted. */
  error: boolean;
  /** The shopper picked this currency with this request (?currency=). */
  chosenNow?: boolean;
}

export const transportContext = createContext<TransportValues>();
export const languageContext = createContext<{ lang: Lang; i18n: Translator }>();
export const bootstrapContext = createContext<Bootstrap>();
export const currencyContext = createContext<CurrencyState>();
export const sessionContext = createContext<RequestSession>();
/** The incoming request, for code that builds redirects (e.g. to /login?redirectTo=…) deep in a call. */
export const requestContext = createContext<Request>();

export function createLoadContext(values: TransportValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(transportContext, values);
  return context;
}
