/**
 * How long the media endpoint's WebP step takes (decision 092), per size: drawing the SVG, a cold
 * render (sharp, the picture's 3D render already converted), and the cache's hit path (drawing the
 * SVG, its tag, the lookup). A measurement to read, not a test: `npx tsx store-api/scripts/time-webp.ts`.
 */
import { performance } from "node:perf_hooks";
import { cachedWebp, svgToWebp, webpTag } from "../lib/raster.ts";
import { MEDIA_SIZES, type MediaSource, renderSvg } from "../lib/svg.ts";
import { contentMedia, planCatalogue } from "../seed/catalogue.ts";
import { seedCategories } from "../seed/catalogue-data.ts";

const ids = new Map<string, number>();
const walk = (list: typeof seedCategories) => {
  for (const c of list) {
    ids.set(c.slug, ids.size + 1);
    if (c.children) walk(c.children);
  }
};
walk(seedCategories);
const rows: MediaSource[] = [...planCatalogue(ids, new Map()).mediaRows, ...contentMedia()];
const products = rows.filter((r) => r.kind === "product");
const PICTURES = 12;
const pictures = Array.from({ length: PICTURES }, (_, i) => products[Math.floor((i * products.length) / PICTURES)] as MediaSource);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => `${n.toFixed(2)} ms`;

// Each picture's 3D render converted to PNG once, as the endpoint's first answer for it does.
for (const row of pictures) await svgToWebp(renderSvg(row, 80, 80, null));

console.log(`${PICTURES} product pictures per size, medians; sharp concurrency ${(await import("sharp")).default.concurrency()}`);
console.log("size        draw SVG    cold render   bytes    cache hit");
for (const size of MEDIA_SIZES) {
  const [w, h] = size.split("x").map(Number) as [number, number];
  const draw: number[] = [];
  const cold: number[] = [];
  const hit: number[] = [];
  const bytes: number[] = [];
  for (const row of pictures) {
    let t = performance.now();
    const svg = renderSvg(row, w, h, { fill: row.color, opacity: 0.6 });
    draw.push(performance.now() - t);
    t = performance.now();
    const webp = await cachedWebp(svg);
    cold.push(performance.now() - t);
    bytes.push(webp.byteLength);
    t = performance.now();
    await cachedWebp(renderSvg(row, w, h, { fill: row.color, opacity: 0.6 }), webpTag(svg));
    hit.push(performance.now() - t);
  }
  console.log(`${size.padEnd(10)}  ${ms(median(draw)).padEnd(10)}  ${ms(median(cold)).padEnd(12)}  ${String(median(bytes)).padEnd(7)}  ${ms(median(hit))}`);
}
