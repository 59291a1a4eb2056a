import type { RouterContextProvider } from "react-router";
import type { Page } from "~/lib/schemas/store";
import { languageContext, transportContext } from "./context.server";
import { errorStatus, notFound } from "./errors.server";
import { log } from "./log.server";
import { getServices } from "./services.server";
import { getPage } from "./store-api/catalogue-basics.server";

/** Calls a page can live without give up after this long and resolve to nothing. */
const OPTIONAL_TIMEOUT_MS = 800;

/** The Store API as one request sees it: its language, request id and (later) the shopper's tokens. */
export function getStore(context: Readonly<RouterContextProvider>) {
  const transport = context.get(transportContext);
  const { lang } = context.get(languageContext);
  const services = getServices(transport);
  const { requestId } = transport;

  return {
    async pages(opts: { optional?: boolean } = {}): Promise<Page[] | null> {
      if (!opts.optional) return services.pages(lang, requestId);
      return withinOrNull(services.pages(lang, requestId), "pages", requestId);
    },
    async page(slug: string): Promise<Page> {
      try {
        return await getPage(services.client, lang, slug, { requestId });
      } catch (error) {
        if (errorStatus(error) === 404) throw notFound();
        throw error;
      }
    },
  };
}

async function withinOrNull<T>(promise: Promise<T>, what: string, requestId: string): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), OPTIONAL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    log("warn", "Optional call failed", { what, requestId, error: String(error) });
    return null;
  } finally {
    clearTimeout(timer);
  }
}
