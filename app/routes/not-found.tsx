import { notFound } from "~/server/http/errors.server";
import { sharedForAnonymous } from "~/server/http/cache-policy.server";

// The same page for every anonymous visitor: any cache may keep it (decision 085).
export const middleware = [sharedForAnonymous];

// No route at all: said in a shopper's words. A missing record (a page, a product) keeps the spec's hint.
export function loader() {
  throw notFound("errors.pageMissing");
}

// A form sent to no page is a 404 like a visit, not React Router's 405 "no action here": null, and the loader answers
// it as for a visit (orNull's note in errors.server.ts).
export function action() {
  return null;
}

export default function NotFound() {
  return null;
}
