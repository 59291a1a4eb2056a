import { expectShopperWorded404 } from "./not-found";
import type { Page } from "@playwright/test";
import { expect, hydrated, PORTS, searchBox, test, urlOn } from "./fixtures";

/**
 * The home page on a phone (issue 37, decision 071): products on the first screen, a row of category
 * shortcuts, the first deals row, cards of one height whose rating rows line up, 44 px icon buttons that
 * are not underlined, pictures that fill their frame; and a 404 said in a shopper's words. Every store
 * template, both languages, with and without JavaScript (the two projects).
 */

const TEMPLATES = [
  { name: "template 1", port: PORTS.template1 },
  { name: "template 2", port: PORTS.template2 },
  { name: "template 3", port: PORTS.main },
] as const;

const SCREENS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** The design brief's header on a phone: at most this tall. The rest of a 320 × 640 screen is the page's. */
const HEADER_BUDGET = 112;

async function openHome(page: Page, port: number, lng: "ar" | "en", screen: { width: number; height: number }, js: boolean) {
  await page.setViewportSize(screen);
  const response = await page.goto(urlOn(port, `/?lng=${lng}`));
  expect(response?.status()).toBe(200);
  if (js) await hydrated(page);
}

/** The product cards wholly inside the first screen, and where the page's own part of it starts. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const whole = [...document.querySelectorAll("main .product-card")].filter((card) => {
      const r = card.getBoundingClientRect();
      return r.top >= 0 && r.left >= -0.5 && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5;
    });
    const cards = [...document.querySelectorAll("main .product-card")].map((card) => card.getBoundingClientRect());
    const inView = cards.filter((r) => r.left >= -0.5 && r.right <= window.innerWidth + 0.5).sort((a, b) => a.top - b.top);
    return {
      whole: whole.length,
      mainTop: document.querySelector("main")!.getBoundingClientRect().top,
      // The foot of the second card that is whole across the screen, from the top of the page.
      secondFoot: inView[1]?.bottom ?? Number.POSITIVE_INFINITY,
    };
  });
}

type Screen = (typeof SCREENS)[number];
type Check = (page: Page, lng: "ar" | "en", screen: Screen) => Promise<void>;

const twoWholeCards: Check = async (page, _lng, screen) => {
  const seen = await firstScreen(page);
  // Two whole cards on the first screen in every template, down to 320 × 640 (decision 080)...
  expect(seen.whole, "whole cards on the first screen").toBeGreaterThanOrEqual(2);
  // ...and the page's own part (from under the header down) fits what a header of the brief's height leaves.
  expect(seen.secondFoot - seen.mainTop, "from the top of the page to the second card's foot").toBeLessThanOrEqual(screen.height - HEADER_BUDGET);
  // No sideways page scroll: only the rows scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

const headerRow: Check = async (page, lng, screen) => {
  const header = page.getByRole("banner");
  const signIn = header.getByRole("link", { name: lng === "ar" ? "تسجيل الدخول" : "Sign in", exact: true }).filter({ visible: true });
  await expect(signIn).toHaveCount(1);
  const cart = header.getByRole("link", { name: new RegExp(`^${lng === "ar" ? "السلة" : "Cart"}`) }).filter({ visible: true });
  const [account, bag] = [(await signIn.boundingBox())!, (await cart.first().boundingBox())!];
  for (const box of [account, bag]) {
    expect(box.height, "44 px tall").toBeGreaterThanOrEqual(43.5);
    expect(box.width, "44 px wide").toBeGreaterThanOrEqual(43.5);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
  }
  // One row: the account beside the cart, not under it.
  expect(Math.abs(account.y + account.height / 2 - (bag.y + bag.height / 2))).toBeLessThan(account.height / 2);
  // Nothing in the row covers another: the menu's toggle, the logo, the account and the cart (the fifth tester's 21 px).
  const toggle = header.locator("summary").filter({ visible: true }).first();
  // Unframed, as the account and cart icons are: a framed button on a fresh page read as a focus ring (the seventh tester).
  const frame = await toggle.evaluate((el) => getComputedStyle(el));
  expect(frame.borderTopWidth === "0px" || frame.borderTopColor === "rgba(0, 0, 0, 0)", "the menu toggle draws no frame").toBe(true);
  const menu = (await toggle.boundingBox())!;
  const logo = (await header.locator('a[href="/"]').filter({ visible: true }).first().boundingBox())!;
  const row = [menu, logo, account, bag];
  for (const [i, a] of row.entries()) {
    for (const b of row.slice(i + 1)) {
      const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
      expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} do not overlap`).toBe(true);
    }
  }
};

const shortcutsThenDeals: Check = async (page, lng) => {
  // A welcome of one line at most.
  const hero = await page.locator(".hero").boundingBox();
  expect(hero!.height).toBeLessThanOrEqual(32);

  // The shortcuts: a scrolling, snapping row of category links, about 4.5 in view.
  const shortcuts = page.locator(".shortcut-list");
  const links = shortcuts.getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  const row = await shortcuts.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    snap: getComputedStyle(el).scrollSnapType,
    width: el.clientWidth,
    tile: el.querySelector("li")!.getBoundingClientRect().width,
  }));
  expect(row.scrolls).toBe(true);
  expect(row.snap).toMatch(/mandatory/);
  expect(row.width / row.tile).toBeGreaterThan(4);
  expect(row.width / row.tile).toBeLessThan(5.5);
  for (const link of await links.all()) {
    await expect(link.locator(".shortcut__name")).not.toBeEmpty();
    expect(await link.getAttribute("href")).toMatch(/^\/(?:en\/)?[a-z0-9-]+(?:\?|$)/);
  }

  // Right after them the first deals row: the flash sale with its countdown in the title, or the offers.
  const deals = page.locator(".home-section--shortcuts + .home-section");
  await expect(deals.locator(".home-section__head")).toBeVisible();
  expect(await deals.locator(".countdown, .offer-tile").count()).toBeGreaterThan(0);
  await expect(deals.getByRole("link", { name: lng === "ar" ? /عرض الكل|كل العروض/ : /View all|All offers/ }).first()).toBeVisible();

  // Product rows scroll sideways and show about 2.3 cards; every card of a row is as tall as the others,
  // and their rating rows and add buttons start at one height.
  const rows = page.locator("main .product-list--carousel");
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  for (const list of await rows.all()) {
    const cards = await list.evaluate((el) =>
      [...el.querySelectorAll(".product-card")].map((card) => ({
        height: card.getBoundingClientRect().height,
        width: card.getBoundingClientRect().width,
        rating: card.querySelector(".rating")!.getBoundingClientRect(),
        cart: card.querySelector(".product-card__cart")?.getBoundingClientRect().top ?? null,
        badgeLines: [...card.querySelectorAll(".badge")].map((b) =>
          Math.round(b.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(b).lineHeight)),
        ),
      })),
    );
    const listWidth = await list.evaluate((el) => el.clientWidth);
    expect(listWidth / cards[0]!.width).toBeGreaterThan(2);
    expect(listWidth / cards[0]!.width).toBeLessThan(2.9);
    for (const card of cards) {
      expect(Math.abs(card.height - cards[0]!.height), "card heights").toBeLessThanOrEqual(1);
      expect(Math.abs(card.rating.top - cards[0]!.rating.top), "rating rows").toBeLessThanOrEqual(1);
      expect(Math.abs(card.rating.height - cards[0]!.rating.height), "rating row height").toBeLessThanOrEqual(1);
      if (card.cart !== null && cards[0]!.cart !== null) expect(Math.abs(card.cart - cards[0]!.cart)).toBeLessThanOrEqual(1);
      for (const lines of card.badgeLines) expect(lines, "a badge on one line").toBeLessThanOrEqual(1);
    }
  }
};

const iconsAndPictures: Check = async (page) => {
  // Icon buttons: the hearts, and any other link or button in the page that is only an icon with a name.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll("main :is(a, button)")]
      .filter((el) => el.matches(".favourite__button") || (el.hasAttribute("aria-label") && (el as HTMLElement).innerText.trim().length <= 2))
      .map((el) => {
        const r = el.getBoundingClientRect();
        const underlined = [el, ...el.querySelectorAll("*")].some((e) => getComputedStyle(e).textDecorationLine !== "none");
        return { what: el.outerHTML.slice(0, 80), width: r.width, height: r.height, underlined };
      }),
  );
  expect(icons.length).toBeGreaterThanOrEqual(4);
  for (const icon of icons) {
    expect(icon.underlined, icon.what).toBe(false);
    expect(icon.width, icon.what).toBeGreaterThanOrEqual(44);
    expect(icon.height, icon.what).toBeGreaterThanOrEqual(44);
  }

  // The first cards' pictures: loaded, square like their frame, as wide as the card's picture area,
  // on white: object-fit contain leaves no band.
  const pictures = page.locator("main .product-list--carousel .product-card .product-image");
  for (const img of (await pictures.all()).slice(0, 3)) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
    const box = await img.evaluate((el) => {
      const image = el as HTMLImageElement;
      const r = image.getBoundingClientRect();
      const frame = image.parentElement!.getBoundingClientRect();
      return {
        width: r.width,
        height: r.height,
        frame: frame.width,
        natural: image.naturalWidth / image.naturalHeight,
        background: getComputedStyle(image).backgroundColor,
        fit: getComputedStyle(image).objectFit,
      };
    });
    expect(box.natural).toBeCloseTo(1, 2);
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    expect(box.frame - box.width).toBeLessThanOrEqual(1);
    expect(box.fit).toBe("contain");
    expect(box.background).toBe("rgb(255, 255, 255)");
  }
};

/**
 * What each screen size checks, in this order, on one load of home: the first screen's checks come
 * before the pictures' (which scroll). One load a size rather than one a check (decision 108).
 */
