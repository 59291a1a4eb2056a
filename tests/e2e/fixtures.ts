import { test as base, expect, type Page } from "@playwright/test";
import { auditVisits, recordVisits } from "./axe";

export { OPERATOR_SECRET, PORTS } from "../../playwright.config";
export const urlOn = (port: number, path = "/") => `http://localhost:${port}${path}`;

/** Every journey fails on a CSP violation (reported or caught) or an uncaught page error. */
export const test = base.extend<{ pageErrors: string[]; accessibility: void }>({
  // With JavaScript, every kind of page a journey visits (its template, routes and language, once per run) is audited with axe afterwards.
  accessibility: [
    async ({ page, javaScriptEnabled }, use, testInfo) => {
      const visits = javaScriptEnabled && !process.env.NO_AXE ? recordVisits(page) : [];
      await use();
      if (!visits.length || testInfo.status !== testInfo.expectedStatus) return;
      // axe takes seconds a page on a busy CI machine.
      testInfo.setTimeout(testInfo.timeout + visits.length * 60_000);
      expect(await auditVisits(page, visits), "no accessibility violations (axe, WCAG 2.2 AA)").toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
      page.on("console", (msg) => {
        const text = msg.text();
        if (/Content Security Policy|Refused to/.test(text)) errors.push(`csp: ${text}`);
        if (msg.type() === "error" && /Hydration|did not match/i.test(text)) errors.push(`hydration: ${text}`);
      });
      // A violation the page caught (zod probing for eval, say) never reaches the console; Chromium's issues panel has it.
      const cdp = await page.context().newCDPSession(page);
      cdp.on("Audits.issueAdded", ({ issue }) => {
        if (issue.code === "ContentSecurityPolicyIssue") errors.push(`csp issue: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
      });
      await cdp.send("Audits.enable");
      await use(errors);
      expect(errors, "no CSP violations, page errors or hydration mismatches").toEqual([]);
    },
    { auto: true },
  ],
});

/** With JavaScript, waits until the app has hydrated (root sets `<html data-hydrated>` after its children's effects). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export { expect };
