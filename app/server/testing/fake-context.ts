import { RouterContextProvider } from "react-router";
import { languageContext, requestContext, sessionContext, transportContext } from "../context.server";
import { getI18n } from "../i18n.server";
import { RequestSession } from "../session/request-session.server";
import type { Lang } from "~/lib/text/i18n";

/**
 * A request context for server-module tests: the Store API is a function the test controls.
 * The process-wide services keep the first transport they see, so every test file routes all
 * its calls through `storeFetch`, which forwards to whatever `handler` the test sets.
 */
export function fakeContext(opts: { storeFetch: (req: Request) => Promise<Response>; session?: RequestSession; lang?: Lang; url?: string }) {
  const context = new RouterContextProvider();
  context.set(transportContext, { nonce: "n", requestId: "req-1", clientIp: "203.0.113.9", storeBaseUrl: "http://api.test/api/", storeFetch: opts.storeFetch });
  context.set(languageContext, { lang: opts.lang ?? "en", i18n: getI18n(opts.lang ?? "en") });
  context.set(sessionContext, opts.session ?? new RequestSession({}, () => Promise.reject(new Error("no refresh"))));
  context.set(requestContext, new Request(opts.url ?? "http://shop.test/"));
  return context;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
