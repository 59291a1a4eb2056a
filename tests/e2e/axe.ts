import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 A and AA: the rules Lighthouse's accessibility score draws on. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Pages already audited in this worker. A page is its server, its matched routes (an error
 * boundary counts apart) and its language: two products render the same markup, so auditing
 * every slug would cost minutes and find nothing new.
 */
const checked = new Set<string>();

interface Visit {
  url: string;
  key: string;
}

/** Which routes rendered the page and in which language, read from the hydrated router. */
function pageShape(): Promise<{ lang: string; route: string }> {
  type Router = { state: { matches: Array<{ route: { id: string } }>; errors: unknown } };
  return new Promise((resolve) => {
    let tries = 0;
    const read = () => {
      const router = (window as unknown as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
      if (!router && ++tries < 50) return false;
      const route = router ? router.state.matches.map((m) => m.route.id).join(">") + (router.state.errors ? "!" : "") : "";
      resolve({ lang: document.documentElement.lang, route });
      return true;
    };
    if (read()) return;
    const timer = setInterval(() => read() && clearInterval(timer), 100);
  });
}

/** Records every page the test loads that this worker has not audited yet. */
export function recordVisits(page: Page): Visit[] {
  const visits: Visit[] = [];
  page.on("load", (p) => {
    const url = p.url();
    if (!url.startsWith("http")) return;
    const { origin, pathname } = new URL(url);
    const remember = (key: string) => {
      if (!checked.has(key) && !visits.some((v) => v.key === key)) visits.push({ url, key });
    };
    // A page the test left before it hydrated is still audited, keyed by its path.
    p.evaluate(pageShape).then(
      ({ lang, route }) => remember(`${origin}|${route || pathname}|${lang}`),
      () => remember(`${origin}|${pathname}|?`),
    );
  });
  return visits;
}

/** Audits each recorded page no earlier test audited; returns the violations, one line each. */
export async function auditVisits(page: Page, visits: Visit[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { url, key } of visits) {
    if (checked.has(key)) continue;
    checked.add(key);
    const res = await page.goto(url).catch(() => null);
    if (!res) continue;
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const { pathname } = new URL(url);
    for (const v of results.violations) {
      problems.push(`${pathname} [${key}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    }
  }
  return problems;
}
