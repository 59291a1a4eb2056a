import { redirect, type MiddlewareFunction } from "react-router";
import { AuthAnswerSchema } from "~/lib/schemas/auth";
import { currencyContext, languageContext, sessionContext, transportContext } from "../context.server";
import { getServices } from "../services.server";
import { loginPath } from "~/lib/security/sign-in-urls";
import { deviceIdOf } from "./device-id.server";
import { readSession } from "./cookie.server";
import { refreshOnce } from "./refresh.server";
import { RequestSession } from "./request-session.server";

/** Refresh ahead of time when fewer than this many seconds remain (spec §4). */
const REFRESH_AHEAD_SECONDS = 45;

const isPrefetch = (request: Request) => /prefetch/i.test(request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "");

/**
 * The way to sign in again and come back to this page, with the signed-out session's cookie (spec §4);
 * a shopper who was signed in is told why (a visitor refused has no sign-in that ended).
 */
async function signInAgain(request: Request, session: RequestSession, wasSignedIn: boolean): Promise<Response> {
  if (wasSignedIn) session.sayEnded();
  const setCookie = await session.commit();
  return redirect(loginPath(request), setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/**
 * Owns the session for the request: reads the cookie once, refreshes a nearly expired access
 * token before loaders run, and writes at most one Set-Cookie after the response is built.
 * It is also the one place an ended session becomes the way to sign in: the Store API client
 * throws SessionEndedError and marks the session ended, and whatever the loaders and actions
 * made of that (an error page, a refusal of their own), the answer is /login?redirectTo=<this
 * page> (decision record 077). Route middleware cannot do this: the router catches a loader's
 * error before `next()` returns, so the mark, not the error, is what reaches here.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const transport = context.get(transportContext);
  const { lang } = context.get(languageContext);
  const { client } = getServices(transport);
  const session = new RequestSession(await readSession(request.headers.get("Cookie")), (token) =>
    refreshOnce(token, async () => {
      const { data } = await client.request("refresh_token", {
        method: "POST",
        lang,
        requestId: transport.requestId,
        deviceId: deviceIdOf(request),
        body: { token, provider: "customer" },
        schema: AuthAnswerSchema,
      });
      return data;
    }),
  );
  context.set(sessionContext, session);
  // A currency picked in this session wins over the profile's preference at sign-in.
  if (context.get(currencyContext).chosenNow) session.markCurrencyChosen();

  if (session.signedIn && session.secondsLeft < REFRESH_AHEAD_SECONDS && !isPrefetch(request)) {
    const token = await session.refresh();
    if (!token) throw await signInAgain(request, session, true);
  }

  const wasSignedIn = session.signedIn;
  const response = await next();
  if (session.ended) {
    // The page the router rendered for the error is not sent.
    response.body?.cancel().catch(() => {});
    return signInAgain(request, session, wasSignedIn);
  }
  // A redirect shows no page: a message taken for it is for the page it leads to (a data request's redirect is
  // still a 3xx here; React Router encodes it after the middleware).
  if (response.status >= 300 && response.status < 400) session.keepTakenFlash();
  const setCookie = await session.commit();
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
};
