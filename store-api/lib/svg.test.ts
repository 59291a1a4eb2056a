import { describe, expect, it } from "vitest";
import { brandEmoji, categoryEmoji, emojiFor, FALLBACK_EMOJI, fileEmoji, itemName, offerEmoji, productEmoji } from "../seed/emoji-map.ts";
import emojiData from "../seed/emoji/emoji.json";
import { type SeedCategory, seedBrands, seedCategories, seedLeaves, seedOffers } from "../seed/catalogue-data.ts";
import { seedPages } from "../seed/pages.ts";
import { seedShipping } from "../seed/regions-data.ts";
import { renderSvg, tint } from "./svg.ts";

const icons: Record<string, string> = emojiData.icons;
const flat = (cs: SeedCategory[]): SeedCategory[] => cs.flatMap((c) => [c, ...flat(c.children ?? [])]);

describe("demo imagery (decision 040)", () => {
  it("every seeded product, category, brand, offer, page and shipper maps to an emoji in the committed subset", () => {
    const missing: string[] = [];
    const need = (what: string, name: string | undefined) => {
      if (!name || !icons[name]) missing.push(`${what} → ${name ?? "(no mapping)"}`);
    };
    for (const leaf of seedLeaves) for (const [, en] of leaf.items) need(`product "${en}"`, productEmoji[en]);
    for (const c of flat(seedCategories)) need(`category ${c.slug}`, categoryEmoji[c.slug]);
    for (const b of seedBrands) need(`brand ${b.slug}`, brandEmoji[b.slug]);
    for (const o of seedOffers) need(`offer ${o.slug}`, offerEmoji[o.slug]);
    for (const p of seedPages) if (p.image) need(`page ${p.image}`, fileEmoji[p.image]);
    for (const s of seedShipping) need(`shipper ${s.logo}`, fileEmoji[s.logo]);
    need("fallback", FALLBACK_EMOJI);
    expect(missing).toEqual([]);
  });

  it("finds a product's emoji from its media row, whatever its variant", () => {
    expect(itemName("Cotton shirt (Navy, M)\nقميص قطن (كحلي، M)")).toBe("Cotton shirt");
    expect(emojiFor({ file: "cotton-shirt-navy-m-2.svg", kind: "product-2", label: "Cotton shirt (Navy, M)\nقميص" })).toBe("t-shirt");
    expect(emojiFor({ file: "cat-books.svg", kind: "category", label: "Books\nكتب" })).toBe("books");
    expect(emojiFor({ file: "unknown-1.svg", kind: "product", label: "Something new\nشيء" })).toBe(FALLBACK_EMOJI);
  });

  it("keeps the committed emoji data small", () => {
    const bytes = Buffer.byteLength(JSON.stringify(emojiData));
    expect(bytes).toBeLessThan(300_000);
  });

  it("draws brand marks and banners for the requested box (a square thumbnail is a square picture), products letterboxed", () => {
    const offer = { file: "offer-summer-sale.svg", kind: "offer", label: "Summer sale\nx", color: "#f59e0b", width: 1200, height: 400 };
    expect(renderSvg(offer, 300, 300, null)).toContain('viewBox="0 0 300 300" preserveAspectRatio');
    const product = { file: "kite-1.svg", kind: "product", label: "Kite\nx", color: "#ea580c", width: 800, height: 800 };
    const wide = renderSvg(product, 460, 144, { fill: "#ffffff", opacity: 1 });
    expect(wide).toContain('viewBox="0 0 800 800" preserveAspectRatio="xMidYMid meet"');
    expect(wide).toContain(icons.kite);
  });

  it("renders deterministically, with no text, on a tint that follows the colour", () => {
    const row = (color: string) => ({
      file: "polo-t-shirt-red-s-1.svg",
      kind: "product",
      label: "Polo T-shirt (Red, S)\nتيشيرت",
      color,
      width: 800,
      height: 800,
    });
    const red = renderSvg(row("#dc2626"), 300, 300, null);
    expect(renderSvg(row("#dc2626"), 300, 300, null)).toBe(red);
    expect(red).toContain(icons["t-shirt"]);
    expect(red).not.toMatch(/<text[\s>]/);
    const ground = (svg: string) => /<rect width="800" height="800" fill="#([0-9a-f]{6})"/.exec(svg)?.[1] ?? "";
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(ground(red).slice(i, i + 2), 16)) as [number, number, number];
    expect(Math.min(r, g, b)).toBeGreaterThan(200); // a light tint …
    expect(r).toBeGreaterThan(g); // … of red
    expect(ground(renderSvg(row("#111827"), 300, 300, null))).not.toBe(ground(red));
    expect(tint("#f9fafb", 240)).not.toBe(tint("#111827", 240));
  });
});
