import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brandEmoji,
  categoryEmoji,
  emojiFor,
  FALLBACK_EMOJI,
  fileEmoji,
  itemName,
  keepsOwnColours,
  objectFills,
  offerEmoji,
  productEmoji,
  allEmojiNames,
} from "../seed/emoji-map.ts";
import { drawnPictures } from "../seed/drawn.ts";
import emojiData from "../seed/emoji/emoji.json";
import emoji3dData from "../seed/emoji/emoji-3d.json";
import { type SeedCategory, seedBrands, seedCategories, seedLeaves, seedOffers, seedVariants } from "../seed/catalogue-data.ts";
import { contentMedia, planCatalogue } from "../seed/catalogue.ts";
import logoOutline from "../seed/logo-outline.json";
import { seedSettings } from "../seed/settings.ts";
// @ts-expect-error plain JavaScript of store-api/scripts/outline-text.mjs
import { generate, OUTPUT, SEED_TEXTS, serialise } from "../scripts/outline-text.mjs";
import { seedPages } from "../seed/pages.ts";
import { seedShipping } from "../seed/regions-data.ts";
import { emojiBody, LIGHT_OBJECT, luminance, renderFor, renderSvg, studioGround, tint, toneStops, variantColour } from "./svg.ts";

const icons: Record<string, string> = emojiData.icons;
const flat = (cs: SeedCategory[]): SeedCategory[] => cs.flatMap((c) => [c, ...flat(c.children ?? [])]);

