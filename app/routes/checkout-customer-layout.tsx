import { Outlet } from "react-router";
import type { Route } from "./+types/checkout-customer-layout";
import { requireCustomer } from "~/server/http/require-customer.server";

/** The checkout steps after the guest ones (cart, sign-in): a signed-in customer's only. */
export const middleware: Route.MiddlewareFunction[] = [requireCustomer];

export default function CheckoutCustomerLayout() {
  return <Outlet />;
}
