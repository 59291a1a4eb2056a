import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/default-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("pages/:page?", "routes/pages.tsx"),
    route("cart", "routes/cart.tsx"),
    // Every account page needs sign-in: requireCustomer, the layout's route middleware.
    route("account", "routes/account-layout.tsx", [
      index("routes/account-index.tsx"),
      route("details", "routes/account-details.tsx"),
      route("password", "routes/account-password.tsx"),
      route("favourites", "routes/account-favourites.tsx"),
      route("addresses", "routes/account-addresses.tsx"),
      route("addresses/create", "routes/account-address-edit.tsx", { id: "routes/account-address-create" }),
      route("addresses/:id", "routes/account-address-edit.tsx"),
      route("orders", "routes/account-orders.tsx"),
      route("orders/delivered", "routes/account-orders.tsx", { id: "routes/account-orders-delivered" }),
      route("orders/closed", "routes/account-orders.tsx", { id: "routes/account-orders-closed" }),
      route("orders/:order", "routes/account-order.tsx"),
    ]),
    route("search/:search?", "routes/search.tsx"),
    route("offers", "routes/offers.tsx"),
    route("offers/:offer", "routes/offer.tsx"),
    // Fixed first segments (and the reserved list in ~/lib/catalogue-urls) win over categories.
    route(":category", "routes/category.tsx"),
    route(":category/:product", "routes/product.tsx"),
  ]),
  // The checkout and the payment's return: the checkout's own frame instead of the template's (decision 074).
  layout("routes/checkout-frame-layout.tsx", [
    route("checkout", "routes/checkout-layout.tsx", [
      index("routes/checkout-index.tsx"),
      route("register", "routes/checkout-register.tsx"),
      // The steps past the guest ones: requireCustomer (its route middleware) guards their loaders and actions.
      layout("routes/checkout-customer-layout.tsx", [
        route("shipping", "routes/checkout-shipping.tsx"),
        route("payment", "routes/checkout-payment.tsx"),
        route("confirmation", "routes/checkout-confirmation.tsx"),
        // After placing: the thanks and what happens next; the invoice stays its own page (decision 074).
        route("placed", "routes/checkout-placed.tsx"),
        route("invoice", "routes/checkout-invoice.tsx"),
      ]),
    ]),
    route("payments/paymob/return", "routes/payments-paymob-return.tsx"),
  ]),
  layout("routes/auth-layout.tsx", [
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("password/forget", "routes/password-forget.tsx"),
    route("password/reset/:token?", "routes/password-reset.tsx"),
  ]),
  route("logout", "routes/logout.tsx"),
  // The header box's suggestions as JSON (decision 082); a fixed segment, so it wins over /search/:search.
  route("search/suggest", "routes/search-suggest.ts"),
  // Paymob's processed callback: a resource route (no component), so React Router's origin check for UI actions does not apply.
  route("payments/paymob/callback", "routes/payments-paymob-callback.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  // Operator pages: 404 unless OPERATOR_SECRET is configured and presented (requireOperator in each loader and action).
  layout("routes/debugging-layout.tsx", [
    route("debugging/main", "routes/debugging-main.tsx"),
    route("debugging/sub", "routes/debugging-sub.tsx"),
    route("errors", "routes/errors.tsx"),
  ]),
  route("debugging/login", "routes/debugging-login.ts"),
  route("errors/report", "routes/errors-report.ts"),
  route("HookError", "routes/hook-error.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("favicon.ico", "routes/favicon-ico.ts"),
  // Unmatched URLs would otherwise skip middleware and loaders: this one runs both, then 404s.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
