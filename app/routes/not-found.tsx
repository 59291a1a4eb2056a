import { notFound } from "~/server/http/errors.server";

// No route at all: said in a shopper's words. A missing record (a page, a product) keeps the spec's hint.
export function loader() {
  throw notFound("errors.pageMissing");
}

export default function NotFound() {
  return null;
}
