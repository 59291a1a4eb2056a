import type { Route } from "./+types/payments-paymob-callback";
import { processedCallback } from "~/server/payments/callbacks.server";

/**
 * Paymob's processed callback (POST, server to server, cross-site). A resource route: React
 * Router's origin check guards UI routes' actions only, and this one must take posts from
 * Paymob. It is exempt from the site-off gate (root middleware) and from rate limits.
 */
export function action({ request, context }: Route.ActionArgs) {
  return processedCallback(request, context);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
