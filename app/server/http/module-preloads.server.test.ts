import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads.server";

describe("module preloads at low priority", () => {
  it("marks every modulepreload of the head and leaves the body's bytes alone", () => {
    const head =
      '<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/><title>متجر</title>' +
      '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/></head>';
    const body = '<body><p>نص <link rel="modulepreload" href="/not-in-head.js"/></p></body></html>';
    const out = lowPriorityModulePreloads(Buffer.from(head + body)).toString("utf8");
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\//g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out.endsWith(body)).toBe(true);
    expect(out.startsWith('<!DOCTYPE html><html lang="ar"><head><meta charSet="utf-8"/><title>متجر</title>')).toBe(true);
  });

  it("returns a document without preloads or without a head as it was", () => {
    const plain = Buffer.from("<!DOCTYPE html><html><head></head><body></body></html>");
    expect(lowPriorityModulePreloads(plain)).toBe(plain);
    const fragment = Buffer.from("<p>no head</p>");
    expect(lowPriorityModulePreloads(fragment)).toBe(fragment);
  });
});
