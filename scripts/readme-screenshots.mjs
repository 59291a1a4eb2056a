// The README's pictures of the shop: template 3's Arabic home page on a phone (390×844) and on a
// laptop (1366×900), as a shopper first sees it, into docs/screenshots/. Starts nothing itself:
// run the demo store (`npm run build && PORT=3000 npm start`), then
//   BASE_URL=http://localhost:3000 node scripts/readme-screenshots.mjs
// Uses Debian's Chromium (/usr/bin/chromium) like the tests, or CHROMIUM_PATH.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL;
if (!BASE_URL) {
  console.error("Set BASE_URL to a running demo store, e.g. BASE_URL=http://localhost:3000");
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "screenshots");
mkdirSync(out, { recursive: true });

const shots = [
  { file: "home-ar-phone.png", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { file: "home-ar-desktop.png", viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run"],
});
try {
  for (const { file, ...device } of shots) {
    const context = await browser.newContext({ ...device, locale: "ar-EG" });
    const page = await context.newPage();
    const response = await page.goto(new URL("/?lng=ar", BASE_URL).href, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${BASE_URL} answered ${response?.status()}`);
    // The pictures show template 3, the default; a store set to another template would mislead.
    if ((await page.locator('[data-template="3"]').count()) !== 1) throw new Error(`${BASE_URL} does not run template 3`);
    // Lazy images below the first screen do not matter; those on it must have arrived.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const pending = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
      await Promise.all(pending.map((img) => new Promise((done) => ["load", "error"].forEach((e) => img.addEventListener(e, done, { once: true })))));
    });
    await page.screenshot({ path: path.join(out, file), animations: "disabled" });
    console.log(`docs/screenshots/${file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
