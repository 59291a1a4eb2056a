import type { Route } from "./+types/sitemap-xml";
import { publicOrigin } from "~/server/http/public-url.server";
import { sitemapPaths, sitemapXml } from "~/server/http/sitemap.server";

/** /sitemap.xml: the same for every shopper and language, so any cache may keep it for a while. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = sitemapXml(publicOrigin(request), await sitemapPaths(context));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
