import type { HeadersArgs } from "react-router";

/**
 * A route's document headers: its parent's, plus the Retry-After of an action's 429 (the rate
 * limits). React Router sends an action's headers only through the route's `headers` export.
 */
export function withRetryAfter({ parentHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
