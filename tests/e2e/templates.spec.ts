import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, hydrated, PORTS, searchBox, test, urlOn } from "./fixtures";
import { api, shelfPrice, localCurrency, shown, writtenCurrency, type ApiProduct, type Lang } from "./catalogue-api";
import { addToCart } from "./store-data";
import { escapeRegExp } from "./regexp";

/**
 * The smoke journeys once per store template (issue 9): the main server runs the default (3), two more
 * servers run templates 1 and 2 (STORE_API_SETTINGS). Each page is checked for real content and the
 * template's own landmarks, and a full-page screenshot goes into the report.
 */
interface TemplateCase {
  id: 1 | 2 | 3;
  port: number;
  card: string;
  /** What only this template's default layout has. */
  landmark: (page: Page) => Promise<void>;
  /** What only this template's auth layout has. */
  authLandmark: (page: Page, lng: Lang) => Promise<void>;
}

const words = {
  ar: {
    mainMenu: "القائمة الرئيسية",
    menu: "القائمة",
    cart: "السلة",
    login: "تسجيل الدخول",
    switchLanguage: "English",
    currency: "العملة",
    change: "تغيير",
    offers: "العروض",
    newsletter: "النشرة البريدية",
    tagline: "حسابك يحفظ سلتك",
    backToStore: "العودة إلى المتجر",
    freeShipping: "شحن مجاني للطلبات فوق",
    shippingDays: "التوصيل خلال 1-5 أيام",
  },
  en: {
    mainMenu: "Main menu",
    menu: "Menu",
    cart: "Cart",
    login: "Sign in",
    switchLanguage: "العربية",
    currency: "Currency",
    change: "Change",
    offers: "Offers",
    newsletter: "Newsletter",
    tagline: "Your account keeps your cart",
    backToStore: "Back to the store",
    freeShipping: "Free shipping on orders over",
    shippingDays: "Delivery in 1-5 days",
  },
} as const;

const CASES: TemplateCase[] = [
  {
    id: 1,
    port: PORTS.template1,
    card: "t1-card",
    landmark: async (page) => {
      await expect(page.locator(".t1-topbar")).toBeVisible();
      await expect(page.locator(".t1-categories .t1-menu > li").first()).toBeVisible();
      await expect(page.locator(".t1-footer__column")).toHaveCount(4);
    },
    authLandmark: async (page, lng) => {
      await expect(page.locator(".t1-auth__panel")).toContainText(words[lng].tagline);
      await expect(page.getByRole("link", { name: words[lng].backToStore })).toHaveAttribute("href", "/");
    },
  },
  {
    id: 2,
    port: PORTS.template2,
    card: "t2-card",
    landmark: async (page) => {
      await expect(page.locator("details.t2-drawer > summary")).toBeVisible();
      await expect(page.locator(".t2-drawer__panel")).toBeHidden();
      await expect(page.locator(".t2-footer")).toBeVisible();
    },
    authLandmark: async (page, lng) => {
      await expect(page.locator(".t2-auth__card .t2-auth__brand")).toBeVisible();
      await expect(page.getByRole("link", { name: words[lng].backToStore })).toHaveAttribute("href", "/");
    },
  },
  {
    id: 3,
    port: PORTS.main,
    card: "t3-card",
    landmark: async (page) => {
      await expect(page.locator(".t3-banner")).toBeVisible();
      // From 1024 px the drawer's panel is the header's second row: the menu shows without opening it.
      await expect(page.locator(".t3-drawer__panel .t3-menu")).toBeVisible();
    },
    authLandmark: async (page) => {
      await expect(page.locator(".t3-auth__header")).toBeVisible();
      // A shopper who opened sign-in by mistake has a plain way back, above the form.
      await expect(page.locator(".t3-auth__back").getByRole("link")).toHaveAttribute("href", "/");
    },
  },
];

