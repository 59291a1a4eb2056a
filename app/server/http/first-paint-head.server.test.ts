import { describe, expect, it } from "vitest";
import { firstPaintHead } from "./first-paint-head.server";

// The head as React writes it for a page: hoisted tags first, the head's own children (theme style, stylesheets) last.
const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" as="image" href="/api/media/300x300/a.svg" fetchPriority="high"/><meta name="theme-color" content="#0f766e"/><title>متجر</title>' +
  '<link rel="preload" href="/assets/arabic.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<style nonce="n">:root{--theme:#0f766e}</style><link nonce="n" rel="stylesheet" href="/assets/common.css#"/><link nonce="n" rel="stylesheet" href="/assets/app.css"/>';
const BODY = '</head><body><p>نص</p><link rel="modulepreload" href="/not-in-head.js"/><link rel="stylesheet" href="/in-body.css"/></body></html>';

describe("the head for the first paint", () => {
  const out = firstPaintHead(Buffer.from(HEAD + BODY)).toString("utf8");

  it("puts the theme style and the stylesheets, in their order, right after the viewport", () => {
    expect(out).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"/><style nonce="n">:root{--theme:#0f766e}</style>' +
        '<link nonce="n" rel="stylesheet" href="/assets/common.css#"/><link nonce="n" rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image"',
    );
    expect(out.indexOf('rel="stylesheet"')).toBeLessThan(out.indexOf('rel="preload"'));
  });

  it("asks for the head's module preloads at low priority", () => {
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\//g)).toHaveLength(2);
  });

  it("keeps every tag and leaves the body's bytes alone", () => {
    expect(out.length).toBe(HEAD.length + BODY.length + 2 * ' fetchpriority="low"'.length);
    expect(out.endsWith(BODY)).toBe(true);
  });

  it("leaves a head it does not recognise, or one already in order, as it was", () => {
    for (const html of [
      "<p>no head</p>",
      "<!DOCTYPE html><html><head></head><body></body></html>",
      `<html><head><meta name="viewport" content="x"/><link rel="stylesheet" href="/a.css"/><title>t</title></head><body></body></html>`,
    ]) {
      const bytes = Buffer.from(html);
      expect(firstPaintHead(bytes)).toBe(bytes);
    }
  });
});
