/**
 * Runs the contract suite against a Store API at a base URL:
 *   npx tsx store-api/contract/run.ts http://localhost:4000/        (npm run contract -- <url>)
 * Options: --only "<part of a check name>". Exits 1 when a check fails. The last line is
 * "N passed, N failed" (", N skipped" when demo-data checks were skipped).
 */
import { makeCall, runContractSuite } from "./suite.ts";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let only: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--only") only = args[++i];
    else if (args[i] !== "--") rest.push(args[i]!);
  }
  const base = rest[0] ?? process.env.STORE_API_URL;
  if (!base || !/^https?:\/\//.test(base)) {
    console.error("usage: tsx store-api/contract/run.ts <base URL, e.g. http://localhost:4000/> [--only <text>]");
    process.exit(2);
  }
  const call = makeCall((req) => fetch(req), base);
  console.log(`Store API contract suite against ${base}`);
  const started = performance.now();
  const { passed, failed, skipped } = await runContractSuite(call, {
    only,
    onResult: (r) => {
      const mark = r.skipped ? "-" : r.ok ? "✓" : "✗";
      console.log(`${mark} ${r.name}${r.skipped ? " (skipped: no demo data)" : ` (${r.ms} ms)`}`);
      if (r.error) console.log(`    ${r.error.split("\n").join("\n    ")}`);
    },
  });
  console.log(`(${Math.round(performance.now() - started)} ms)`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error("contract suite crashed:", e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