/**
 * Loads every image (lazy ones too) and attaches a full-page screenshot to the report. The
 * no-js project's screenshots are the report's: hydration must not change the rendered page
 * (the fixtures fail on a mismatch), and the js project spends its time on the axe audit.
 */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === "js") return;
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) => (img.complete ? null : new Promise((done) => ["load", "error"].forEach((e) => img.addEventListener(e, done, { once: true }))))),
    );
  });
  const body = await page.screenshot({ fullPage: true, animations: "disabled" });
  await testInfo.attach(`${name}.png`, { body, contentType: "image/png" });
}

async function expectDocument(page: Page, lng: Lang, template: number, status: number | undefined) {
  expect(status).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", lng);
  await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
  await expect(page.locator(`[data-template="${template}"]`)).toHaveCount(1);
}

/** The header parts every template keeps: search, cart with its count, account, language, currency, newsletter. */
async function expectShellParts(page: Page, lng: Lang, template: number, cartCount: number) {
  const w = words[lng];
  await expect(searchBox(page.getByRole("search"))).toBeVisible();
  const cart = page.getByRole("link", { name: new RegExp(`^${w.cart}`) });
  await expect(cart).toHaveAttribute("href", "/cart");
  await expect(cart.locator(".cart-count")).toHaveText(String(cartCount));
  await expect(page.getByRole("link", { name: w.login }).first()).toHaveAttribute("href", "/login");
  await expect(page.getByRole("button", { name: w.switchLanguage, exact: true })).toBeVisible();
  await expect(page.locator("#newsletter")).toContainText(w.newsletter);
  // Template 2 keeps the currency in its drawer.
  if (template === 2) await openDrawer(page);
  // Template 1 has a second switcher in its phone menu (decision 076): the one shown is the one a shopper meets.
  await expect(page.getByRole("combobox", { name: w.currency })).toBeVisible();
  if (template === 2) await closeDrawer(page);
}

const drawerPanel = (page: Page) => page.locator(".t2-drawer__panel");

async function openDrawer(page: Page) {
  await page.locator(".t2-drawer > summary").click();
  await expect(drawerPanel(page)).toBeVisible();
}

async function closeDrawer(page: Page) {
  // The shaded backdrop belongs to the summary: a click beside the panel closes the drawer without JavaScript.
  const viewport = page.viewportSize()!;
  const box = (await drawerPanel(page).boundingBox())!;
  const x = box.x > viewport.width / 2 ? 10 : viewport.width - 10;
  await page.mouse.click(x, viewport.height / 2);
  await expect(drawerPanel(page)).toBeHidden();
}

type Product = ApiProduct & { default_unit_id: number };

async function pickProduct(request: Parameters<typeof api>[0], lng: Lang): Promise<Product> {
  const { data } = await api<{ data: Product[] }>(request, "store/search?per_page=40", lng);
  const product = data.find((p) => p.balance > 0 && p.discount > 0) ?? data.find((p) => p.balance > 0);
  if (!product) throw new Error("no product in stock in the demo data");
  return product;
}

