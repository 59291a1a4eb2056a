/**
 * The import rules `npm run lint` checks (decision 069). Type-only imports count: a circle through a
 * type still ties the files' order and meaning together.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A module must not reach itself through its imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-not-store-api",
      comment: "The app talks to the Store API over HTTP only (the contract), never by importing its code.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^store-api/" },
    },
    {
      name: "app-server-not-store-api",
      comment:
        "The app server (server/app.ts and the middleware it builds with the app, decision 078) reaches the Store API as the app does: the demo backend is started by the process entry and handed in.",
      severity: "error",
      from: { path: "^server/(app\\.ts$|http/|page-cache/|security/|observability/)" },
      to: { path: "^store-api/" },
    },
    {
      name: "components-not-server",
      comment:
        "Components and templates run in the browser too: server code (secrets, node modules) stays out. Their tests may render with the server's translator.",
      severity: "error",
      from: { path: "^app/(components|templates)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/server/" },
    },
    {
      name: "one-translator",
      comment:
        "The app translates with its own translator, `~/i18n/translate` and `~/i18n/translator` (decision 070). i18next is only its test oracle; react-i18next, imported without its provider, would show keys instead of words.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: "^app/i18n/translator\\.test\\.ts$" },
      to: { path: "node_modules/(i18next|react-i18next)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|build-[^/]*|\\.react-router|\\.data|test-results|playwright-report|public)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
