import { devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's Chromium (Playwright cannot download its own here), or CHROMIUM_PATH. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // As root Chromium needs --no-sandbox; the rest keep it from reaching for a network it does not have.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Every journey runs twice: with JavaScript, and with it turned off. */
export const projects = [
  { name: "js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
  { name: "no-js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
];

/**
 * One folder per run in which workers claim the kinds of page they audit with axe
 * (tests/e2e/axe.ts); a config calls this when the runner reads it, before it starts the
 * workers, which inherit its environment.
 */
export function axeRunFolder() {
  process.env.AXE_AUDITED_DIR ??= mkdtempSync(path.join(tmpdir(), "axe-audited-"));
}