for (const t of CASES) {
  test.describe(`template ${t.id}`, () => {
    test.use({ baseURL: urlOn(t.port) });

    for (const lng of ["ar", "en"] as const) {
      test(`home, a category, a product, the cart and sign-in render in ${lng}`, async ({ page, request, javaScriptEnabled }, testInfo) => {
        test.setTimeout(120_000);
        const w = words[lng];
        const { settings } = await api<{ settings: { name: string; free_shipping_over: number } }>(request, "bootstrap", lng);
        const code = writtenCurrency(await localCurrency(request), lng);
        const product = await pickProduct(request, lng);
        const tag = `template-${t.id}-${lng}-${javaScriptEnabled ? "js" : "no-js"}`;

        // Home
        let response = await page.goto(`/?lng=${lng}`);
        await expectDocument(page, lng, t.id, response?.status());
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(settings.name);
        await expect(page.locator(`main .product-card.${t.card}`).first()).toBeVisible();
        await t.landmark(page);
        await expectShellParts(page, lng, t.id, 0);
        // The spec's labels: delivery in 1-5 days, and free shipping over the store's amount in the shown currency.
        await expect(page.getByText(w.shippingDays, { exact: true })).toBeVisible();
        await expect(page.getByText(w.freeShipping).first()).toContainText(shown(settings.free_shipping_over, code));
        await snapshot(page, testInfo, `${tag}-home`);

        // A category
        response = await page.goto(`/${product.category.slug}?lng=${lng}`);
        await expectDocument(page, lng, t.id, response?.status());
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.category.name);
        const cards = page.locator(`main .product-card.${t.card}`);
        await expect(cards.first()).toBeVisible();
        await expect(cards.first().locator(".product-card__name")).not.toBeEmpty();
        await t.landmark(page);
        await snapshot(page, testInfo, `${tag}-category`);

        // A product
        response = await page.goto(`/${product.category.slug}/${product.slug}?lng=${lng}`);
        await expectDocument(page, lng, t.id, response?.status());
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
        await expect(page.locator(".product__price .product-price__now")).toHaveText(shown(shelfPrice(product.price, product.discount, product.tax), code));
        await t.landmark(page);
        await snapshot(page, testInfo, `${tag}-product`);

        // The cart, with that product in it (added through the storefront's own form action)
        await addToCart(page.request, product);
        response = await page.goto(`/cart?lng=${lng}`);
        await expectDocument(page, lng, t.id, response?.status());
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.cart);
        await expect(page.locator("main")).toContainText(product.name);
        await expect(page.getByRole("link", { name: new RegExp(`^${w.cart}`) }).locator(".cart-count")).toHaveText("1");
        await t.landmark(page);
        await snapshot(page, testInfo, `${tag}-cart`);

        // Sign-in, in the template's auth layout
        response = await page.goto(`/login?lng=${lng}`);
        await expectDocument(page, lng, t.id, response?.status());
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.login);
        await expect(page.locator("main").getByRole("textbox").first()).toBeVisible();
        await t.authLandmark(page, lng);
        await expect(page.getByRole("button", { name: w.switchLanguage, exact: true })).toBeVisible();
        await snapshot(page, testInfo, `${tag}-login`);
      });
    }

    // layout.spec.ts checks that these pages never spill sideways at 320 px in every template; this keeps the header's parts whole there.
    test("keeps search, cart and logo whole on a 320 px screen in both languages", async ({ page, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled, "the header's layout is CSS; layout.spec.ts checks it after hydration");
      await page.setViewportSize({ width: 320, height: 640 });
      for (const lng of ["ar", "en"] as const) {
        await page.goto(`/?lng=${lng}`);
        await expect(page.locator(`[data-template="${t.id}"]`)).toHaveCount(1);
        await expect(searchBox(page.getByRole("search"))).toBeVisible();
        await expect(page.getByRole("link", { name: new RegExp(`^${words[lng].cart}`) })).toBeVisible();
        await expect(page.locator(".store-logo").first()).toBeVisible();
        expect((await page.locator(".store-logo").first().boundingBox())!.width, "the logo keeps its size").toBeGreaterThan(100);
      }
    });

    test("the language switcher swaps language and direction", async ({ page, javaScriptEnabled }) => {
      // With JavaScript template 3's currency form drops its button once hydrated, which moves the switcher beside it.
      const settled = async () => (javaScriptEnabled ? hydrated(page) : undefined);
      await page.goto("/?lng=ar");
      await settled();
      await page.getByRole("button", { name: words.ar.switchLanguage, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.locator(`[data-template="${t.id}"]`)).toHaveCount(1);
      await settled();
      await page.getByRole("button", { name: words.en.switchLanguage, exact: true }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    });
  });
}

/** Where an element starts on the inline axis, as a share of the viewport width. */
async function inlineCentre(locator: Locator, page: Page) {
  const box = (await locator.boundingBox())!;
  return (box.x + box.width / 2) / page.viewportSize()!.width;
}

