import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapterOrigin } from "./request-origin.ts";

const servers: Server[] = [];
async function serve(trustProxy: number): Promise<number> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => void res.send(adapterOrigin(req)));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return (server.address() as AddressInfo).port;
}
function origin(port: number, headers: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    httpRequest(`http://127.0.0.1:${port}/`, { headers }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve(body));
    })
      .on("error", reject)
      .end();
  });
}

let direct = 0;
let proxied = 0;
beforeAll(async () => {
  direct = await serve(0);
  proxied = await serve(1);
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe("the origin React Router gives the app", () => {
  it("is the Host as sent when no proxy is trusted (forwarded headers are a client's words)", async () => {
    expect(await origin(direct, { host: "evil.example" })).toBe("http://evil.example");
    expect(await origin(direct, { host: "localhost:8080", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" })).toBe("http://localhost:8080");
  });

  it("behind a trusted proxy takes the forwarded host and scheme, with the Host's port when the forwarded host has none", async () => {
    expect(await origin(proxied, { host: "10.0.0.1:3000", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" })).toBe(
      "https://shop.example:3000",
    );
    expect(await origin(proxied, { host: "10.0.0.1:3000", "x-forwarded-host": "localhost:8443" })).toBe("http://localhost:8443");
  });
});
