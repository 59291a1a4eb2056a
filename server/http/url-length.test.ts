import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, urlLength } from "./http-limits";

let base = "";
let close: () => void = () => {};
beforeAll(async () => {
  const app = express();
  app.use(urlLength);
  app.use((req, res) => void res.send(`page ${req.originalUrl.length}`));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("urlLength (decision 100)", () => {
  it("answers a short 414 for an address longer than any the shop makes, and pages below it", async () => {
    const at = `/?zz=${"a".repeat(MAX_URL_LENGTH - 5)}`;
    expect(at).toHaveLength(MAX_URL_LENGTH);
    expect((await fetch(`${base}${at}`)).status).toBe(200);
    const over = await fetch(`${base}${at}a`);
    expect(over.status).toBe(414);
    expect(over.headers.get("cache-control")).toBe("no-store");
    // A page in the store's language first, then English, each with the way back.
    expect(over.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await over.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("العنوان طويل جدًا</h1>");
    expect(page).toContain('<a href="/">العودة إلى المتجر</a>');
    expect(page).toContain('<p lang="en" dir="ltr">Address too long');
    expect(page.length).toBeLessThan(1024);
  });

  it("lets the longest way back a sign-in link carries through", async () => {
    const back = `/search?q=${"%D9%87".repeat(339)}`;
    expect(back.length).toBeLessThanOrEqual(2048);
    expect((await fetch(`${base}/login?redirectTo=${encodeURIComponent(back)}`)).status).toBe(200);
  });
});
