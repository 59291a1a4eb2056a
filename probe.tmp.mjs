import { chromium } from "@playwright/test";
const [,, url, width = "1280"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
const r = await page.evaluate((w) => {
  const out = [];
  for (const el of document.querySelectorAll("body *")) {
    const b = el.getBoundingClientRect();
    if (b.right > w + 1 || b.left < -1) out.push(`${el.tagName}.${el.className} ${Math.round(b.left)}-${Math.round(b.right)}`);
  }
  return { sw: document.documentElement.scrollWidth, out: out.slice(0, 15) };
}, Number(width));
console.log(JSON.stringify(r, null, 1));
await browser.close();
