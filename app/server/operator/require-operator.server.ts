import { data, type MiddlewareFunction } from "react-router";
import type { OperatorSignInData } from "~/lib/shell/operator";
import { getEnv } from "../env.server";
import { notFound } from "../http/errors.server";
import { isOperator } from "./sign-in.server";

export const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/**
 * First line of every loader and action of the operator pages (a test checks they all call
 * it). No OPERATOR_SECRET configured: the plain 404 page. Configured but not presented: 404
 * with the sign-in form (docs/decisions/010-operator-pages.md).
 *
 * A loader rather than a middleware: a middleware that throws before `next()` runs no loader
 * at all, so the page would render at the root without the store's data.
 */
export function requireOperator(request: Request, secret = getEnv().OPERATOR_SECRET): void {
  if (!secret) throw notFound();
  if (!isOperator(request, secret)) {
    const failed = new URL(request.url).searchParams.get("login") === "failed";
    throw data({ kind: "operator-sign-in", failed } satisfies OperatorSignInData, { status: 404, headers: NO_STORE });
  }
}

/** Route middleware of the operator layout: nothing of theirs is stored or indexed anywhere. */
export const operatorNoStore: MiddlewareFunction<Response> = async (_args, next) => {
  // Without a secret these addresses are ordinary 404s, headers included.
  if (!getEnv().OPERATOR_SECRET) return next();
  const response = await next();
  for (const [name, value] of Object.entries(NO_STORE)) response.headers.set(name, value);
  return response;
};
