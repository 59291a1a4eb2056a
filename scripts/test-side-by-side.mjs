#!/usr/bin/env node
/**
 * Runs lanes of npm scripts at the same time, each lane's scripts one after another (decision 095):
 *
 *   node scripts/test-side-by-side.mjs "lint typecheck build test:readme" "test:unit"
 *
 * npm test's stages before Playwright each keep about one core busy (vitest's one fork on two
 * cores, tsc, the build, the README's command in a clean clone), so on CI's two cores two lanes
 * take the time of the longer lane instead of the sum. Every line is printed as it comes, led by
 * its script's name; each script's time is printed when it ends. A failed script stops its lane;
 * the other lane finishes the script it is running and starts no more (nothing is cut off mid-way,
 * so no server is left behind), and the whole run fails.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/test-side-by-side.mjs "script script…" "script…"');
  process.exit(2);
}
const width = Math.max(...lanes.flat().map((name) => name.length));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();
let failed = false;
const times = [];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const lead = `${script.padEnd(width)} │ `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => console.log(lead + line));
    }
    const t0 = Date.now();
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - t0) / 1000);
      times.push(`${script} ${seconds} s`);
      console.log(`${lead}${code === 0 ? "passed" : `FAILED (${code ?? signal})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const script of lane) {
      if (failed) return;
      if (!(await run(script))) failed = true;
    }
  }),
);
console.log(`side by side: ${times.join(", ")}; ${Math.round((Date.now() - started) / 1000)} s in all${failed ? " — FAILED" : ""}`);
process.exit(failed ? 1 : 0);
