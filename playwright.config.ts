import { defineConfig } from "@playwright/test";
import { axeRunFolder, launchOptions, projects } from "./tests/support/browser";

// E2E_PORT_BASE and BUILD_DIR let several checkouts run their suites side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const PORTS = {
  main: BASE,
  siteOff: BASE + 1,
  broken: BASE + 2,
  encrypted: BASE + 3,
  currencyDown: BASE + 4,
  operator: BASE + 5,
  template1: BASE + 6,
  template2: BASE + 7,
  // tests/e2e/process.spec.ts: a demo started while its port is taken, then its "starting" answer.
  starting: BASE + 8,
  slowServer: BASE + 10,
  slowBackend: BASE + 11,
  spare: BASE + 12,
  pageCache: BASE + 13,
  // Security and resilience specs (tests/e2e/security.spec.ts, resilience.spec.ts).
  security: BASE + 14,
  slowDataBackend: BASE + 15,
  slowDataServer: BASE + 16,
  load: BASE + 17,
  nothingListens: BASE + 18,
  // A production demo without PUBLIC_URL (tests/e2e/forged-host.spec.ts).
  forgedHost: BASE + 19,
  // tests/e2e/http-surface.spec.ts: a demo server with the default settings.
  surface: BASE + 20,
  // tests/e2e/messages.spec.ts: a store without the open map and without a maps key.
  mapless: BASE + 21,
  // tests/e2e/store-services.spec.ts: the commercial map (free_map off, an api_key).
  googleMap: BASE + 22,
  // tests/e2e/sign-in-required.spec.ts starts its own, so the Store API calls it counts are its alone.
  signInRequired: BASE + 23,
  // tests/e2e/prices-shown.spec.ts starts one with PRICE_DISPLAY=exclusive (decision 075).
  pricesExclusive: BASE + 24,
  downBackend: BASE + 98,
  currencyDownBackend: BASE + 99,
} as const;

/** The Store API timeout of the resilience servers; the slow-data backend answers data calls later than this. */
export const SLOW_DATA_TIMEOUT_MS = 1000;

/** Opens the operator pages on the main and operator servers (the others have none configured). */
export const OPERATOR_SECRET = "playwright-operator-secret-0123456789abcdef";

axeRunFolder();
// Servers whose settings change the markup of the same routes: their pages are audited apart.
process.env.AXE_DISTINCT_ORIGINS ??= [PORTS.encrypted, PORTS.siteOff, PORTS.broken, PORTS.currencyDown, PORTS.slowDataServer, PORTS.nothingListens]
  .map((port) => `http://localhost:${port}`)
  .join(",");

// Servers the journeys start themselves (auth, messages, process) inherit these.
process.env.PAGE_CACHE_SECONDS ??= "0";
// Fixtures seed and read the embedded Store API at /api on each demo server (decision 031);
// tests/e2e/http-surface.spec.ts starts one without it, as an operator's default.
process.env.STORE_API_PUBLIC ??= "1";

const common = {
  NODE_ENV: "production",
  SESSION_SECRET: "playwright-session-secret-0123456789abcdef",
  LOG_LEVEL: "warn",
  // Journeys compare renders; tests/e2e/page-cache.spec.ts has its own server with the cache on.
  PAGE_CACHE_SECONDS: "0",
  STORE_API_PUBLIC: "1",
};

/** A process the suite needs, started by tests/support/start-servers.ts before the first test. */
export interface TestServer {
  /** What `node` runs. */
  args: string[];
  env: Record<string, string>;
  /** Answers 2xx once the server is ready. */
  url: string;
  /** Servers whose backend fails on purpose would fill the report with the failures they are there to cause. */
  quiet?: boolean;
}

function storefront(port: number, extra: Record<string, string> = {}, quiet = false): TestServer {
  return {
    args: [`${BUILD_DIR}/server.js`],
    url: `http://localhost:${port}/healthz`,
    quiet,
    env: { ...common, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...extra },
  };
}

