import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA: the rules Lighthouse's accessibility score draws on. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Pages already checked in this worker (path and language): each is audited once per run. */
const checked = new Set<string>();

/** Records every page the test loads, as URL and document language. */
export function recordVisits(page: Page): Array<{ url: string; lang: string }> {
  const visits: Array<{ url: string; lang: string }> = [];
  page.on("load", (p) => {
    const url = p.url();
    if (!url.startsWith("http")) return;
    p.evaluate(() => document.documentElement.lang)
      .then((lang) => visits.push({ url, lang }))
      .catch(() => {});
  });
  return visits;
}

/** Audits each page visited that no earlier test audited; returns the violations, one line each. */
export async function auditVisits(page: Page, visits: Array<{ url: string; lang: string }>): Promise<string[]> {
  const problems: string[] = [];
  for (const { url, lang } of visits) {
    const { origin, pathname } = new URL(url);
    const key = `${origin}${pathname}|${lang}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const res = await page.goto(url).catch(() => null);
    if (!res) continue;
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of results.violations) {
      problems.push(`${pathname} (${lang}) ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    }
  }
  return problems;
}