test.describe("the header's currency box on a laptop (template 3)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is as wide as the chosen currency's name, not as the longest one offered (English)", async ({ page }) => {
    await page.goto("/?lng=en");
    const box = page.locator("header .currency-switcher select").first();
    await expect(box).toBeVisible();
    await expect(box.locator("option:checked")).toHaveText(/^Egyptian Pound/);
    // The longest offered ("United Arab Emirates Dirham (AED) – United Arab Emirates") made it 462 px.
    expect((await box.boundingBox())!.width).toBeLessThan(300);
  });
});

test.describe("template 1: classic", () => {
  test.use({ baseURL: urlOn(PORTS.template1), viewport: { width: 1024, height: 768 } });

  test("the header mirrors in right-to-left: logo at the right edge in Arabic, at the left in English", async ({ page }) => {
    await page.goto("/?lng=ar");
    expect(await inlineCentre(page.locator(".t1-brand"), page)).toBeGreaterThan(0.75);
    expect(await inlineCentre(page.locator(".t1-cart"), page)).toBeLessThan(0.25);
    await page.goto("/?lng=en");
    expect(await inlineCentre(page.locator(".t1-brand"), page)).toBeLessThan(0.25);
    expect(await inlineCentre(page.locator(".t1-cart"), page)).toBeGreaterThan(0.75);
  });

  test("a category sub-menu opens on keyboard focus and leads to its page, without JavaScript too", async ({ page, request }) => {
    type Entry = { title: string; url: string; children?: Entry[] };
    const { menus } = await api<{ menus: { header: Entry[] } }>(request, "bootstrap", "en");
    const parent = menus.header.find((m) => (m.children?.length ?? 0) > 1)!;
    const child = parent.children![1];
    await page.goto("/?lng=en");
    const nav = page.getByRole("navigation", { name: words.en.mainMenu });
    const sub = nav.getByRole("link", { name: child.title, exact: true });
    await expect(sub).toBeHidden();
    await nav.getByRole("link", { name: parent.title, exact: true }).focus();
    await expect(sub).toBeVisible();
    // The drop-down opens towards the inline end: under its parent, inside the page.
    const box = (await sub.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await sub.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(child.url)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("on a phone the category row and sign-in fold into a menu beside the logo, which opens without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?lng=en");
    expect((await page.getByRole("banner").boundingBox())!.height, "a two-row header").toBeLessThanOrEqual(120);
    const nav = page.getByRole("navigation", { name: words.en.mainMenu });
    await expect(nav).toBeHidden();
    // Sign-in is the row's icon (as in the other templates), and in the menu with the account's other entries.
    await expect(page.getByRole("banner").getByRole("link", { name: words.en.login, exact: true })).toBeVisible();
    await page.locator(".t1-more > summary").click();
    await expect(page.locator(".t1-more__panel").getByRole("link", { name: words.en.login, exact: true })).toBeVisible();
    const offers = nav.getByRole("link", { name: words.en.offers, exact: true });
    expect((await offers.boundingBox())!.height, "a thumb-sized entry").toBeGreaterThanOrEqual(44);
    await offers.click();
    await expect(page).toHaveURL(/\/offers$/);
  });

  test("the footer has four columns side by side on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/?lng=ar");
    const tops = await page.locator(".t1-footer__column").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe("template 2: boutique", () => {
  test.use({ baseURL: urlOn(PORTS.template2), viewport: { width: 1024, height: 768 } });

  // One test per language: a second goto in the same page could be aborted by the close click's own navigation.
  for (const lng of ["ar", "en"] as const) {
    test(`the logo is centred; the drawer toggle and the drawer sit at the start edge (${lng})`, async ({ page, javaScriptEnabled }) => {
      await page.goto(`/?lng=${lng}`);
      // A drawer opened before hydration can be closed again by it; its siblings wait the same way.
      if (javaScriptEnabled) await hydrated(page);
      expect(Math.abs((await inlineCentre(page.locator(".t2-brand"), page)) - 0.5)).toBeLessThan(0.05);
      const toggle = await inlineCentre(page.locator(".t2-drawer > summary"), page);
      expect(lng === "ar" ? toggle > 0.75 : toggle < 0.25, `toggle at ${toggle} in ${lng}`).toBe(true);
      await openDrawer(page);
      // The panel slides in: its edge is read once it has come to rest.
      const edge = async () => {
        const panel = (await drawerPanel(page).boundingBox())!;
        return Math.round(lng === "ar" ? panel.x + panel.width : panel.x);
      };
      await expect.poll(edge).toBe(lng === "ar" ? 1024 : 0);
      await closeDrawer(page);
    });
  }

  test("the drawer's menu leads to a page, with or without JavaScript", async ({ page, javaScriptEnabled }) => {
    await page.goto("/?lng=ar");
    if (javaScriptEnabled) await hydrated(page);
    await openDrawer(page);
    await drawerPanel(page).getByRole("navigation", { name: words.ar.mainMenu }).getByRole("link", { name: words.ar.offers, exact: true }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.ar.offers);
    // After a client-side navigation the drawer must not stay open over the new page.
    await expect(drawerPanel(page)).toBeHidden();
  });

  test("on a phone the search has the strip to itself and the language switches from the drawer", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?lng=ar");
    if (javaScriptEnabled) await hydrated(page);
    const strip = page.locator(".t2-header__strip");
    const field = (await searchBox(page.getByRole("search")).boundingBox())!;
    expect(field.width / (await strip.boundingBox())!.width, "the field takes most of the strip").toBeGreaterThan(0.6);
    await expect(strip.getByRole("button", { name: words.ar.switchLanguage, exact: true })).toBeHidden();
    await openDrawer(page);
    await drawerPanel(page).getByRole("button", { name: words.ar.switchLanguage, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(drawerPanel(page)).toBeHidden();
  });

  test("Escape closes the drawer and gives focus back to its toggle", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "closing on Escape is a JavaScript nicety; without it the backdrop closes the drawer");
    await page.goto("/?lng=en");
    await hydrated(page);
    await openDrawer(page);
    await drawerPanel(page).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await expect(drawerPanel(page)).toBeHidden();
    await expect(page.locator(".t2-drawer > summary")).toBeFocused();
  });

  test("the currency switcher in the drawer converts prices", async ({ page, request, javaScriptEnabled }) => {
    const { data: currencies } = await api<{ data: Array<{ currency_code: string; is_local: number }> }>(request, "store/currency");
    const other = currencies.find((c) => c.is_local !== 1)!;
    await page.goto("/?lng=en");
    if (javaScriptEnabled) await hydrated(page);
    await openDrawer(page);
    await drawerPanel(page).getByLabel(words.en.currency).selectOption(other.currency_code);
    // The button sends the choice, with JavaScript as without (issue 41 point 8, WCAG 3.2.2).
    await drawerPanel(page).getByRole("button", { name: words.en.change }).click();
    await expect(page.locator("main .product-card .product-price__now").first()).toContainText(other.currency_code);
  });

  test("on a phone's cart the open drawer lies over the checkout bar: a tap on its last button meets that button", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await pickProduct(page.request, "ar");
    // The context's own cookies: the cart is this browser's.
    await page.request.post("/cart", { form: { intent: "add", item_id: String(product.id), unit_id: String(product.default_unit_id), qty: "1" } });
    await page.goto("/cart?lng=ar");
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.locator(".cart__bar")).toBeVisible();
    await openDrawer(page);
    const change = drawerPanel(page).getByRole("button", { name: words.ar.change });
    await change.scrollIntoViewIfNeeded();
    const box = (await change.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.textContent?.trim() ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, "the Change button, not the cart's bar").toBe(words.ar.change);
  });

  test("at 320 px the bar shows icons, and the links keep their names", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/?lng=en");
    const cart = page.getByRole("link", { name: /^Cart/ });
    await expect(cart).toBeVisible();
    await expect(cart.locator(".cart-link__label")).toHaveCSS("clip-path", "inset(50%)");
    await expect(page.getByRole("link", { name: words.en.login, exact: true }).first()).toBeVisible();
    const bar = (await page.locator(".t2-header__bar").boundingBox())!;
    expect(bar.height, "the bar stays one row").toBeLessThan(70);
  });
});
