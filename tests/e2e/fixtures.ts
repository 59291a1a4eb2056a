import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { auditVisits, recordVisits } from "./axe";

import { PORTS } from "../../playwright.config";

export { OPERATOR_SECRET, PORTS } from "../../playwright.config";
export const urlOn = (port: number, path = "/") => `http://localhost:${port}${path}`;

/** The store in each of its three templates, by the server that runs it (the main server's store is template 3). */
export const TEMPLATES = [
  { id: 1, port: PORTS.template1 },
  { id: 2, port: PORTS.template2 },
  { id: 3, port: PORTS.main },
] as const;

/**
 * Every journey fails on a CSP violation (reported or caught) or an uncaught page error on its
 * page, and with JavaScript every kind of page it visits is audited with axe afterwards. Both
 * ride on the `page` fixture, so a test that never opens a page (HTTP-level checks, and tests
 * their project skips) starts no browser page for them.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({}, use) => {
      const errors: string[] = [];
      await use(errors);
      expect(errors, "no CSP violations, page errors or hydration mismatches").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, pageErrors, javaScriptEnabled }, use, testInfo) => {
    // What the test's own visits cause; the audit's visits below are not the test's.
    let recording = true;
    const record = (error: string) => recording && pageErrors.push(error);
    page.on("pageerror", (e) => record(`pageerror: ${e.message}`));
    page.on("console", (msg) => {
      const text = msg.text();
      if (/Content Security Policy|Refused to/.test(text)) record(`csp: ${text}`);
      if (msg.type() === "error" && /Hydration|did not match/i.test(text)) record(`hydration: ${text}`);
    });
    // A violation the page caught (zod probing for eval, say) never reaches the console; Chromium's issues panel has it.
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") record(`csp issue: ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
    });
    await cdp.send("Audits.enable");
    // With JavaScript, every kind of page a journey visits (its template, routes and language, once per run) is audited with axe afterwards.
    const visits = javaScriptEnabled && !process.env.NO_AXE ? recordVisits(page) : [];
    await use(page);
    recording = false;
    // A test that failed, or whose page errors will fail it, is not audited.
    if (!visits.length || testInfo.status !== testInfo.expectedStatus || pageErrors.length) return;
    // axe takes seconds a page on a busy CI machine.
    testInfo.setTimeout(testInfo.timeout + visits.length * 60_000);
    expect(await auditVisits(page, visits), "no accessibility violations (axe, WCAG 2.2 AA)").toEqual([]);
  },
});

/** With JavaScript, waits until the app has hydrated (root sets `<html data-hydrated>` after its children's effects). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The page behaviours' own chunk (the language key, the progress bar) is listening too. */
export async function behavioursLive(page: Page) {
  await page.locator("html[data-hydrated][data-behaviours]").waitFor({ state: "attached" });
}

/** The store's search box: a searchbox without JavaScript, a combobox once the page has hydrated (decision 082). */
export const searchBox = (scope: Locator) => scope.getByRole("searchbox").or(scope.getByRole("combobox"));

export { expect };
