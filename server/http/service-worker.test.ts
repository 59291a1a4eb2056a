import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { serviceWorker } from "./service-worker";

const FILE = path.join(import.meta.dirname, "../../public/sw.js");
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function serve(buildId: () => Promise<string>, file = FILE) {
  const app = express();
  app.get("/sw.js", serviceWorker({ file, buildId }));
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(500).send("error"));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sw.js`;
}

describe("serviceWorker", () => {
  it("serves the worker with the build id in its cache name and worker headers", async () => {
    const res = await fetch(await serve(async () => "build-2"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("service-worker-allowed")).toBe("/");
    const body = await res.text();
    expect(body).toContain('const BUILD_ID = "build-2";');
    expect(body).not.toContain("__BUILD_ID__");
  });

  it("strips characters that could break out of the string literal", async () => {
    const body = await (await fetch(await serve(async () => 'v1.2-3";evil()//</script>'))).text();
    expect(body).toContain('const BUILD_ID = "v1.2-3evilscript";');
  });

  it("serves a new body once the build id changes, so browsers install the new worker", async () => {
    let id = "build-1";
    const url = await serve(async () => id);
    const first = await (await fetch(url)).text();
    id = "build-2";
    const second = await (await fetch(url)).text();
    expect(first).toContain('"build-1"');
    expect(second).toContain('"build-2"');
    expect(second).not.toBe(first);
  });

  it("hands errors to Express instead of hanging", async () => {
    expect((await fetch(await serve(async () => Promise.reject(new Error("no build"))))).status).toBe(500);
    expect((await fetch(await serve(async () => "b", "/nonexistent/sw.js"))).status).toBe(500);
  });
});
