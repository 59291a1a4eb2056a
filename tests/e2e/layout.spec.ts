import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test, urlOn, TEMPLATES } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct, type ProductSummary } from "./store-data";

/**
 * The layout of every kind of page (issue 21), in both languages and all three templates, at a
 * small phone, a common phone and a laptop: nothing spills sideways, the header leaves a phone
 * room for the page, the first products show above the fold, every control is big enough for a
 * thumb (WCAG 2.5.8's 44 px enhanced size, running-text links exempt), and no text of the other
 * language leaks in. Each page loads once and the viewport is resized (media queries follow);
 * the no-js project attaches a full-page screenshot of each size with a finding, and of every one
 * with LAYOUT_SCREENSHOTS=1, for a person to look at (all 378 of them took half of its time).
 *
 * Data the shop shows as the backend or the customer gave it is marked, and the leak check skips
 * it: a <bdi> (isolated, as text of unknown direction should be: names, addresses, SKUs, order
 * numbers), translate="no" (e-mails, brands) or its own lang (a phrase deliberately in the other
 * language, like the language switch's label).
 *
 * Self-contained on purpose: other branches copy this one file to check their pages.
 */

type Lang = "ar" | "en";
interface Size {
  width: number;
  height: number;
}
const PHONES: Size[] = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const SIZES: Size[] = [...PHONES, { width: 1366, height: 900 }];
const MAX_HEADER = 120;
const MIN_TARGET = 44;
/** Every page at every size, not only those with a finding: LAYOUT_SCREENSHOTS=1. */
const ALL_SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS === "1";

/** What one page looks like at one size, measured in the page in one go. */
interface Measure {
  scrollWidth: number;
  innerWidth: number;
  innerHeight: number;
  banner: number | null;
  firstCardTop: number | null;
  small: string[];
  leaks: string[];
}

/** Runs in the page: must not close over anything. */
function measure(lang: Lang): Measure {
  const visible = (el: Element) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    // Visually hidden (skip links, screen-reader text) is 1 px or clipped to nothing.
    if (r.width <= 1 || r.height <= 1) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") return false;
    }
    // Out of reach: parked above the page (a skip link until focused) or beside it (a closed drawer).
    return r.bottom + window.scrollY > 0 && r.right > 0 && r.left < window.innerWidth;
  };
  const say = (el: Element) =>
    (el.textContent || el.getAttribute("aria-label") || (el as HTMLInputElement).value || el.getAttribute("name") || "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);

  const landmarkParents = "article, aside, main, nav, section, [role=article], [role=complementary], [role=main], [role=navigation], [role=region]";
  const banner =
    document.querySelector("[role=banner]") ?? [...document.querySelectorAll("header")].find((h) => !h.parentElement?.closest(landmarkParents)) ?? null;

  const card = document.querySelector("main .product-card");

  // A link inside a sentence (WCAG 2.5.8's inline exception): an inline link whose paragraph says more than the link.
  const inSentence = (el: Element) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const block = el.closest("p, label");
    if (!block) return false;
    return /\p{L}/u.test((block.textContent ?? "").replace(el.textContent ?? "", ""));
  };
  const small: string[] = [];
  for (const el of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]")) {
    if (!visible(el) || inSentence(el)) continue;
    // A check box or radio button is hit through its label as well.
    const areas = [el, ...((el as HTMLInputElement).labels ?? [])].map((e) => e.getBoundingClientRect());
    const best = areas.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
    if (best.width < 44 || best.height < 44) small.push(`<${el.tagName.toLowerCase()}> "${say(el)}" ${+best.width.toFixed(1)}×${+best.height.toFixed(1)}`);
  }

  const foreign = lang === "ar" ? (s: string) => /[A-Za-z]/.test(s) && !/\p{Script=Arabic}/u.test(s) : (s: string) => /\p{Script=Arabic}/u.test(s);
  const leaks: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const parent = node.parentElement;
    if (!text || !parent || !foreign(text)) continue;
    if (parent.closest('script, style, noscript, template, bdi, [translate="no"], [lang]:not(html)')) continue;
    if (!visible(parent)) continue;
    leaks.push(`<${parent.tagName.toLowerCase()}${parent.className ? `.${String(parent.className).split(" ")[0]}` : ""}> "${text.slice(0, 60)}"`);
  }

  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    banner: banner ? banner.getBoundingClientRect().height : null,
    firstCardTop: card ? card.getBoundingClientRect().top + window.scrollY : null,
    small: [...new Set(small)],
    leaks: [...new Set(leaks)],
  };
}