function fakeBackend(port: number, mode: string): TestServer {
  return {
    args: ["tests/support/fake-backend.mjs", String(port), mode],
    env: { SLOW_MS: String(SLOW_DATA_TIMEOUT_MS * 10) },
    url: `http://127.0.0.1:${port}/healthz`,
  };
}

export const SERVERS: TestServer[] = [
  storefront(PORTS.main, { OPERATOR_SECRET }),
  // The js project's operator journeys get their own error log, so clearing it cannot race the no-js ones on main.
  storefront(PORTS.operator, { OPERATOR_SECRET }),
  storefront(PORTS.siteOff, { STORE_API_SETTINGS: JSON.stringify({ website_status: 0 }) }),
  // The other store templates (main runs the default, 3): tests/e2e/templates.spec.ts walks each.
  storefront(PORTS.template1, { STORE_API_SETTINGS: JSON.stringify({ template: 1 }) }),
  storefront(PORTS.template2, { STORE_API_SETTINGS: JSON.stringify({ template: 2 }) }),
  storefront(PORTS.pageCache, { PAGE_CACHE_SECONDS: "60" }),
  fakeBackend(PORTS.downBackend, "down"),
  storefront(PORTS.broken, { STORE_API_URL: `http://127.0.0.1:${PORTS.downBackend}/`, STORE_API_TIMEOUT_MS: "2000" }, true),
  fakeBackend(PORTS.currencyDownBackend, "currency-down"),
  storefront(PORTS.currencyDown, { STORE_API_URL: `http://127.0.0.1:${PORTS.currencyDownBackend}/` }, true),
  // Its own rate-limit counters, and an https PUBLIC_URL (as behind a TLS proxy) for the Secure-cookie and HSTS checks.
  storefront(PORTS.security, { PUBLIC_URL: `https://localhost:${PORTS.security}` }),
  fakeBackend(PORTS.slowDataBackend, "slow-data"),
  storefront(PORTS.slowDataServer, { STORE_API_URL: `http://127.0.0.1:${PORTS.slowDataBackend}/`, STORE_API_TIMEOUT_MS: String(SLOW_DATA_TIMEOUT_MS) }, true),
  // Port 1: nothing listens there, so every Store API call is refused.
  storefront(PORTS.nothingListens, { STORE_API_URL: "http://127.0.0.1:1/", STORE_API_TIMEOUT_MS: String(SLOW_DATA_TIMEOUT_MS) }, true),
  storefront(PORTS.load),
  // Settings are the whole store's: the map's absence, and Google's map, each have their own.
  storefront(PORTS.mapless, { STORE_API_SETTINGS: JSON.stringify({ free_map: 0, api_key: "" }) }),
  storefront(PORTS.googleMap, { STORE_API_SETTINGS: JSON.stringify({ free_map: 0, api_key: "test-browser-key" }) }),
  // Encrypted answers, and Google Tag Manager and Search Console switched on.
  storefront(PORTS.encrypted, {
    STORE_API_ENCRYPTION: "laravel",
    STORE_API_ENCRYPTION_KEY: "azN5LWZvci1sYXJhdmVsLWZvcm1hdC0zMi1ieXRlcyE=",
    STORE_API_SETTINGS: JSON.stringify({
      google_tag_manager_status: 1,
      google_tag_manager_id: "GTM-TEST123",
      google_console_status: 1,
      google_console_id: "console-verification-token",
    }),
  }),
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  // A CI machine runs two browsers beside a dozen servers: a page may take longer than 5 s to come.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://localhost:${PORTS.main}`,
    // Recording a trace of every test costs CI a sixth of its run: there a failed test's retry
    // records one (retries: 1); a local run, without retries, keeps the trace of each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects,
  // All at once rather than one by one as webServer would (tests/support/start-servers.ts).
  globalSetup: "./tests/support/start-servers.ts",
});