describe("demo imagery (decision 040)", () => {
  it("every seeded product, category, brand, offer, page and shipper maps to an emoji in the committed subset (or one drawn here)", () => {
    const missing: string[] = [];
    const need = (what: string, name: string | undefined) => {
      if (!name || !(icons[name] || drawnPictures[name])) missing.push(`${what} → ${name ?? "(no mapping)"}`);
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

  it("every seeded product's media rows show a picture chosen for it, never the fallback", () => {
    const ids = (slugs: string[]) => new Map(slugs.map((slug, i) => [slug, i + 1]));
    const { mediaRows } = planCatalogue(ids(flat(seedCategories).map((c) => c.slug)), ids(seedBrands.map((b) => b.slug)));
    const products = mediaRows.filter((r) => r.kind.startsWith("product"));
    expect(products.length).toBeGreaterThan(100);
    const unchosen = products.filter((r) => {
      const name = emojiFor(r);
      return name === FALLBACK_EMOJI || productEmoji[itemName(r.label)] !== name || emojiBody(name) === emojiBody(FALLBACK_EMOJI);
    });
    expect(unchosen.map((r) => r.file)).toEqual([]);
    // Every item of the seed has its own mapping (no leftover names for items that no longer exist).
    expect(new Set(Object.keys(productEmoji))).toEqual(new Set(seedLeaves.flatMap((l) => l.items.map(([, en]) => en))));
  });

  it("keeps the pictures drawn here small, flat and free of text, and out of the extraction", () => {
    for (const [name, body] of Object.entries(drawnPictures)) {
      expect(Buffer.byteLength(body), name).toBeLessThan(2_000);
      expect(body, name).not.toMatch(/<text|<image|href=/);
      expect(icons[name], `${name} is drawn here, not extracted`).toBeUndefined();
    }
  });

  it("keeps the committed emoji data small", () => {
    const bytes = Buffer.byteLength(JSON.stringify(emojiData));
    expect(bytes).toBeLessThan(300_000);
    // The 3D renders (decision 079): ~4 KB of WebP each, bundled into the server.
    expect(Buffer.byteLength(JSON.stringify(emoji3dData))).toBeLessThan(450_000);
  });

  it("has a 3D render, a WebP, for every emoji the demo uses (decision 079)", () => {
    for (const name of allEmojiNames()) {
      const url = renderFor(name);
      expect(url, name).toMatch(/^data:image\/webp;base64,/);
      const bytes = Buffer.from((url as string).split(",")[1] as string, "base64");
      expect(bytes.subarray(0, 4).toString("latin1"), name).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1"), name).toBe("WEBP");
      expect(bytes.length, name).toBeLessThan(12_000);
    }
    for (const name of Object.keys(drawnPictures)) expect(renderFor(name), name).toBeNull();
  });

  it("draws brand marks and banners for the requested box (a square thumbnail is a square picture), products letterboxed", () => {
    const offer = { file: "offer-summer-sale.svg", kind: "offer", label: "Summer sale\nx", color: "#f59e0b", width: 1200, height: 400 };
    expect(renderSvg(offer, 300, 300, null)).toContain('viewBox="0 0 300 300" preserveAspectRatio');
    const product = { file: "kite-1.svg", kind: "product", label: "Kite\nx", color: "#ea580c", width: 800, height: 800 };
    const wide = renderSvg(product, 460, 144, { fill: "#ffffff", opacity: 1 });
    expect(wide).toContain('viewBox="0 0 800 800" preserveAspectRatio="xMidYMid meet"');
    expect(wide).toContain(`<image href="${renderFor("kite")}"`);
  });

  it("renders deterministically, with no text, the 3D render filling a light studio ground that follows the colour", () => {
    const row = (color: string, label = "Polo T-shirt (S)\nتيشيرت") => ({
      file: "polo-t-shirt-s-1.svg",
      kind: "product",
      label,
      color,
      width: 800,
      height: 800,
    });
    const red = renderSvg(row("#dc2626"), 300, 300, null);
    expect(renderSvg(row("#dc2626"), 300, 300, null)).toBe(red);
    expect(red).not.toMatch(/<text[\s>]/);
    // The object is the WebP render, ~84% of the frame (672 of 800), on a ground lit from behind it.
    expect(red).toContain(`<image href="${renderFor("t-shirt")}" x="64" y="40" width="672" height="672"/>`);
    expect(red).toMatch(/<rect width="800" height="800" fill="url\(#[a-z0-9]+l\)"\/>/);
    const ground = (svg: string) => /<stop offset="1" stop-color="#([0-9a-f]{6})"\/>/.exec(svg)?.[1] ?? "";
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(ground(red).slice(i, i + 2), 16)) as [number, number, number];
    expect(Math.min(r, g, b)).toBeGreaterThan(225); // a very light ground …
    expect(r).toBeGreaterThan(g); // … with a breath of red
    expect(ground(renderSvg(row("#111827"), 300, 300, null))).not.toBe(ground(red));
    // Gallery pictures 2 and 3 frame the same render differently (closer; turned).
    const close = renderSvg({ ...row("#dc2626"), file: "polo-t-shirt-s-2.svg", kind: "product-2" }, 300, 300, null);
    const angled = renderSvg({ ...row("#dc2626"), file: "polo-t-shirt-s-3.svg", kind: "product-3" }, 300, 300, null);
    expect(close).toContain('width="768" height="768"');
    expect(angled).toMatch(/<g transform="rotate\(-12 /);
    for (const svg of [close, angled]) expect(svg).toContain(renderFor("t-shirt"));
    expect(tint("#f9fafb", 240)).not.toBe(tint("#111827", 240));
  });

  describe("a colour variant's picture follows its colour (issue 21: the white polo was lime green)", () => {
    const ids = (slugs: string[]) => new Map(slugs.map((slug, i) => [slug, i + 1]));
    const { mediaRows } = planCatalogue(ids(flat(seedCategories).map((c) => c.slug)), ids(seedBrands.map((b) => b.slug)));
    const colours = seedVariants.filter((v) => v.type === "color");
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const hue = ([r, g, b]: number[]) => {
      const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
      if (max === min) return 0;
      const h = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min) : 4 + (r - g) / (max - min);
      return (h * 60 + 360) % 360;
    };
    const chroma = (c: number[]) => (Math.max(...c) - Math.min(...c)) / 255;
    const fills = (svg: string) => [...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/gi)].map((m) => (m[1] as string).toLowerCase());

    it("knows every colour the seed uses by its name in both languages", () => {
      expect(colours.length).toBeGreaterThan(5);
      for (const c of colours) {
        expect(c.hex, c.value).toMatch(/^#[0-9a-f]{6}$/);
        expect(variantColour(`Polo T-shirt (${c.name[1]}, M)`), c.name[1]).toBe(c.hex);
        expect(variantColour(`Polo T-shirt\nتيشيرت بولو (${c.name[0]}، M)`), c.name[0]).toBe(c.hex);
      }
      expect(variantColour("Polo T-shirt (M)\nتيشيرت بولو (M)")).toBeNull();
    });

    const rows = mediaRows.filter((r) => r.kind.startsWith("product") && variantColour(r.label));
    it("covers every seeded colour variant", () => {
      expect(new Set(rows.map((r) => r.color))).toEqual(
        new Set(colours.filter((c) => seedLeaves.some((l) => l.axes.flat().includes(`color:${c.value}`))).map((c) => c.hex)),
      );
    });

    it.each(rows.map((r) => [r.file, r] as const))("%s", (_file, row) => {
      const [en = "", ar = ""] = row.label.split("\n");
      const colour = variantColour(row.label) as string;
      // The label names one colour in both languages, the one the row is tinted with.
      expect(variantColour(en)).toBe(colour);
      expect(variantColour(`\n${ar}`)).toBe(colour);
      expect(row.color).toBe(colour);
      const svg = renderSvg({ ...row, width: row.width ?? 800, height: row.height ?? 800 }, 300, 300, null);
      const painted = fills(svg);
      // The ground (the studio's edge, the gradient's last stop): a tint of the colour (its hue, or grey for white, black, grey and silver).
      const emoji = emojiFor(row);
      const studio = studioGround(colour, renderFor(emoji) !== null);
      const ground = rgb(studio.ground);
      expect(painted).toContain(studio.ground);
      if (chroma(rgb(colour)) > 0.15) expect(Math.abs(((hue(ground) - hue(rgb(colour)) + 540) % 360) - 180)).toBeLessThan(25);
      else expect(chroma(ground)).toBeLessThan(0.07);
      // The object: a 3D render toned to the colour, or a picture drawn here painted in it (none of its own colours left).
      const own = objectFills[emoji];
      if (!own) {
        expect(keepsOwnColours.has(emoji), `${emoji}: list its object's fills in objectFills, or in keepsOwnColours`).toBe(true);
        return;
      }
      if (renderFor(emoji)) {
        expect(svg).toMatch(/<image href="data:image\/webp;base64,[^"]+" [^>]* filter="url\(#[a-z0-9]+t\)"\/>/);
        // Its grey levels map onto the colour's dark, own and light tones.
        const table = (ch: number) => toneStops(colour).map((hex) => Math.round(((rgb(hex)[ch] as number) / 255) * 10_000) / 10_000);
        for (const [ch, f] of ["R", "G", "B"].entries()) expect(svg).toContain(`<feFunc${f} type="table" tableValues="${table(ch).join(" ")}"/>`);
        const mid = rgb(toneStops(colour)[1]);
        if (chroma(rgb(colour)) > 0.15) expect(Math.abs(((hue(mid) - hue(rgb(colour)) + 540) % 360) - 180)).toBeLessThan(25);
        return;
      }
      for (const fill of own) expect(painted, `${emoji} keeps ${fill}`).not.toContain(fill);
      expect(painted).toContain(
        tint(
          colour,
          [0.299, 0.587, 0.114].reduce((sum, w, i) => sum + w * (rgb(colour)[i] as number), 0),
        ),
      );
    });

    // Issue 21: white earbuds, sandals, speaker and polo were drawn pale on a pale grey and barely seen.
    it.each(rows.filter((r) => r.kind !== "product-3").map((r) => [r.file, r] as const))(
      "%s: the object stands out from the ground it is drawn on",
      (_file, row) => {
        const colour = variantColour(row.label) as string;
        const rendered = renderFor(emojiFor(row)) !== null;
        const { ground } = studioGround(colour, rendered);
        // The object's main colour is the variant's own: painted at its luminance, or a render toned with its middle
        // (a light one shows its light tone, and its own shading outlines it).
        const light = luminance(colour) > LIGHT_OBJECT;
        const object = rendered ? luminance(toneStops(colour)[light ? 2 : 1]) : luminance(colour);
        const gap = Math.abs(object - luminance(ground));
        expect(gap, `${colour} on ${ground}`).toBeGreaterThanOrEqual(light && !rendered ? 50 : 25);
      },
    );

    it("draws a white object white on a mid-grey ground, not pale on pale", () => {
      const white = seedVariants.find((v) => v.value === "white")?.hex as string;
      expect(luminance(white)).toBeGreaterThan(LIGHT_OBJECT);
      const { ground, light } = studioGround(white, false);
      expect(luminance(white) - luminance(ground)).toBeGreaterThanOrEqual(50);
      expect(luminance(white) - luminance(light)).toBeGreaterThanOrEqual(15);
      expect(chroma(rgb(ground))).toBeLessThan(0.07);
      const earbuds = rows.find((r) => r.kind === "product" && r.label.startsWith("Wireless earbuds (White"));
      if (!earbuds) throw new Error("no white earbuds in the seed");
      const svg = renderSvg({ ...earbuds, width: 800, height: 800 }, 300, 300, null);
      expect(fills(svg)).toContain(ground);
      expect(fills(svg)).toContain(tint(white, luminance(white)));
    });

    it("draws the white polo white, not lime green", () => {
      const polo = rows.find((r) => r.kind === "product" && r.label.startsWith("Polo T-shirt (White"));
      if (!polo) throw new Error("no white polo in the seed");
      const svg = renderSvg({ ...polo, width: 800, height: 800 }, 300, 300, null);
      // The render's own green is toned: its middle and light tones map to white-ish greys.
      expect(svg).toMatch(/<image [^>]* filter="url\(#[a-z0-9]+t\)"\/>/);
      const [, mid, light] = toneStops(rgb(polo.color).every((c) => c > 240) ? polo.color : "#ffffff");
      for (const f of [mid, light]) expect(Math.min(...rgb(f)), f).toBeGreaterThan(200);
    });
  });
});

// The logo is an <img> in every page's header: its <text> was shaped on the main thread with system
// fonts (~47 ms on the Arabic home page under Lighthouse), so the seeded names are drawn outlined.
describe("the seeded logo's and favicon's text is outlined", () => {
  const outlines: Record<string, { d: string; advance: number; unitsPerEm: number }> = logoOutline.outlines;
  const row = (file: string) => {
    const r = contentMedia().find((m) => m.file === file);
    if (!r) throw new Error(`no ${file} in the content seed`);
    return { ...r, width: r.width ?? 0, height: r.height ?? 0 };
  };
  const logo = row("logo.svg");
  const favicon = row("favicon.svg");
  const [en, ar] = [seedSettings.name_en as string, seedSettings.name_ar as string];
  /** The placed paths: their data, translation and scale. */
  const paths = (svg: string) =>
    [...svg.matchAll(/<path d="([^"]*)" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)"/g)].map((m) => ({
      d: m[1] as string,
      x: Number(m[2]),
      y: Number(m[3]),
      sx: Number(m[4]),
      sy: Number(m[5]),
    }));

  it("outlines every line the seeded logo and favicon draw, and nothing else", () => {
    const needed = [`700:${en}`, `600:${ar}`, `700:${favicon.label.split("\n")[0]?.slice(0, 2)}`];
    expect(SEED_TEXTS.map((t: { text: string; weight: number }) => `${t.weight}:${t.text}`).sort()).toEqual([...needed].sort());
    expect(Object.keys(outlines).sort()).toEqual([...needed].sort());
  });

  it("draws the logo's names as paths where the text stood, centred on it, and keeps the store's name as its accessible name", () => {
    const svg = renderSvg(logo, 460, 144, null);
    expect(svg).not.toMatch(/<text[\s>]/);
    expect(svg).toContain(`role="img" aria-label="${en}"`);
    const placed = paths(svg);
    const lines = [
      { key: `700:${en}`, size: Math.round(144 * 0.28), baseline: 144 * 0.47 },
      { key: `600:${ar}`, size: Math.round(Math.round(144 * 0.28) * 0.85), baseline: 144 * 0.8 },
    ];
    for (const { key, size, baseline } of lines) {
      const outline = outlines[key];
      if (!outline) throw new Error(`no outline for ${key}`);
      const p = placed.find((q) => q.d === outline.d);
      if (!p) throw new Error(`${key} is not drawn`);
      const s = size / outline.unitsPerEm;
      expect(p.sx).toBeCloseTo(s, 4);
      expect(p.sy).toBeCloseTo(-s, 4); // font units are y up
      expect(p.y).toBeCloseTo(baseline, 1);
      expect(p.x + (outline.advance * s) / 2, key).toBeCloseTo((460 + 144) / 2, 1); // as text-anchor="middle"
    }
  });

  it("draws the favicon's letter as a path", () => {
    const svg = renderSvg(favicon, 64, 64, null);
    expect(svg).not.toMatch(/<text[\s>]/);
    const outline = outlines[`700:${favicon.label.slice(0, 2)}`];
    expect(paths(svg).map((p) => p.d)).toContain(outline?.d);
  });

  it("draws another store's name as text (an operator's own name has no outline)", () => {
    const svg = renderSvg({ ...logo, label: "Nile Goods\nبضائع النيل" }, 460, 144, null);
    expect(svg).toContain(">Nile Goods</text>");
    expect(svg).toMatch(/direction="rtl">بضائع النيل<\/text>/);
    expect(paths(svg)).toEqual([]);
    // Only the line that has an outline at its weight is outlined.
    const mixed = renderSvg({ ...logo, label: `${en}\nبضائع النيل` }, 460, 144, null);
    expect(paths(mixed).map((p) => p.d)).toEqual([outlines[`700:${en}`]?.d]);
    expect(mixed).toContain(">بضائع النيل</text>");
  });

  it("has plausible widths: the English name about half the logo, the Arabic one narrower", () => {
    const width = (key: string, size: number) => ((outlines[key]?.advance ?? 0) * size) / (outlines[key]?.unitsPerEm ?? 1);
    const enWidth = width(`700:${en}`, Math.round(144 * 0.28));
    expect(enWidth / 460).toBeGreaterThan(0.4);
    expect(enWidth / 460).toBeLessThan(0.7);
    const arWidth = width(`600:${ar}`, Math.round(Math.round(144 * 0.28) * 0.85));
    expect(arWidth).toBeGreaterThan(0.4 * enWidth);
    expect(arWidth).toBeLessThan(enWidth);
    expect(width("700:O", 38)).toBeGreaterThan(20);
    expect(width("700:O", 38)).toBeLessThan(38);
  });

  it("is what store-api/scripts/outline-text.mjs makes now (run it after changing the name, the weights or the font)", async () => {
    expect(readFileSync(OUTPUT, "utf8")).toBe(serialise(await generate()));
  });
});