interface Visit {
  /** The page kind, as the report names it. */
  kind: string;
  path: string;
  /** Product listings: the first card must show above the fold on a phone. */
  cards?: boolean;
}

/** Loads the page once and checks it at each size, softly, so one run lists every finding. */
async function check(page: Page, testInfo: TestInfo, template: number, lang: Lang, visit: Visit, javaScriptEnabled: boolean) {
  await page.setViewportSize(SIZES[1]);
  const url = `${visit.path}${visit.path.includes("?") ? "&" : "?"}lng=${lang}`;
  const response = await page.goto(url);
  expect(response?.status(), `${visit.kind} answers`).toBe(visit.kind === "404" ? 404 : 200);
  // Softly, with a bound: a page that never hydrates is a finding, and the other pages still get checked.
  if (javaScriptEnabled) await expect.soft(page.locator("html[data-hydrated]"), `${visit.kind} hydrates`).toBeAttached({ timeout: 15_000 });
  // The 404 is the root error page, outside any template.
  if (visit.kind !== "404") await expect(page.locator(`[data-template="${template}"]`), `${visit.kind} is in template ${template}`).toHaveCount(1);
  // Without JavaScript every image is in before the page is measured, as a screenshot shows it.
  const noJs = testInfo.project.name === "no-js";
  if (noJs) await eagerImages(page);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const m = await page.evaluate(measure, lang);
    const findingsBefore = testInfo.errors.length;
    const phone = size.width < 500;
    const where = `template ${template} · ${lang} · ${visit.kind} (${visit.path}) at ${size.width}×${size.height}`;
    expect.soft(m.scrollWidth, `${where}: no sideways spill (scrollWidth ${m.scrollWidth} > innerWidth ${m.innerWidth})`).toBeLessThanOrEqual(m.innerWidth);
    if (phone) {
      expect.soft(m.banner, `${where}: the page has a banner landmark`).not.toBeNull();
      expect.soft(m.banner ?? 0, `${where}: the header is at most ${MAX_HEADER} px tall`).toBeLessThanOrEqual(MAX_HEADER);
      if (visit.cards) {
        expect.soft(m.firstCardTop, `${where}: there is a product card`).not.toBeNull();
        expect.soft(m.firstCardTop ?? Infinity, `${where}: the first product card starts above the fold`).toBeLessThan(m.innerHeight);
      }
      expect.soft(m.small, `${where}: controls under ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
    }
    expect.soft(m.leaks, `${where}: text in the other language`).toEqual([]);
    if (noJs && (ALL_SCREENSHOTS || testInfo.errors.length > findingsBefore)) {
      const body = await page.screenshot({ fullPage: true, animations: "disabled", type: "jpeg", quality: 70 });
      await testInfo.attach(`t${template}-${lang}-${visit.kind}-${size.width}.jpg`, { body, contentType: "image/jpeg" });
    }
  }
}

async function eagerImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) => (img.complete ? null : new Promise((done) => ["load", "error"].forEach((e) => img.addEventListener(e, done, { once: true }))))),
    );
  });
}

/** A product in stock, in the page's language, whose first word finds it in a search. */
async function aProduct(request: APIRequestContext, lang: Lang): Promise<ProductSummary> {
  return findProduct(request, (p) => p.balance >= 10 && p.price >= 120 && p.price <= 400, lang);
}

/** In the js project only template 3 and these pages run: hydration must not undo the layout. */
const JS_PAGES = new Set(["home", "category", "product", "cart", "checkout address", "404"]);

/** Pages to check in this project. */
const pick = (visits: Visit[], javaScriptEnabled: boolean) => visits.filter((v) => !javaScriptEnabled || JS_PAGES.has(v.kind));

/** Places an order the way the checkout's last form does, and answers the invoice's path. */
async function placeOrder(request: APIRequestContext) {
  const html = await (await request.get("/checkout/confirmation?lng=en")).text();
  const form: Record<string, string> = {};
  for (const name of ["key", "address_id", "shipping_company_id", "shipping_type_id", "payment_method_Id"]) {
    form[name] = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)![1];
  }
  const res = await request.post("/checkout/confirmation", { form, maxRedirects: 0 });
  expect(res.status(), "the order is placed").toBe(303);
  return res.headers().location;
}

async function post(request: APIRequestContext, path: string, form: Record<string, string>) {
  const res = await request.post(path, { form, maxRedirects: 0 });
  expect(res.status(), `${path} ${JSON.stringify(form)}`).toBe(303);
}

/** The shipping step's first company and type for the town, as its radio's value. */
async function firstShipping(request: APIRequestContext, townId: number) {
  const companies = (await (await request.get(`/api/shipment/shipping-companies?town_id=${townId}`, { headers: { "X-LANG": "en" } })).json()).data.data;
  return `${companies[0].id}-${companies[0].types[0].id}`;
}

for (const t of TEMPLATES) {
  test.describe(`layout · template ${t.id}`, () => {
    test.use({ baseURL: urlOn(t.port) });
    test.beforeEach(({ javaScriptEnabled }) => {
      test.skip(javaScriptEnabled && t.id !== 3, "with JavaScript, template 3's main pages only; no-js checks every template");
    });

    for (const lang of ["ar", "en"] as const) {
      test(`storefront pages in ${lang}`, async ({ page, javaScriptEnabled }, testInfo) => {
        test.setTimeout(180_000);
        const product = await aProduct(page.request, lang);
        // A line in the cart from the start: the header shows its count on every page.
        await addToCart(page.request, product);
        const term = product.name.split(/\s+/)[0];
        const visits: Visit[] = [
          { kind: "home", path: "/" },
          { kind: "category", path: `/${product.category.slug}`, cards: true },
          { kind: "product", path: `/${product.category.slug}/${product.slug}` },
          { kind: "search", path: `/search?q=${encodeURIComponent(term)}`, cards: true },
          { kind: "cart", path: "/cart" },
          { kind: "login", path: "/login" },
          { kind: "register", path: "/register" },
          { kind: "404", path: "/no-such-page/at-all" },
        ];
        for (const visit of pick(visits, javaScriptEnabled)) await check(page, testInfo, t.id, lang, visit, javaScriptEnabled);
      });

      test(`checkout steps and the invoice in ${lang}`, async ({ page, javaScriptEnabled }, testInfo) => {
        test.setTimeout(180_000);
        const { shopper, address } = await seedCustomer(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        await addToCart(page.request, await aProduct(page.request, lang));
        const at = (kind: string, path: string) => check(page, testInfo, t.id, lang, { kind, path }, javaScriptEnabled);

        if (!javaScriptEnabled) await at("checkout cart", "/checkout");
        await at("checkout address", "/checkout/shipping");
        if (javaScriptEnabled) return;
        await post(page.request, "/checkout/shipping", { intent: "address", address_id: String(address!.id) });
        await at("checkout shipping", "/checkout/shipping");
        await post(page.request, "/checkout/shipping", { intent: "shipping", shipping: await firstShipping(page.request, address!.town.id) });
        await at("checkout payment", "/checkout/payment");
        await post(page.request, "/checkout/payment", { payment_method_Id: "1", payment_phone: "" });
        await at("checkout review", "/checkout/confirmation");
        await at("invoice", await placeOrder(page.request));
      });

      test(`account pages in ${lang}`, async ({ page, javaScriptEnabled }) => {
        test.skip(javaScriptEnabled, "no-js only");
        test.setTimeout(180_000);
        const { shopper, address, token, api } = await seedCustomer(page.request);
        const product = await aProduct(page.request, lang);
        await api("POST", "store/account/favourites", token, { product_id: product.id });
        await api("POST", "store/cart", token, { item_id: product.id, unit_id: product.default_unit_id, qty: 1 });
        const [company, type] = (await firstShipping(page.request, address!.town.id)).split("-").map(Number);
        const order = (
          await api("POST", "store/checkout", token, { address_id: address!.id, shipping_company_id: company, shipping_type_id: type, payment_method_Id: 1 })
        ).data;
        await signInByPost(page.request, shopper.email, shopper.password);
        const visits: Visit[] = [
          { kind: "account", path: "/account" },
          { kind: "account details", path: "/account/details" },
          { kind: "account password", path: "/account/password" },
          { kind: "account addresses", path: "/account/addresses" },
          { kind: "account orders", path: "/account/orders" },
          { kind: "account order", path: `/account/orders/${order.id}` },
          { kind: "account favourites", path: "/account/favourites" },
        ];
        for (const visit of visits) await check(page, test.info(), t.id, lang, visit, false);
      });
    }
  });
}
