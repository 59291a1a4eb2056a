import { defineConfig } from "@playwright/test";
import { axeRunFolder, launchOptions, projects } from "./tests/support/browser";

/**
 * The cluster journeys (tests/cluster), run by scripts/test-cluster.mjs once nginx, two
 * storefront instances, the Store API, the Paymob sandbox and Redis are up: every request
 * goes through nginx and may land on either instance.
 */
axeRunFolder();
export const CLUSTER_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 7300);

export default defineConfig({
  testDir: "tests/cluster",
  // Its own folder: a main suite run in the same checkout clears test-results/ (and its workers' artifacts).
  outputDir: "test-results/cluster",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 60_000,
  // Two instances, the Store API and nginx share the machine with the browser.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${CLUSTER_BASE}`,
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects,
});
