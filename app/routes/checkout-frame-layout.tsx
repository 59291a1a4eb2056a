import { Outlet } from "react-router";
import { CheckoutFrame } from "~/components/checkout/checkout-frame";
import { useRootData } from "~/components/hooks/use-root-data";

/**
 * The checkout and the payment's return are drawn in the checkout's own frame instead of the template's shop
 * header and footer (decision 074). A layout route of its own, so the frame's code loads with those pages only.
 */
export default function CheckoutFrameLayout() {
  const root = useRootData();
  if (!root) return <Outlet />;
  return (
    <CheckoutFrame root={root}>
      <Outlet />
    </CheckoutFrame>
  );
}
