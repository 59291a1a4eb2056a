import { data } from "react-router";
import type { ErrorPageData } from "~/lib/shell/error-page";
import { recordId } from "~/lib/security/record-id";

/**
 * The status an error carries: a Store API error's, or the one of an answer thrown with React Router's `data()`
 * (our `notFound()`); the spec's default is 500 when there is none.
 */
export function errorStatus(error: unknown): number {
  if (error && typeof error === "object") {
    const status = Number("status" in error ? error.status : (error as { init?: { status?: unknown } }).init?.status);
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return 500;
}

/** An expected "not here" (unknown page, product, category): answered as a 404 error page. */
export function notFound(hint?: string) {
  return data({ kind: "not-found", ...(hint ? { hint } : {}) } satisfies ErrorPageData, { status: 404 });
}

/**
 * The record, or null where it is not there (a 404, the Store API's or ours); any other failure stays an error.
 * An action that answers null for an address that is no page lets the loaders answer its 404 as for a visit,
 * with the root's data (the shop's header, its name in the title); thrown from the action, the 404 would reach
 * the root's boundary before any loader ran (decision 031).
 */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** A Store API 404 becomes the storefront's 404 page (with `hint` when given); anything else stays an error. */
export async function orNotFound<T>(promise: Promise<T>, hint?: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (errorStatus(error) === 404) throw notFound(hint);
    throw error;
  }
}

/** A record's id from its page's URL (lib/record-id.ts); one no record can have is a page that is not found. */
export function foundId(value: string | null | undefined): number {
  const id = recordId(value);
  if (id === null) throw notFound();
  return id;
}
