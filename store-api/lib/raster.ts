/**
 * A drawn picture (store-api/lib/svg.ts) rasterised to WebP with sharp (decision 092), the encoded
 * bytes kept in a cache bounded in bytes. Server only: the browser never loads sharp.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";

const QUALITY = 82;

/** Everything besides the SVG that decides the bytes: the same SVG through the same encoder gives the same file. */
const ENCODER = `webp q${QUALITY} sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;

/**
 * The strong ETag of the WebP this SVG becomes. Taken from the SVG and the encoder, not the encoded
 * bytes, so a revalidation (If-None-Match) is answered 304 without rendering anything.
 */
export function webpTag(svg: string): string {
  return `"${createHash("sha1").update(ENCODER).update("\n").update(svg).digest("base64url")}"`;
}

/**
 * sharp's librsvg does not decode an `<image>` whose data: URL is WebP (the object comes out blank),
 * so each embedded 3D render (decision 079) is handed over as PNG, converted once per render.
 */
const pngOfWebp = new Map<string, Promise<string>>();
const EMBEDDED_WEBP = /data:image\/webp;base64,([A-Za-z0-9+/=]+)/g;

async function embedsAsPng(svg: string): Promise<string> {
  const found = [...new Set(Array.from(svg.matchAll(EMBEDDED_WEBP), (m) => m[1] as string))];
  if (found.length === 0) return svg;
  const pngs = await Promise.all(
    found.map((b64) => {
      let png = pngOfWebp.get(b64);
      if (!png) {
        png = sharp(Buffer.from(b64, "base64"))
          .png()
          .toBuffer()
          .then((buf) => `data:image/png;base64,${buf.toString("base64")}`);
        // The renders are the committed ones (75): this map is as large as that set, never larger.
        pngOfWebp.set(b64, png);
        png.catch(() => pngOfWebp.delete(b64));
      }
      return png;
    }),
  );
  const byWebp = new Map(found.map((b64, i) => [b64, pngs[i] as string]));
  return svg.replace(EMBEDDED_WEBP, (_, b64: string) => byWebp.get(b64) as string);
}

/** Encodes the SVG (its own width and height are the picture's pixels) as a WebP. */
export async function svgToWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(await embedsAsPng(svg)))
    .webp({ quality: QUALITY })
    .toBuffer();
}

/** A least-recently-used map whose values' bytes add up to at most `maxBytes`. */
export class ByteLru {
  #entries = new Map<string, Buffer>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.byteLength;
    }
    if (value.byteLength > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [k, v] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.byteLength;
    }
  }
}

/**
 * 32 MB holds every seeded picture at the sizes a shop's pages ask for (cards at 300 and 600, the
 * gallery at 600 and 1200, thumbnails) many times over; past it the least recently asked go first.
 */
const cache = new ByteLru(32 * 1024 * 1024);
const rendering = new Map<string, Promise<Buffer>>();

/** Thrown instead of queueing a render when as many already wait as the gate allows: answered 503. */
export class RenderBusy extends Error {
  constructor() {
    super("Too many pictures are being drawn.");
    this.name = "RenderBusy";
  }
}

/**
 * At most `limit` jobs at once and `waiting` more in line; past that a job is refused at once
 * (RenderBusy) rather than queued without end. A finished job hands its place to the first in line.
 */
export class RenderGate {
  #running = 0;
  #line: (() => void)[] = [];
  constructor(
    readonly limit: number,
    readonly waiting: number,
  ) {}

  get running(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#line.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    else if (this.#line.length < this.waiting) await new Promise<void>((resolve) => this.#line.push(resolve));
    else throw new RenderBusy();
    try {
      return await job();
    } finally {
      const next = this.#line.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/**
 * Decision 100: a render is 0.3–1 s of a core (600 and 1200 px), and every new background, size and
 * file is a new one, so a flood of made-up URLs queued renders without end inside sharp while the
 * shop's own pictures waited behind them. One render a core, and enough waiting for a cold page of
 * pictures from a few browsers (six connections each); the rest are told to come back.
 */
let gate = new RenderGate(Math.max(1, Math.min(4, availableParallelism())), 16);

/** For tests: a gate of another size (returns the one it replaces). */
export function swapRenderGate(next: RenderGate): RenderGate {
  const previous = gate;
  gate = next;
  return previous;
}

/**
 * The WebP for this SVG, keyed by its ETag (the SVG names the file's picture, the size and the
 * background, so a changed row can never be answered from an older picture). Pictures asked for
 * together while one is being drawn share that one render; new renders pass the gate (RenderBusy
 * when it is full).
 */
export function cachedWebp(svg: string, tag = webpTag(svg)): Promise<Buffer> {
  const hit = cache.get(tag);
  if (hit) return Promise.resolve(hit);
  let pending = rendering.get(tag);
  if (!pending) {
    pending = gate
      .run(() => svgToWebp(svg))
      .then((webp) => {
        cache.set(tag, webp);
        return webp;
      })
      .finally(() => rendering.delete(tag));
    rendering.set(tag, pending);
  }
  return pending;
}
