import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { TranslatorProvider } from "~/i18n/translate";
import { languageContext, transportContext } from "~/server/context.server";
import { getI18n } from "~/server/i18n.server";
import { errorPageFallbackHtml } from "~/server/http/error-fallback.server";
import { log } from "~/server/observe/log.server";
import { recordServerError } from "~/server/observe/error-log.server";
import { refusedActionOrigin } from "~/server/http/action-origin.server";
import { NonceContext } from "~/components/shell/nonce";
import { mintAddKey } from "~/lib/cart/form-key";
import { getEnv } from "~/server/env.server";
import { sharedPageRequest } from "~/server/http/cache-policy.server";
import { fill } from "~/server/http/html-template.server";
import { REFUSAL_HEADERS, refusalPage, type RefusalWords } from "~/server/http/refusal-page.server";
import type { Lang } from "~/lib/text/i18n";
import { createRenderMemo, renderKey } from "~/server/render-memo.server";
import { renderDocument } from "~/server/render-document.server";
import { isSessionEnded } from "~/server/store-api/session-ended.server";

export const streamTimeout = 5_000;

/** Whether a document's HTML came from the render memo; for tests and operators. */
export const RENDER_MEMO_HEADER = "X-Render-Memo";

/** Seconds a 503 page asks a client (a crawler, a retrying proxy) to wait before it tries again. */
const RETRY_AFTER_S = 30;
// RENDER_MEMO_SECONDS=0: no memo, and no key worked out for it on every render.
const renderMemo = getEnv().RENDER_MEMO_SECONDS > 0 ? createRenderMemo({ ttlMs: getEnv().RENDER_MEMO_SECONDS * 1000 }) : null;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(transportContext);
  const language = safeLanguage(loadContext);
  const i18n = language?.i18n ?? getI18n("ar");
  // A page the store cannot show for now (its backend away) says when to come back, so a crawler keeps
  // what it has (RFC 9110 §10.2.3). Here, as React Router drops the headers of what a middleware throws.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", String(RETRY_AFTER_S));
  if (responseStatusCode === 405) return methodRefused(language?.lang ?? "ar", request, responseHeaders);

  if (request.method.toUpperCase() === "HEAD") {
    // No body is rendered, but the headers are a GET's: the type, and with it compression's Vary.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // A page the micro-cache keeps is rendered once per few seconds anyway; the memo is for the others
  // (its header is set after this render, so the route's opt-in says it; decision 094).
  const memoKey = !renderMemo || sharedPageRequest(request, loadContext) ? null : renderKey(request, responseStatusCode, language?.lang ?? "ar", routerContext);
  const memoized = memoKey ? renderMemo?.get(memoKey) : undefined;
  if (memoKey) responseHeaders.set(RENDER_MEMO_HEADER, memoized ? "hit" : "miss");
  if (memoized) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(fill(memoized, nonce, mintAddKey) as Buffer<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
  }

  // Document requests wait for all data: without JavaScript a streamed section would stay a skeleton.
  return renderDocument(
    <NonceContext.Provider value={nonce}>
      <TranslatorProvider translator={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslatorProvider>
    </NonceContext.Provider>,
    {
      nonce,
      // Past React Router's own streamTimeout, so a late promise is settled by it first.
      deadlineMs: streamTimeout + 1000,
      onError(error) {
        responseStatusCode = 500;
        recordServerError(error, { kind: "render", url: request.url, requestId: safeRequestId(loadContext) });
      },
    },
  ).then(
    ({ html, failed }) => {
      if (memoKey && !failed && responseStatusCode === 200) renderMemo?.set(memoKey, html.toString("utf8"), nonce);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return new Response(html as Buffer<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode });
    },
    (error: unknown) => {
      if (!routerContext.staticHandlerContext.errors) throw error;
      // The error page itself failed to render: answer the spec's last-resort page.
      log("error", "Error page failed to render", { error: String(error) });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return new Response(errorPageFallbackHtml(i18n, nonce), {
        status: responseStatusCode >= 400 ? responseStatusCode : 500,
        headers: responseHeaders,
      });
    },
  );
}

function safeLanguage(context: RouterContextProvider) {
  try {
    return context.get(languageContext);
  } catch {
    return undefined;
  }
}

/** What every page takes: a 405's `Allow`. */
const PAGE_METHODS = "GET, HEAD";

const METHOD_REFUSED: Record<Lang, RefusalWords> = {
  ar: {
    title: "لا تستقبل هذه الصفحة نماذج",
    text: "أُرسل نموذج إلى صفحة لا تستقبله. افتح الصفحة من جديد وتابع منها.",
    back: "العودة إلى المتجر",
  },
  en: {
    title: "This page takes no form",
    text: "A form was sent to a page that does not take one. Open the page again and go on from there.",
    back: "Back to the store",
  },
};

/**
 * React Router's 405 is a form sent to a page without an action: every page takes GET and HEAD (RFC 9110
 * §15.5.6). Not the store's error page: React Router's error in its data names the route's module
 * ("routes/about") to anyone posting. The plain refusal page instead, in the shopper's language.
 */
function methodRefused(lang: Lang, request: Request, headers: Headers) {
  for (const [name, value] of Object.entries(REFUSAL_HEADERS)) headers.set(name, value);
  headers.set("Allow", PAGE_METHODS);
  return new Response(request.method.toUpperCase() === "HEAD" ? null : refusalPage(lang, METHOD_REFUSED), { status: 405, headers });
}

/** The same refusal of a `.data` request (only a hand-made one: the app posts no form to a page without an action). */
export function handleDataRequest(response: Response) {
  if (response.status !== 405) return response;
  response.body?.cancel().catch(() => {});
  return new Response(null, { status: 405, headers: { Allow: PAGE_METHODS, "Cache-Control": REFUSAL_HEADERS["Cache-Control"] } });
}

function safeRequestId(context: RouterContextProvider | undefined) {
  try {
    return context?.get(transportContext).requestId;
  } catch {
    return undefined;
  }
}

/** Unexpected errors of loaders, actions, middleware and rendering (before the root ErrorBoundary renders). */
export function handleError(error: unknown, { request, context }: { request: Request; context?: RouterContextProvider }) {
  // An ended session is answered with the way to sign in (the session middleware), not a fault.
  if (request.signal.aborted || isSessionEnded(error)) return;
  const origin = refusedActionOrigin(request);
  if (origin !== null) {
    // React Router answered 400 for a form sent from another origin: a request refused, not a server fault.
    log("warn", "Request refused: its Origin is not this store's", {
      method: request.method,
      url: new URL(request.url).pathname,
      origin: origin.slice(0, 200),
    });
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    // React Router's own refusals (a POST to a page without an action: 405; no route: 404) are a
    // client's mistake: one bounded warn line, never an error anyone can write by posting.
    log("warn", "Request refused by the router", {
      method: request.method,
      url: new URL(request.url).pathname,
      status: error.status,
    });
    return;
  }
  recordServerError(error, { kind: "server", url: request.url, requestId: safeRequestId(context) });
  log("error", "Unhandled server error", {
    url: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
