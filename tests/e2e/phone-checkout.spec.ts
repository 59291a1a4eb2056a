import type { Page } from "@playwright/test";
import { expect, hydrated, test, urlOn, TEMPLATES } from "./fixtures";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";
import { choosePaymentByPost, expressFor } from "./checkout-choices";

/**
 * The checkout as a phone shopper meets it (decision 074), in every template, both languages and at two
 * phone widths: its own frame (no search box, no newsletter, a "secure checkout" header with the way back
 * to the cart), a progress of one row, the folded order summary, the shipping choice in view once an
 * address is chosen, signing in mid-checkout in the same frame, and the order-placed page before the
 * invoice. Only the forms under test are clicked: the address choice and placing the order.
 */

const WORDS = {
  ar: {
    secure: "دفع آمن",
    backToCart: "العودة إلى السلة",
    backToShop: "العودة إلى المتجر",
    summary: "عرض ملخص الطلب",
    use: "التوصيل إلى هذا العنوان",
    place: "تأكيد الطلب",
    thanks: "شكرًا لك، تم استلام طلبك",
    next: "ما الذي سيحدث الآن؟",
    track: "تتبّع طلبك",
    continueShopping: "متابعة التسوق",
    invoice: "عرض الفاتورة",
    invoiceTitle: "الفاتورة",
    cash: /^جهّز .+ نقدًا/,
  },
  en: {
    secure: "Secure checkout",
    backToCart: "Back to cart",
    backToShop: "Back to shop",
    summary: "Show order summary",
    use: "Deliver to this address",
    place: "Place order",
    thanks: "Thank you, your order is placed",
    next: "What happens next",
    track: "Track your order",
    continueShopping: "Continue shopping",
    invoice: "View the invoice",
    invoiceTitle: "Invoice",
    cash: /^Have .+ in cash ready/,
  },
} as const;

const VIEWPORTS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
] as const;

/**
 * Runs the page's checks at each phone width in turn, the page laid out again at each: one journey
 * (one customer, one order) covers both widths, where a journey per width placed the same order twice.
 */
async function atEachWidth(page: Page, checks: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await checks();
  }
}

let picks = 0;

/** The checkout frame, not the shop's: its header, and none of the shop's search, menu or newsletter. */
async function expectCheckoutFrame(page: Page, w: (typeof WORDS)["ar" | "en"], placed = false) {
  await expect(page.locator("[data-frame=checkout]")).toHaveCount(1);
  // "Secure checkout" while paying is ahead; the thanks and the invoice come after it (the fifth tester).
  if (placed) await expect(page.getByRole("banner").getByText(w.secure)).toBeHidden();
  else await expect(page.getByRole("banner").getByText(w.secure)).toBeVisible();
  // Once the order is placed the cart is empty: the way back leads to the shop.
  const back = page.getByRole("banner").getByRole("link", { name: placed ? w.backToShop : w.backToCart });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute("href", placed ? "/" : "/cart");
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.locator("input[type=search], input[name=q]")).toHaveCount(0);
  await expect(page.locator("form.newsletter, #newsletter")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: /القائمة الرئيسية|Main menu/ })).toHaveCount(0);
}

/** The progress is one row: its words on one line and, with the bar, no taller than two short rows. */
async function expectOneRowProgress(page: Page) {
  const now = page.locator(".checkout-progress__now");
  await expect(now).toBeVisible();
  const { height, lineHeight } = await now.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height, "the step's words fit one line").toBeLessThan(lineHeight * 1.5);
  const bar = (await page.locator(".checkout-steps").boundingBox())!;
  const first = (await page.locator(".checkout-steps > li").first().boundingBox())!;
  expect(bar.height, "the segments sit in one row").toBeLessThanOrEqual(first.height + 1);
  // Each segment (a done step's link or a span) draws its bar centred in its box: one straight row only
  // when every box has the same top and height, not a zigzag of taller links and shorter spans.
  const segments = page.locator(".checkout-steps > li > :is(a, span)");
  await expect(segments).toHaveCount(5);
  const boxes = await Promise.all((await segments.all()).map(async (s) => (await s.boundingBox())!));
  for (const box of boxes) {
    expect(Math.abs(box.y - boxes[0].y), "every segment has the same top").toBeLessThanOrEqual(0.5);
    expect(Math.abs(box.height - boxes[0].height), "every segment has the same height").toBeLessThanOrEqual(0.5);
  }
  const words = (await now.boundingBox())!;
  expect(words.y + words.height, "the step's words sit above the bar").toBeLessThanOrEqual(boxes[0].y + 0.5);
  // The step the shopper is on is told apart from the steps done: a thicker bar, the done ones paler.
  const bars = await page.locator(".checkout-steps > li").evaluateAll((items) =>
    items.map((li) => {
      const bar = getComputedStyle(li.firstElementChild!, "::before");
      return {
        current: li.classList.contains("checkout-steps__step--current"),
        done: li.classList.contains("checkout-steps__step--done"),
        height: Number.parseFloat(bar.height),
        opacity: Number(bar.opacity),
      };
    }),
  );
  const current = bars.filter((b) => b.current);
  expect(current, "one step is the current one").toHaveLength(1);
  for (const other of bars.filter((b) => !b.current)) {
    expect(other.height, "the current step's bar is the thickest").toBeLessThan(current[0]!.height);
    if (other.done) expect(other.opacity, "a done step's bar is paler than the current one's").toBeLessThan(1);
  }
}

