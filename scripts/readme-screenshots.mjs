// The README's pictures of the shop, in Arabic, into docs/screenshots/: template 3 on a phone
// (390×844) along a shopper's way — home, a category with its filter sheet open, a product, the
// cart, the checkout's payment step as the demo customer, the order placed — and the home page on
// a laptop (1366×900). Places one cash-on-delivery order in the store it is pointed at. Starts nothing itself: run
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
/** The embedded demo's customer (README, "Sign in as the demo customer"). */
const DEMO = { login: process.env.DEMO_LOGIN ?? "demo@oasis-store.example", password: process.env.DEMO_PASSWORD ?? "Demo#2026pass" };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "docs", "screenshots");
mkdirSync(out, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "ar-EG" };
const LAPTOP = { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, locale: "ar-EG" };
const at = (p) => new URL(p, BASE_URL).href;

/** With JavaScript the app marks the page once it has hydrated; a tap before that is a plain form post. */
const hydrated = (page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

async function open(page, p) {
  const response = await page.goto(at(p), { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${p} answered ${response?.status()}`);
}

/** Fonts and the pictures on the first screen, then the picture. */
async function shoot(page, file) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only pictures inside the screen: a lazy one beside it (a gallery's next slide) never loads.
    const inView = (img) => {
      const box = img.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
    };
    const pending = [...document.images].filter((img) => !img.complete && inView(img));
    await Promise.all(pending.map((img) => new Promise((done) => ["load", "error"].forEach((e) => img.addEventListener(e, done, { once: true })))));
  });
  await page.screenshot({ path: path.join(out, file), animations: "disabled" });
  console.log(`docs/screenshots/${file}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
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

  await page.locator("main form:has(input[name=intent][value=add]) button[type=submit]").first().click();
  await page.locator(".added-notice--sheet").waitFor();
  await open(page, "/cart");
  await shoot(page, "cart-ar-phone.png");

  await open(page, "/login?redirectTo=/checkout");
  await page.locator("input[name=login]").fill(DEMO.login);
  await page.locator("input[name=password]").fill(DEMO.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== "/login" || url.search.includes("keep-cart")),
    page.locator("input[name=password]").press("Enter"),
  ]);
  // The demo customer may have a cart from an earlier run: the login asks whether to keep the guest's.
  if (new URL(page.url()).searchParams.get("step") === "keep-cart") {
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith("/checkout")), page.getByRole("button", { name: "نعم، احتفظ بها" }).click()]);
  }
  await open(page, "/checkout/shipping");
  await hydrated(page);
  await Promise.all([page.waitForURL(/#shipping$/), page.getByRole("button", { name: "التوصيل إلى هذا العنوان" }).first().click()]);
  await page.locator("#shipping input[type=radio]").first().check();
  await Promise.all([page.waitForURL(/\/checkout\/payment/), page.locator("#shipping button[type=submit]").last().click()]);
  await hydrated(page);
  await page.locator("input[name=payment_method_Id][value='1']").check();
  await shoot(page, "checkout-payment-ar-phone.png");
  await Promise.all([page.waitForURL(/\/checkout\/confirmation/), page.locator("form:has(input[name=payment_method_Id]) button[type=submit]").last().click()]);
  await hydrated(page);
  await Promise.all([page.waitForURL(/\/checkout\/placed/), page.getByRole("button", { name: "تأكيد الطلب", exact: true }).click()]);
  await shoot(page, "order-placed-ar-phone.png");

  await context.close();
} finally {
  await browser.close();
}
