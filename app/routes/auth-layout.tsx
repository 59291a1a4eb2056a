import { Outlet, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/auth-layout";
import { sessionContext } from "~/server/context.server";
import { useRootData } from "~/components/hooks/use-root-data";
import { getTemplate } from "~/templates";
import { CheckoutFrame } from "~/components/checkout/checkout-frame";
import { fromCheckout } from "~/lib/checkout/checkout";
import { safeRedirect } from "~/lib/security/safe-redirect";

export const handle = { i18n: ["auth", "address", "checkout"] };

/** The auth layout sends a signed-in shopper home (spec §2), except for the keep-cart question after sign-in. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const keepCartStep = url.pathname === "/login" && url.searchParams.get("step") === "keep-cart";
  if (context.get(sessionContext).signedIn && !keepCartStep) throw redirect("/");
  // Signing in or registering on the way to a checkout step stays in the checkout's frame (decision 074).
  return { inCheckout: fromCheckout(safeRedirect(url.searchParams.get("redirectTo"), "")) };
}

export default function AuthLayoutRoute() {
  const root = useRootData();
  const inCheckout = useLoaderData<typeof loader>()?.inCheckout ?? false;
  if (!root) return <Outlet />;
  const { AuthLayout } = inCheckout ? { AuthLayout: CheckoutFrame } : getTemplate(root.template);
  return (
    <AuthLayout root={root}>
      <Outlet />
    </AuthLayout>
  );
}
