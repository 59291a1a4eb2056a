import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/default-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("pages/:page?", "routes/pages.tsx"),
  ]),
  // Unmatched URLs would otherwise skip middleware and loaders: this one runs both, then 404s.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
