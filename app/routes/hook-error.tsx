import { data } from "react-router";
import type { Route } from "./+types/hook-error";
import { hookErrorStatus } from "~/lib/shell/hook-error";
import { withRootMeta } from "~/lib/shell/meta";

/**
 * The error page for a client start-up that failed (spec §2), answered with the status the
 * address names: `/HookError?status=503`. An invalid status is the spec's default, 500.
 * The root ErrorBoundary draws the page; nothing is logged, the failure was reported already.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw data(null, { status: hookErrorStatus(new URL(request.url).searchParams.get("status")) });
}

export function meta({ matches }: Route.MetaArgs) {
  return withRootMeta(matches, [{ name: "robots", content: "noindex" }]);
}

export default function HookError() {
  return null;
}
