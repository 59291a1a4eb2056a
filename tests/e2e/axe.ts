import { openSync, closeSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA: the rules Lighthouse's accessibility score draws on. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * A page is its template, its matched routes (an error boundary counts apart) and its language:
 * two products, or the same template on another demo server, render the same markup, so auditing
 * each again costs minutes and finds nothing new. The servers whose settings change the markup
 * (GTM, a store switched off, a backend down) keep their origin in the key.
 */
const MARKUP_OF_THEIR_OWN = new Set((process.env.AXE_DISTINCT_ORIGINS ?? "").split(",").filter(Boolean));

/**
 * Pages already audited in this run, by any worker: the config makes one folder per run
 * (AXE_AUDITED_DIR) and a worker claims a page by creating its file. Without it, per process.
 */
const claimedHere = new Set<string>();
function claim(key: string): boolean {
  const dir = process.env.AXE_AUDITED_DIR;
  if (!dir) {
    if (claimedHere.has(key)) return false;
    claimedHere.add(key);
    return true;
  }
  try {
    closeSync(openSync(path.join(dir, createHash("sha256").update(key).digest("hex").slice(0, 32)), "wx"));
    return true;
  } catch {
    return false;
  }
}

interface Visit {
  url: string;
  key: string;
}

/** Which template and routes rendered the page and in which language, read from the hydrated router. */
function pageShape(): Promise<{ lang: string; route: string; template: string }> {
  type Router = { state: { matches: Array<{ route: { id: string } }>; errors: unknown } };
  return new Promise((resolve) => {
    let tries = 0;
    const read = () => {
      const router = (window as unknown as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
      if (!router && ++tries < 50) return false;
      const route = router ? router.state.matches.map((m) => m.route.id).join(">") + (router.state.errors ? "!" : "") : "";
      const template = document.querySelector("[data-template]")?.getAttribute("data-template") ?? "-";
      resolve({ lang: document.documentElement.lang, route, template });
      return true;
    };
    if (read()) return;
    const timer = setInterval(() => read() && clearInterval(timer), 100);
  });
}

/** Records every page the test loads whose kind no test has claimed yet. */
export function recordVisits(page: Page): Visit[] {
  const visits: Visit[] = [];
  page.on("load", (p) => {
    const url = p.url();
    if (!url.startsWith("http")) return;
    const { origin, pathname } = new URL(url);
    const where = MARKUP_OF_THEIR_OWN.has(origin) ? origin : "";
    const remember = (key: string) => {
      if (!visits.some((v) => v.key === key)) visits.push({ url, key });
    };
    // A page the test left before it hydrated is still audited, keyed by its path.
    p.evaluate(pageShape).then(
      ({ lang, route, template }) => remember(`${where}|t${template}|${route || pathname}|${lang}`),
      () => remember(`${origin}|${pathname}|?`),
    );
  });
  return visits;
}

/** Audits each recorded page no other test has audited; returns the violations, one line each. */
export async function auditVisits(page: Page, visits: Visit[]): Promise<string[]> {
  const problems: string[] = [];
  // The list is taken now: the audit's own page loads record again and must not extend it.
  for (const { url, key } of visits.splice(0)) {
    if (!claim(key)) continue;
    const res = await page.goto(url).catch(() => null);
    if (!res) continue;
    // Audited from its top, as a visitor arriving sees it: going to the address the test is on reloads it
    // where the test left it, where a sticky header may cover part of a control (decision 103).
    await page.evaluate(() => window.scrollTo(0, 0));
    // A page without frames is audited in the page itself (axe.run): the same rules on the same
    // document as the frame-by-frame mode, whose results are gathered in a new blank page, at
    // half the cost. A page with frames keeps that mode, which audits cross-origin frames too.
    const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(page.frames().length === 1);
    const results = await builder.analyze();
    const { pathname } = new URL(url);
    for (const v of results.violations) {
      problems.push(
        `${pathname} [${key}] ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
      );
    }
  }
  return problems;
}
