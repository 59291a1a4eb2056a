import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The cluster journeys (tests/cluster), run by scripts/test-cluster.mjs once nginx, two
 * storefront instances, the Store API, the Paymob sandbox and Redis are up: every request
 * goes through nginx and may land on either instance.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = {
  executablePath: chromium,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
};
// Kinds of page audited with axe are claimed once per run across workers (tests/e2e/axe.ts).
process.env.AXE_AUDITED_DIR ??= mkdtempSync(path.join(tmpdir(), "axe-audited-"));
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
});
