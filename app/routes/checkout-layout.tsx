import { Outlet } from "react-router";

/** The checkout steps share a frame; each step's loader gates itself (app/server/checkout.server.ts). */
export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
