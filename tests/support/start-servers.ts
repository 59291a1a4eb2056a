// @ts-expect-error plain JavaScript helper shared with scripts/bench.mjs and scripts/lighthouse.mjs
import { startNode } from "../../scripts/lib/server.mjs";
import { snapshotFile } from "../../store-api/testing.ts";
import { PORTS, SERVERS, type TestServer } from "../../playwright.config";

/**
 * Playwright's own `webServer` starts its servers one after another; each storefront seeds its
 * own demo database, so a dozen of them took a minute before the first test. This global setup
 * starts them all at once and waits for every one, keeping webServer's rules: output shown
 * unless `quiet`, an answering server reused outside CI, all of them stopped at the end.
 * Every demo server of the run (and those the journeys start, which inherit the environment)
 * loads the Store API's cached seed snapshot (STORE_API_SEED_DUMP) instead of seeding.
 */
type Started = { stop: () => Promise<void> };

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

/**
 * E2E_SERVERS=main,template1 (names from PORTS in playwright.config.ts) starts only those: a
 * developer running one spec on a busy machine need not wait for sixteen servers. CI starts all.
 */
function wanted(server: TestServer) {
  const names = (process.env.E2E_SERVERS ?? "").split(",").filter(Boolean);
  if (names.length === 0 || process.env.CI) return true;
  const port = Number(new URL(server.url).port);
  return names.some((name) => PORTS[name as keyof typeof PORTS] === port);
}

export default async function startServers() {
  const snapshot = await snapshotFile();
  if (snapshot) process.env.STORE_API_SEED_DUMP ??= snapshot;
  const results = await Promise.allSettled(
    SERVERS.filter(wanted).map(async ({ args, env, url, quiet }): Promise<Started | null> => {
      if (!process.env.CI && (await answers(url))) return null;
      return startNode(args, { env, readyUrl: url, quiet });
    }),
  );
  const started = results.flatMap((r) => (r.status === "fulfilled" && r.value ? [r.value] : []));
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
