import { bootstrapContext } from "~/server/context.server";
import { mediaUrl } from "~/lib/catalogue/media";
import type { Route } from "./+types/favicon-ico";

/**
 * /favicon.ico: browsers and crawlers ask for it whatever the page links. It points to the store's
 * own icon (the one each page links), so they show it; without one it is a plain 404. Either way
 * it costs no page render: it used to fall through to the category route and render a whole
 * "not found" page for every such request.
 */
export function loader({ context }: Route.LoaderArgs) {
  const href = mediaUrl(context.get(bootstrapContext).settings.favIcon, "80x80");
  // A day: long enough that a browser does not ask on every page, short enough to follow a new icon.
  const cache = { "Cache-Control": "public, max-age=86400" };
  if (!href) return new Response(null, { status: 404, headers: cache });
  return new Response(null, { status: 302, headers: { ...cache, Location: href } });
}
