// `npm run bench:open-loop` (issue 39, decision 091): where the guest cart's open-loop tail comes from.
// The embedded demo is offered fixed rates (autocannon's overallRate, 50 connections) on paths that do
// less and less of a cart view's work: /healthz (Express only), /robots.txt (a resource route through
// React Router and the middleware), /login (a rendered document, no Store API call) and /cart (the
// guest cart of 3 lines). Each row: the rate answered, p50, p99 and the process's CPU a view (all
// threads). Writes the `openLoopFloor` entry of bench/results.json. Flags: --no-build, --port=P,
// --rates=100,200,300, --duration=S.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measure } from "./lib/load.mjs";
import { startStorefront } from "./lib/server.mjs";
import { findPages, guestCartOfLines } from "./lib/store-pages.mjs";
import { table } from "./lib/table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const PORT = Number(arg("port", 6350));
const RATES = arg("rates", "100,200,300").split(",").map(Number);
const DURATION = Number(arg("duration", 10));
const CONNECTIONS = 50;

if (!process.argv.includes("--no-build")) execSync("npm run build", { cwd: root, stdio: "inherit" });

const server = await startStorefront(buildDir, PORT);
try {
  const base = `http://127.0.0.1:${PORT}`;
  const { category } = await findPages(base);
  const cart = await guestCartOfLines(base, category, 3);
  const paths = [
    { path: "/healthz", headers: {} },
    { path: "/robots.txt", headers: {} },
    { path: "/login", headers: {} },
    { path: "/cart", headers: { Cookie: cart } },
  ];
  for (const { path: p, headers } of paths) for (let i = 0; i < 50; i++) await (await fetch(base + p, { headers })).arrayBuffer();
  const rows = [];
  for (const rate of RATES) {
    for (const { path: p, headers } of paths) {
      process.stdout.write(`${p} offered ${rate} req/s …\n`);
      const cpu = server.cpuMs();
      const result = await measure(base + p, { connections: CONNECTIONS, duration: DURATION, headers, overallRate: rate });
      rows.push({ path: p, offeredRate: rate, ...result, cpuMsPerView: Number(((server.cpuMs() - cpu) / result.requests).toFixed(2)) });
    }
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(
    table(
      ["path", "offered req/s", "answered req/s", "p50 ms", "p99 ms", "CPU ms/view", "non-2xx"],
      rows.map((r) => [r.path, r.offeredRate, r.rps, r.p50, r.p99, r.cpuMsPerView, r.non2xx + r.errors]),
    ),
  );
  const file = path.join(root, "bench/results.json");
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const openLoopFloor = { at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, loadAverage: os.loadavg()[0], rows };
  writeFileSync(file, `${JSON.stringify({ ...previous, openLoopFloor }, null, 2)}\n`);
  console.log("\nwrote the openLoopFloor entry of bench/results.json");
} finally {
  await server.stop();
}
