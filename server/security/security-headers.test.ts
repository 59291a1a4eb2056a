import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCsp, parseFeatures, securityHeaders } from "./security-headers.ts";
import { pageCache } from "../page-cache/page-cache.ts";

const options = { formActionOrigins: ["https://pay.example"], imgOrigins: ["https://*.tile.openstreetmap.org"] };
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("buildCsp", () => {
  it("admits no Google host when the store switches nothing on", () => {
    const csp = buildCsp("n0nce", false, options);
    expect(csp).not.toMatch(/google/);
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
  });

  it("Tag Manager on: GTM and GA4 hosts for script, img, connect and the no-script frame, nothing else", () => {
    const csp = buildCsp("n0nce", false, options, ["gtm"]);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic' https://www.googletagmanager.com");
    expect(directive(csp, "img-src")).toContain("https://*.googletagmanager.com https://*.google-analytics.com");
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(directive(csp, "frame-src")).toBe("frame-src https://www.googletagmanager.com");
    expect(csp).not.toMatch(/googleapis|gstatic|unsafe/);
  });

  it("the commercial map on: the Maps JavaScript API's hosts, still no 'unsafe-inline' or 'unsafe-eval'", () => {
    const csp = buildCsp("n0nce", false, options, ["google-maps"]);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic' https://maps.googleapis.com");
    expect(directive(csp, "img-src")).toContain("https://*.googleapis.com https://*.gstatic.com");
    expect(directive(csp, "connect-src")).toContain("https://*.googleapis.com");
    expect(directive(csp, "font-src")).toBe("font-src 'self' https://fonts.gstatic.com");
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'nonce-n0nce' https://fonts.googleapis.com");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(csp).not.toMatch(/unsafe|googletagmanager/);
  });

  it("reads only known feature names", () => {
    expect(parseFeatures("gtm, google-maps,gtm,https://evil.example")).toEqual(["gtm", "google-maps"]);
    expect(parseFeatures(undefined)).toEqual([]);
  });
});

describe("securityHeaders with the app's features header", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.use(securityHeaders(options));
    app.use(pageCache({ ttlSeconds: 60 }));
    app.get("/{*splat}", (req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("X-Page-Cacheable", "1");
      if (req.path !== "/plain") res.setHeader("X-Csp-Features", req.path === "/both" ? "gtm,google-maps" : "gtm");
      res.end(`<html><script nonce="${res.locals.cspNonce}">x</script></html>`);
    });
    server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("widens the policy for the named features and never sends the internal header", async () => {
    const res = await fetch(`${base}/both`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("https://maps.googleapis.com");
    expect(res.headers.get("x-csp-features")).toBeNull();
    const plain = await fetch(`${base}/plain`);
    expect(plain.headers.get("content-security-policy")).not.toMatch(/google/);
  });

  it("a page served from the micro-cache keeps the widened policy with its own nonce", async () => {
    const first = await fetch(`${base}/cached`);
    const second = await fetch(`${base}/cached`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy")!)![1];
    expect(nonce(second)).not.toBe(nonce(first));
    expect(second.headers.get("content-security-policy")).toContain("frame-src https://www.googletagmanager.com");
    expect(second.headers.get("x-csp-features")).toBeNull();
    expect(await second.text()).toContain(`nonce="${nonce(second)}"`);
  });
});
