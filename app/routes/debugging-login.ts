import { data, redirect } from "react-router";
import type { Route } from "./+types/debugging-login";
import { transportContext } from "~/server/context.server";
import { getEnv } from "~/server/env.server";
import { notFound } from "~/server/http/errors.server";
import { log } from "~/server/observe/log.server";
import { operatorCookieHeader, secretMatches, signOperatorCookie } from "~/server/operator/sign-in.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { operatorReturnPath } from "~/lib/shell/operator";

/** POST only: the operator sign-in form (sets the short-lived signed cookie) and sign-out. */
export async function action({ request, context }: Route.ActionArgs) {
  const secret = getEnv().OPERATOR_SECRET;
  if (!secret) throw notFound();
  const form = await request.formData();
  const to = operatorReturnPath(form.get("redirectTo"));
  if (form.get("intent") === "sign-out") {
    throw redirect("/", { status: 303, headers: { "Set-Cookie": operatorCookieHeader(null) } });
  }
  const { clientIp, requestId } = context.get(transportContext);
  const limited = await consumeLimits([["operatorSignIn", clientIp]]);
  if (!limited.allowed) {
    throw data(null, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
  }
  if (!secretMatches(String(form.get("secret") ?? ""), secret)) {
    log("warn", "Operator sign-in refused", { requestId, clientIp });
    throw redirect(`${to}?login=failed`, 303);
  }
  log("info", "Operator signed in", { requestId, clientIp });
  throw redirect(to, { status: 303, headers: { "Set-Cookie": operatorCookieHeader(signOperatorCookie(secret)) } });
}

export function loader() {
  throw notFound();
}
