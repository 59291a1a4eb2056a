import { devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

// As root Chromium needs --no-sandbox; the rest keep it from reaching for a network it does not have.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The journeys run in Debian's headless shell of the same Chromium (package chromium-headless-shell):
 * on CI's two cores, which two test browsers beside a dozen servers keep busy, it runs the suite in
 * about two thirds of the full browser's time (decision 062). Its text is hinted to whole pixels
 * unless told otherwise; unhinted, it lays text out to the same fractions of a pixel as the full
 * browser, which the font-fallback and breadcrumb checks measure. Without the shell, or with
 * CHROMIUM_PATH set, the full browser.
 */
const shell = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL);
export const launchOptions = {
  executablePath: shell ? HEADLESS_SHELL : FULL_CHROMIUM,
  args: shell ? [...args, "--font-render-hinting=none"] : args,
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
