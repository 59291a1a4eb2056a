import { Outlet } from "react-router";
import type { Route } from "./+types/checkout-layout";
import { privateNoStore } from "~/server/http/require-customer.server";
import { NOINDEX, withRootMeta } from "~/lib/shell/meta";

export const handle = { i18n: ["checkout", "cart"] };

/** No cache keeps any checkout step (the guest ones included). */
export const middleware: Route.MiddlewareFunction[] = [privateNoStore];

/** No checkout step is indexed: each step's titleMeta keeps this tag. */
export function meta({ matches }: Route.MetaArgs) {
  return withRootMeta(matches, [NOINDEX]);
}

/**
 * The checkout steps share a frame. Past the guest steps, sign-in is checked by the
 * customer layout's middleware; each step's loader gates the order of steps (app/server/store-api/checkout.server.ts).
 */
export default function CheckoutLayout() {
  return (
    <div className="checkout">
      <Outlet />
    </div>
  );
}
