import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Page } from "~/lib/schemas/store";
import { languageContext, requestContext, sessionContext, transportContext } from "../context.server";
import { orNotFound } from "../http/errors.server";
import { log } from "../observe/log.server";
import { deviceIdOf } from "../session/device-id.server";
import { getServices } from "../services.server";
import { getPage } from "./catalogue-basics.server";
import { isStoreApiError, type StoreRequestOptions, type StoreResponse } from "./client.server";
import { SessionEndedError } from "./session-ended.server";
import type { RequestSession } from "../session/request-session.server";

/** Calls a page can live without give up after this long and resolve to nothing. */
const OPTIONAL_TIMEOUT_MS = 800;

/** A 401 on these never triggers a refresh (spec §8). */
const NO_REFRESH = new Set(["store/logout", "refresh_token"]);

type CallOptions = Omit<StoreRequestOptions, "lang" | "token" | "requestId"> & {
  /** Relay the shopper's guest cart credential (cart calls and the transfer only, per the contract). */
  guest?: boolean;
};

const GUEST_COOKIE = "guest_cart";

/** Keeps the Store API's guest cart cookie in the session, with its lifetime; a deletion is honoured. */
function relayGuestCookie(headers: Headers, session: RequestSession) {
  for (const line of headers.getSetCookie?.() ?? []) {
    const [pair, ...attrs] = line.split(";").map((p) => p.trim());
    const eq = pair.indexOf("=");
    if (pair.slice(0, eq) !== GUEST_COOKIE) continue;
    const value = pair.slice(eq + 1);
    const maxAge = attrs.find((a) => /^max-age=/i.test(a));
    const expires = attrs.find((a) => /^expires=/i.test(a));
    let seconds = maxAge ? Number(maxAge.split("=")[1]) : undefined;
    if (seconds === undefined && expires) seconds = Math.round((Date.parse(expires.slice(8)) - Date.now()) / 1000);
    if (!value || (seconds !== undefined && seconds <= 0)) session.setGuestCredential(null);
    else session.setGuestCredential(value, seconds);
  }
}

/** The Store API as one request sees it: its language, request id and the shopper's tokens. */
export function getStore(context: Readonly<RouterContextProvider>) {
  const transport = context.get(transportContext);
  const { lang } = context.get(languageContext);
  const services = getServices(transport);
  const { requestId } = transport;

  /**
   * One call with the shopper's access token. A 401 refreshes once (other calls of this
   * request wait for the same refresh) and retries; with no way to refresh, the session ends
   * (SessionEndedError; the session middleware sends the shopper to /login?redirectTo=<this page>).
   */
  async function sendAs(path: string, options: CallOptions, token: string | null): Promise<StoreResponse<unknown>> {
    const session = context.get(sessionContext);
    const { guest, ...rest } = options;
    const credential = guest ? session.guestCredential : null;
    const headers = new Headers(rest.headers);
    // The shopper's address, for the Store API's own per-client limits (server.ts strips it from outside callers).
    if (transport.clientIp) headers.set("X-Client-Ip", transport.clientIp);
    if (credential) headers.set("Cookie", `${GUEST_COOKIE}=${credential}`);
    const deviceId = deviceIdOf(context.get(requestContext));
    const answer = await services.client.request(path, { ...rest, headers, lang, requestId, token, deviceId } as never);
    if (guest) relayGuestCookie(answer.headers, session);
    return answer;
  }

  async function call<S extends z.ZodType>(path: string, options: CallOptions & { schema: S }): Promise<StoreResponse<z.output<S>>>;
  async function call<T = unknown>(path: string, options?: CallOptions & { schema?: undefined }): Promise<StoreResponse<T>>;
  async function call(path: string, options: CallOptions = {}): Promise<StoreResponse<unknown>> {
    const session = context.get(sessionContext);
    const read = !options.method || options.method === "GET";
    // A change on its way: what this customer's session kept from before it is no longer theirs (decision 086).
    if (!read && session.signedIn) session.bumpGeneration();
    const send = (token: string | null) =>
      read && token && session.signedIn
        ? services.customerCache.get({ token, generation: session.generation, lang }, path, options.query, () => sendAs(path, options, token))
        : sendAs(path, options, token);
    try {
      return await send(session.accessToken);
    } catch (error) {
      if (!isStoreApiError(error) || error.status !== 401 || NO_REFRESH.has(path)) throw error;
      const tried = session.accessToken;
      const fresh = session.signedIn ? await session.refresh() : null;
      if (fresh && fresh !== tried) {
        try {
          return await send(fresh);
        } catch (retryError) {
          if (!isStoreApiError(retryError) || retryError.status !== 401) throw retryError;
        }
      }
      session.end();
      throw new SessionEndedError(path);
    }
  }

  /** A call made as nobody in particular (sign-in, registration): no token, and a 401 is just an answer. */
  function anonymous<S extends z.ZodType>(path: string, options: CallOptions & { schema: S }): Promise<StoreResponse<z.output<S>>>;
  function anonymous<T = unknown>(path: string, options?: CallOptions & { schema?: undefined }): Promise<StoreResponse<T>>;
  function anonymous(path: string, options: CallOptions = {}): Promise<StoreResponse<unknown>> {
    return sendAs(path, options, null);
  }

  return {
    call,
    anonymous,
    async pages(opts: { optional?: boolean } = {}): Promise<Page[] | null> {
      if (!opts.optional) return services.pages(lang, requestId);
      return withinOrNull(services.pages(lang, requestId), "pages", requestId);
    },
    page: (slug: string): Promise<Page> => orNotFound(getPage(services.client, lang, slug, { requestId }), "errors.pageMissing"),
  };
}

export type Store = ReturnType<typeof getStore>;

/** A call the page can live without: its answer, or null after 800 ms or on failure (logged). */
export async function withinOrNull<T>(promise: Promise<T>, what: string, requestId: string): Promise<T | null> {
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