const CHECKS: Array<{ screen: Screen; checks: Array<[string, Check]> }> = [
  {
    screen: SCREENS[0],
    checks: [
      ["two whole product cards on the first screen", twoWholeCards],
      ["category shortcuts, then a deals row, then product rows; cards of a row one height", shortcutsThenDeals],
      ["icon buttons: 44 px, not underlined; pictures fill their white frame", iconsAndPictures],
    ],
  },
  {
    screen: SCREENS[1],
    checks: [
      ["two whole product cards on the first screen", twoWholeCards],
      ["the header's first row holds the menu, the logo, the sign-in and the cart, each a thumb's reach", headerRow],
    ],
  },
];

for (const template of TEMPLATES) {
  for (const lng of ["ar", "en"] as const) {
    test.describe(`home on a phone, ${template.name}, ${lng}`, () => {
      for (const { screen, checks } of CHECKS) {
        test(`at ${screen.width} × ${screen.height}: ${checks.map(([name]) => name).join("; ")}`, async ({ page, javaScriptEnabled }) => {
          await openHome(page, template.port, lng, screen, javaScriptEnabled);
          for (const [name, check] of checks) await test.step(name, () => check(page, lng, screen));
        });
      }
    });
  }
}

test.describe("a page that is not there, said to a shopper", () => {
  for (const lng of ["ar", "en"] as const) {
    test(`an unknown address: 404, plain words, one search box and the categories (${lng})`, async ({ page }) => {
      await page.setViewportSize(SCREENS[0]);
      const response = await page.goto(`/no/such/place?lng=${lng}`);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expectShopperWorded404(page, lng);
      // One search box on a phone's first screen: the header's (the page's own shows on wider screens only).
      await expect(main.locator(".not-found__search")).toBeHidden();
      const box = searchBox(page.getByRole("banner").getByRole("search"));
      await expect(box).toBeInViewport();
      await box.fill("قميص");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=/);
      await page.goBack();
      // The ways on: home, search and the store's categories.
      await expect(main.getByRole("link", { name: lng === "ar" ? "العودة إلى الرئيسية" : "Back to the home page" })).toHaveAttribute("href", /^\//);
      const categories = main.getByRole("navigation", { name: lng === "ar" ? "تصفّح الأقسام" : "Browse the categories" }).getByRole("link");
      expect(await categories.count()).toBeGreaterThanOrEqual(3);
    });
  }
});
