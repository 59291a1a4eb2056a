// The README's pictures of the shop, in Arabic, into docs/screenshots/: template 3 on a phone
// (390×844) along a guest's way — home, a category with its filter sheet open, a product — and the home page on a laptop (1366×900). Starts nothing itself: run
// the demo store (`npm run build && PORT=3000 npm start`), then
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
const CATEGORY = "/electronics";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "screenshots");
mkdirSync(out, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "ar-EG" };
const LAPTOP = { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, locale: "ar-EG" };
const at = (p) => new URL(p, BASE_URL).href;

async function open(page, p) {
  const response = await page.goto(at(p), { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${p} answered ${response?.status()}`);
}

/** Fonts and the pictures on the first screen, then the picture. */
async function shoot(page, file) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(pending.map((img) => new Promise((done) => ["load", "error"].forEach((e) => img.addEventListener(e, done, { once: true })))));
  });
  await page.screenshot({ path: path.join(out, file), animations: "disabled" });
  console.log(`docs/screenshots/${file}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run"],
});
try {
  const laptop = await browser.newPage(LAPTOP);
  await open(laptop, "/?lng=ar");
  // The pictures show template 3, the default; a store set to another template would mislead.
  if ((await laptop.locator('[data-template="3"]').count()) !== 1) throw new Error(`${BASE_URL} does not run template 3`);
  await shoot(laptop, "home-ar-desktop.png");

  // The filter sheet as a shopper without JavaScript reaches it: the same panel a tap opens.
  const plain = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const sheet = await plain.newPage();
  await open(sheet, `${CATEGORY}?lng=ar#filters`);
  await shoot(sheet, "listing-filters-ar-phone.png");
  await plain.close();

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await open(page, "/?lng=ar");
  await shoot(page, "home-ar-phone.png");

  await open(page, CATEGORY);
  const first = page.locator("main a.product-card__link").first();
  const product = new URL(await first.getAttribute("href"), BASE_URL).pathname;
  await open(page, product);
  await shoot(page, "product-ar-phone.png");

  await context.close();
} finally {
  await browser.close();
}
