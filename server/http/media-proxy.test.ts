import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaProxy } from "./media-proxy";

/** Decision 100: only the sizes and backgrounds the shop's pages ask for reach the Store API's renderer. */
const asked: string[] = [];
let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(
    "/api/media",
    mediaProxy("http://store.invalid/", async (request) => {
      asked.push(request.url.replace("http://store.invalid", ""));
      return new Response("webp", { headers: { "Content-Type": "image/webp" } });
    }),
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string): Promise<{ status: number; forwarded: string | undefined }> {
  asked.length = 0;
  const res = await fetch(`${base}${path}`);
  await res.arrayBuffer();
  return { status: res.status, forwarded: asked[0] };
}

describe("mediaProxy", () => {
  it("forwards the sizes and the background a page asks for, in one spelling", async () => {
    expect(await get("/api/media/600x600/t-shirt-1.webp?background=auto")).toEqual({ status: 200, forwarded: "/media/600x600/t-shirt-1.webp?background=auto" });
    expect(await get("/api/media/600x600/t-shirt-1.webp?background=AUTO")).toEqual({ status: 200, forwarded: "/media/600x600/t-shirt-1.webp?background=auto" });
    expect(await get("/api/media/600x600/t-shirt-1.webp?background=%61uto")).toEqual({
      status: 200,
      forwarded: "/media/600x600/t-shirt-1.webp?background=auto",
    });
    expect(await get("/api/media/1200x1200/t-shirt-1.webp")).toEqual({ status: 200, forwarded: "/media/1200x1200/t-shirt-1.webp" });
    expect(await get("/api/media/460x144/logo.svg")).toEqual({ status: 200, forwarded: "/media/460x144/logo.svg" });
  });

  it("refuses with 400, without asking the Store API, what no page asks for", async () => {
    for (const path of [
      "/api/media/600x600/t-shirt-1.webp?background=%23ff0000",
      "/api/media/600x600/t-shirt-1.webp?background=red",
      "/api/media/600x600/t-shirt-1.webp?background=rgb(1,2,3)",
      "/api/media/600x600/t-shirt-1.webp?background=",
      "/api/media/600x600/t-shirt-1.webp?background=auto&background=auto",
      "/api/media/600x600/t-shirt-1.webp?background=auto&v=1",
      "/api/media/600x600/t-shirt-1.webp?Background=auto",
      "/api/media/600x600/t-shirt-1.webp?background[]=auto",
      `/api/media/600x600/t-shirt-1.webp?background=${"a".repeat(5000)}`,
      "/api/media/601x600/t-shirt-1.webp",
      "/api/media/1200x630/t-shirt-1.webp",
      "/api/media/9999x9999/t-shirt-1.webp",
      "/api/media/0600x600/t-shirt-1.webp",
    ]) {
      expect(await get(path), path.slice(0, 120)).toEqual({ status: 400, forwarded: undefined });
    }
  });

  it("answers 404 for a path that is not a picture's", async () => {
    expect(await get("/api/media/600x600/../bootstrap")).toMatchObject({ status: 404, forwarded: undefined });
    expect(await get("/api/media/big/t-shirt-1.webp")).toEqual({ status: 404, forwarded: undefined });
  });
});
