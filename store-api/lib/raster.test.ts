import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatedFormat } from "./media-format.ts";
import { ByteLru, cachedWebp, RenderBusy, RenderGate, svgToWebp, webpTag } from "./raster.ts";
import { renderFor } from "./svg.ts";

const bytes = (n: number) => Buffer.alloc(n);

describe("ByteLru", () => {
  it("keeps at most its bytes, dropping the least recently asked first", () => {
    const lru = new ByteLru(100);
    lru.set("a", bytes(40));
    lru.set("b", bytes(40));
    expect(lru.get("a")?.byteLength).toBe(40); // a is now the most recent
    lru.set("c", bytes(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
    lru.set("a", bytes(10));
    expect(lru.bytes).toBe(50);
    lru.set("huge", bytes(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.bytes).toBe(50);
  });
});

describe("svgToWebp", () => {
  // Only the 3D render, on nothing: blank if the embedded WebP were not decoded.
  const render = renderFor("t-shirt") as string;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><image href="${render}" x="20" y="0" width="80" height="80"/></svg>`;

  it("draws an embedded WebP render, at the SVG's own size", async () => {
    const webp = await svgToWebp(svg);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 120, 80]);
    const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alpha(60, 40)).toBeGreaterThan(200);
    expect(alpha(2, 40)).toBe(0);
  });

  it("tags the picture by the SVG and the encoder, and the cache answers the same bytes", async () => {
    expect(webpTag(svg)).toBe(webpTag(svg));
    expect(webpTag(svg)).not.toBe(webpTag(svg.replace('width="120"', 'width="121"')));
    const [a, b] = await Promise.all([cachedWebp(svg), cachedWebp(svg)]);
    expect(a).toBe(b); // one render for both
    expect((await cachedWebp(svg)).equals(await svgToWebp(svg))).toBe(true);
  });
});

describe("generatedFormat", () => {
  it("reads the format from the file's name", () => {
    expect(generatedFormat("cookware-set-1.webp")).toBe("webp");
    expect(generatedFormat("logo.svg")).toBe("svg");
    expect(generatedFormat("cat-books.svg")).toBe("svg");
  });
});

describe("RenderGate", () => {
  it("runs at most its limit at once, queues its waiting, refuses the rest, and hands places on", async () => {
    const gate = new RenderGate(2, 1);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const a = gate.run(job(1));
    const b = gate.run(job(2));
    const c = gate.run(job(3));
    await expect(gate.run(job(4))).rejects.toBeInstanceOf(RenderBusy);
    await Promise.resolve();
    expect([gate.running, gate.queued, started]).toEqual([2, 1, [1, 2]]);
    releases[0]!();
    expect(await a).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect([gate.running, gate.queued, started]).toEqual([2, 0, [1, 2, 3]]);
    releases[1]!();
    releases[2]!();
    expect([await b, await c]).toEqual([2, 3]);
    expect(gate.running).toBe(0);
  });

  it("frees its place when a job fails", async () => {
    const gate = new RenderGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await gate.run(async () => "next")).toBe("next");
  });
});
