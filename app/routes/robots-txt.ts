import type { Route } from "./+types/robots-txt";
import { publicOrigin } from "~/server/http/public-url.server";
import { robotsTxt } from "~/server/http/sitemap.server";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
