import { notFound } from "~/server/http/errors.server";

export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
