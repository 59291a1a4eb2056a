import { notFound } from "~/server/errors.server";

export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
