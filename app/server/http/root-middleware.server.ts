import { data, type MiddlewareFunction } from "react-router";
import { isLang, type Lang } from "~/lib/text/i18n";
import { bootstrapContext, currencyContext, languageContext, requestContext, transportContext } from "../context.server";
import { preferenceCookie, readCookies } from "../session/preference-cookies.server";
import { getI18n } from "../i18n.server";
import { log } from "../observe/log.server";
import { getServices, type Services } from "../services.server";
import { resolveCurrency } from "../session/currency.server";
import { detectLanguage } from "../session/language.server";
import { errorStatus } from "./errors.server";
import type { ErrorPageData, ErrorPageStore } from "~/lib/shell/error-page";
import type { Bootstrap } from "~/lib/schemas/store";
import { LOGO_SIZE, mediaUrl } from "~/lib/catalogue/media";
import { applyCachePolicy } from "./cache-policy.server";
import { bodyProblemResponse, formBodyProblem } from "./read-body.server";
import { CSP_FEATURES_HEADER, cspFeatures } from "./store-features.server";

/** Paths that must answer even when the store is switched off (the provider's callbacks). */
const SITE_OFF_EXEMPT = /^\/payments\//;

export const rootMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const bodyProblem = await formBodyProblem(request);
  const transport = context.get(transportContext);
  context.set(requestContext, request);
  const services = getServices(transport);
  const url = new URL(request.url);
  const cookies = readCookies(request.headers.get("Cookie"));
  const setCookies: string[] = [];

  const { lang, remember } = await detectLanguage(request, cookies.lng, () => storeDefaultLanguage(services));
  // A refused form is answered in the language of the page it was sent from.
  if (bodyProblem) return bodyProblemResponse(bodyProblem, lang);
  if (remember) setCookies.push(preferenceCookie("lng", remember));
  context.set(languageContext, { lang, i18n: getI18n(lang) });

  let bootstrap;
  try {
    bootstrap = await services.bootstrap(lang, transport.requestId);
  } catch (error) {
    log("error", "Bootstrap fetch failed", { requestId: transport.requestId, error: String(error) });
    // No logo: its picture comes through the Store API that is down. The name and contact details are text.
    const known = services.shared.lastBootstrap(lang)?.settings;
    throw data({ kind: "bootstrap", store: known && storeOf(known) } satisfies ErrorPageData, { status: errorStatus(error) });
  }
  context.set(bootstrapContext, bootstrap);

  if (Number(bootstrap.settings.website_status) === 0 && !SITE_OFF_EXEMPT.test(url.pathname)) {
    throw data(
      {
        kind: "site-off",
        store: { ...storeOf(bootstrap.settings), logo: mediaUrl(bootstrap.settings.logo, LOGO_SIZE) },
      } satisfies ErrorPageData,
      { status: 530 },
    );
  }

  const currency = await resolveCurrency({
    services,
    lang,
    requested: url.searchParams.get("currency"),
    remembered: cookies.currency,
    requestId: transport.requestId,
  });
  context.set(currencyContext, { ...currency.state, chosenNow: Boolean(url.searchParams.get("currency")) && currency.state.selected !== null });
  if (currency.remember) setCookies.push(preferenceCookie("currency", currency.remember));

  const response = await next();
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  // The host widens this answer's CSP for the third parties the store switched on (decision 037);
  // named before the cache policy, which keeps such a page out of shared caches (decision 085).
  const features = cspFeatures(bootstrap.settings);
  if (features.length) response.headers.set(CSP_FEATURES_HEADER, features.join(","));
  applyCachePolicy(request, response, context);
  return response;
};

/** The store as an error page without the root's data names it: its name and how to reach it. */
function storeOf(settings: Bootstrap["settings"]): ErrorPageStore {
  return { name: settings.name, contactEmail: settings.contact_email ?? null, contactPhone: settings.contact_phone ?? null };
}

async function storeDefaultLanguage(services: Services): Promise<Lang> {
  try {
    const { settings } = await services.bootstrap("ar");
    return isLang(settings.default_language) ? settings.default_language : "ar";
  } catch {
    return "ar";
  }
}
