import { Outlet } from "react-router";
import { CheckoutFrame, useCheckoutFrame } from "~/components/checkout/checkout-frame";
import { useRootData } from "~/components/hooks/use-root-data";
import { getTemplate } from "~/templates";

export default function DefaultLayoutRoute() {
  const root = useRootData();
  const checkout = useCheckoutFrame();
  if (!root) return <Outlet />;
  // The checkout (a route handle's checkoutFrame) trades the template's shop header and footer for its own frame (decision 074).
  const { DefaultLayout } = checkout ? { DefaultLayout: CheckoutFrame } : getTemplate(root.template);
  return (
    <DefaultLayout root={root}>
      <Outlet />
    </DefaultLayout>
  );
}