/** Nothing drawn past the screen's edges: no sideways page scroll and every control inside the width. */
async function expectNothingCutOff(page: Page) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = document.documentElement.scrollWidth > width;
    const cut = [...document.querySelectorAll<HTMLElement>("main a, main button, main input, main select, main textarea, main summary, header a")]
      .filter((el) => el.getClientRects().length > 0 && !el.closest(".visually-hidden") && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Radios are drawn inside their card; a hidden-by-design input has no box.
        return r.width > 0 && (r.left < -1 || r.right > width + 1);
      })
      .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 30) || el.getAttribute("name")}`);
    return { scrolls, cut };
  });
  expect(outside).toEqual({ scrolls: false, cut: [] });
}

async function expectSummary(page: Page, w: (typeof WORDS)["ar" | "en"], open: boolean) {
  const summary = page.locator("details.checkout-summary");
  await expect(summary).toHaveCount(1);
  if (open) await expect(summary).toHaveAttribute("open", "");
  else {
    await expect(summary).not.toHaveAttribute("open", "");
    await expect(summary.locator("summary")).toContainText(w.summary);
  }
}

for (const template of TEMPLATES) {
  for (const lng of ["ar", "en"] as const) {
    const w = WORDS[lng];
    test.describe(`phone checkout · template ${template.id} · ${VIEWPORTS.map((v) => v.width).join(" and ")} px · ${lng}`, () => {
      test.use({ baseURL: urlOn(template.port), viewport: VIEWPORTS[0] });

      test("a guest's sign-in step and the sign-in page it leads to keep the checkout's frame", async ({ page }) => {
        const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, picks++ % 6);
        await addToCart(page.request, product, 1);
        await page.goto(`/checkout/register?lng=${lng}`);
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expectOneRowProgress(page);
          await expectSummary(page, w, false);
          await expectNothingCutOff(page);
        });
        // Registering from here: the registration form, still in the checkout's frame.
        await page.goto("/register?redirectTo=%2Fcheckout%2Fshipping");
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expect(page.locator("form input[name=password_confirmation]")).toBeVisible();
          await expectNothingCutOff(page);
        });
      });

      test("checkout steps in their frame, the shipping choice in view after the address, and the order-placed page", async ({ page, javaScriptEnabled }) => {
        // Both widths' checks in one journey: the time of two.
        test.setTimeout(60_000);
        const { shopper, address } = await seedCustomer(page.request);
        await signInByPost(page.request, shopper.email, shopper.password);
        const product = await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 120 && p.price <= 400, lng, picks++ % 6);
        await addToCart(page.request, product, 1);

        await page.goto(`/checkout?lng=${lng}`);
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expectOneRowProgress(page);
          // The cart step is the review of the order: its summary is open.
          await expectSummary(page, w, true);
          await expectNothingCutOff(page);
        });

        await page.goto("/checkout/shipping");
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expectOneRowProgress(page);
          await expectSummary(page, w, false);
        });
        if (javaScriptEnabled) await hydrated(page);
        // The form under test, at the narrower and shorter width: choosing the saved address lands on
        // the shipping choice, in view (then at the wider one too, the page laid out again).
        await page.setViewportSize(VIEWPORTS[0]);
        await page.getByRole("button", { name: w.use }).click();
        await expect(page).toHaveURL(/\/checkout\/shipping#shipping$/);
        await atEachWidth(page, async () => {
          const firstOption = page.locator("#shipping input[type=radio]").first();
          await expect(firstOption).toBeInViewport();
          await expect(page.locator("#shipping h2")).toBeInViewport();
          if (javaScriptEnabled) await expect(page.locator("#shipping")).toBeFocused();
          await expectNothingCutOff(page);
        });

        const res = await page.request.post("/checkout/shipping", {
          form: { intent: "shipping", shipping: await expressFor(page.request, address!.town.id) },
          maxRedirects: 0,
        });
        expect(res.status()).toBe(303);
        await page.goto("/checkout/payment");
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expectOneRowProgress(page);
          await expectSummary(page, w, false);
          // Each method's card has its mark, and the step says the payment is safe.
          await expect(page.locator(".choice .payment-mark")).toHaveCount(await page.locator(".choice input[name=payment_method_Id]").count());
          await expect(page.locator(".checkout-secure")).toBeVisible();
          await expectNothingCutOff(page);
        });

        await choosePaymentByPost(page.request, 1);
        await page.goto("/checkout/confirmation");
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w);
          await expectOneRowProgress(page);
          await expectSummary(page, w, true);
          await expectNothingCutOff(page);
        });
        if (javaScriptEnabled) await hydrated(page);
        await page.getByRole("button", { name: w.place, exact: true }).click();

        // Not the invoice: the thanks, the number, what happens next and the ways on.
        await expect(page).toHaveURL(/\/checkout\/placed\?order=\d+$/);
        await atEachWidth(page, async () => {
          await expectCheckoutFrame(page, w, true);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.thanks);
          await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(w.invoiceTitle);
          await expect(page.locator(".invoice")).toHaveCount(0);
          await expect(page.locator(".order-placed__number code, .order-placed__number bdi")).toHaveText(/\S+/);
          await expect(page.getByRole("heading", { name: w.next })).toBeVisible();
          await expect(page.locator(".order-placed__next li").first()).toHaveText(w.cash);
          await expect(page.getByRole("link", { name: w.track })).toHaveAttribute("href", /^\/account\/orders\/\d+$/);
          await expect(page.getByRole("link", { name: w.continueShopping })).toBeVisible();
          await expectNothingCutOff(page);
        });
        await page.getByRole("link", { name: w.invoice }).click();
        await expect(page).toHaveURL(/\/checkout\/invoice\?order=\d+$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.invoiceTitle);
        await expectCheckoutFrame(page, w, true);
      });
    });
  }
}
