import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Home } from "./contract.ts";
import { RenderGate, swapRenderGate } from "./lib/raster.ts";
import { openTestApi } from "./test/helpers.ts";

/** Decision 100: what a made-up media URL costs the reference Store API. */
let ctx: Awaited<ReturnType<typeof openTestApi>>;
let file: string;
beforeAll(async () => {
  ctx = await openTestApi();
  const home = Home.parse((await ctx.get("/store/home", "en")).body.data);
  file = home.categories[0]!.image!;
});
afterAll(async () => {
  await ctx?.opened.close();
});

const media = (path: string) => ctx.api.fetch(new Request(`http://api.test/media/${path}`, { headers: { "X-LANG": "en" } }));

describe("media backgrounds", () => {
  it("answers other spellings of one colour as the same picture", async () => {
    const tags = new Set<string | null>();
    for (const spelling of ["%23f00", "F00", "%23FF0000", "rgb(255,0,0)", "RGB(%20255%20,0,0)", "rgba(255,0,0,1)"]) {
      const res = await media(`150x150/${file}?background=${spelling}`);
      expect(res.status, spelling).toBe(200);
      tags.add(res.headers.get("etag"));
    }
    expect(tags.size).toBe(1);
  });

  it("refuses a colour name CSS does not have", async () => {
    const res = await media(`150x150/${file}?background=qqqq`);
    expect(res.status).toBe(422);
  });
});

describe("renders in flight", () => {
  let previous: RenderGate | undefined;
  afterEach(() => {
    if (previous) swapRenderGate(previous);
    previous = undefined;
  });

  it("answers 503 with Retry-After when the renderer is full, and a cached picture still", async () => {
    const cached = await media(`80x80/${file}`);
    expect(cached.status).toBe(200);
    // A gate with no room: every new render is refused at once.
    previous = swapRenderGate(new RenderGate(0, 0));
    const busy = await media(`80x80/${file}?background=%23abcdef`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect((await busy.json()).message).toMatch(/try again/i);
    // What is already drawn does not need the gate.
    expect((await media(`80x80/${file}`)).status).toBe(200);
  });
});
