import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/auth-layout";
import { sessionContext } from "~/server/context.server";
import { useRootData } from "~/components/use-root-data";
import { getTemplate } from "~/templates";

export const handle = { i18n: ["auth", "address", "checkout"] };

/** The auth layout sends a signed-in shopper home (spec §2), except for the keep-cart question after sign-in. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keepCartStep = url.pathname === "/login" && url.searchParams.get("step") === "keep-cart";
  if (context.get(sessionContext).signedIn && !keepCartStep) throw redirect("/");
  return null;
}

export default function AuthLayoutRoute() {
  const root = useRootData();
  if (!root) return <Outlet />;
  const { AuthLayout } = getTemplate(root.template);
  return (
    <AuthLayout root={root}>
      <Outlet />
    </AuthLayout>
  );
}
