import { expect, test } from "./fixtures";
import { api, type ApiCategory, type Lang, search } from "./catalogue-api";

/** What the breadcrumb trail measures, in the page: the gaps on both sides of each separator, and the links' boxes. */
function measure() {
  const items = [...document.querySelectorAll(".breadcrumbs li")];
  const rtl = getComputedStyle(items[0]!).direction === "rtl";
  const canvas = document.createElement("canvas").getContext("2d")!;
  const crumbs = items.map((li) => {
    // The words alone: a link's box may be wider than them (a touch target).
    const texts: Text[] = [];
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
    const range = document.createRange();
    range.setStart(texts[0]!, 0);
    range.setEnd(texts[texts.length - 1]!, texts[texts.length - 1]!.length);
    const lines = [...range.getClientRects()];
    const first = lines[0]!;
    const last = lines[lines.length - 1]!;
    const box = li.getBoundingClientRect();
    // The separator is generated content, which no range reaches: it ends the item, so it is placed from the
    // item's inline end with its text's widths in its own font (the spaces around the glyph, then the glyph).
    const after = getComputedStyle(li, "::after");
    const content = after.content === "none" ? "" : JSON.parse(after.content);
    canvas.font = after.font;
    const glyphAt = content.search(/[^\s\u00a0]/);
    const tail = canvas.measureText(content.slice(glyphAt + 1)).width;
    const glyph = canvas.measureText(content.charAt(glyphAt)).width;
    const end = rtl ? box.left : box.right;
    const sign = rtl ? -1 : 1;
    const link = li.querySelector("a")?.getBoundingClientRect();
    return {
      name: li.textContent,
      top: first.top,
      start: rtl ? first.right : first.left,
      end: rtl ? last.left : last.right,
      sep: content ? { near: end - sign * (tail + glyph), far: end - sign * tail, top: last.top } : null,
      link: link ? { left: link.left, right: link.right, top: link.top, bottom: link.bottom, width: link.width, height: link.height } : null,
    };
  });
  const gaps: Array<{ at: string; side: string; px: number }> = [];
  crumbs.forEach((c, i) => {
    const next = crumbs[i + 1];
    if (!c.sep || !next) return;
    gaps.push({ at: c.name!, side: "before the separator", px: Math.abs(c.sep.near - c.end) });
    // A separator at the end of a line has no gap after it.
    if (Math.abs(next.top - c.sep.top) < 2) gaps.push({ at: c.name!, side: "after the separator", px: Math.abs(next.start - c.sep.far) });
  });
  return { gaps, links: crumbs.flatMap((c) => (c.link ? [{ name: c.name, ...c.link }] : [])) };
}

for (const lng of ["ar", "en"] as Lang[]) {
  test(`the gaps around every breadcrumb separator are the same, and the links keep their 44 px (${lng})`, async ({ page, request }) => {
    // A product in a sub-category: its trail has two links before the product's own name. Their words are
    // wider than about 33 px; a shorter word still stands a little apart on a phone (touch.css says why).
    const { data: categories } = await api<{ data: ApiCategory[] }>(request, "store/categories", lng);
    const child = categories.find((c) => c.children.length > 0)!.children[0]!;
    const product = (await search(request, { category: child.slug, per_page: 1 }, lng)).data[0]!;
    await page.goto(`/${child.slug}/${product.slug}?lng=${lng}`);
    await expect(page.locator(".breadcrumbs li")).toHaveCount(4);
    await page.evaluate(() => document.fonts.ready);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { gaps, links } = await page.evaluate(measure);
      const where = `${lng} at ${width} px: ${JSON.stringify(gaps)}`;
      expect(gaps.length, where).toBeGreaterThanOrEqual(5);
      const px = gaps.map((g) => g.px);
      expect(Math.min(...px), where).toBeGreaterThan(2);
      expect(Math.max(...px) - Math.min(...px), `equal within 1 px, ${where}`).toBeLessThanOrEqual(1);
      if (width >= 1024) continue;
      // On a phone every link stays a 44 px target (touch.css), and no two of them overlap.
      for (const l of links) expect(Math.min(l.width, l.height), `${l.name}'s target`).toBeGreaterThanOrEqual(44);
      for (const [i, a] of links.entries()) {
        for (const b of links.slice(i + 1)) {
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const sameLine = Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
          expect(sameLine ? overlap : 0, `${a.name}'s and ${b.name}'s targets do not overlap`).toBeLessThanOrEqual(0.01);
        }
      }
    }
  });
}
