// The README's first command, verbatim, in a clean clone of HEAD with an empty environment
// (only PATH, HOME for npm's cache, and a free PORT): it must start the Arabic demo store and
// stop cleanly on SIGTERM (issue #18.3). Uncommitted changes are not part of what it tests.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { freePort } from "./lib/server.mjs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY_WITHIN_MS = Number(process.env.README_TEST_TIMEOUT_MS ?? 15 * 60_000);

/** The first line of the README's first shell block, without its comment. */
export function readmeFirstCommand(readme) {
  const block = /```sh\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error("README.md has no ```sh block");
  return block[1]
    .split("\n")[0]
    .replace(/\s+#.*$/, "")
    .trim();
}

async function answers(url) {
  try {
    const res = await fetch(url);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

const command = readmeFirstCommand(execFileSync("git", ["show", `${process.env.README_TEST_REF ?? "HEAD"}:README.md`], { cwd: root, encoding: "utf8" }));
// README_TEST_REF: another commit to try the command on (e.g. one from before a fix).
const head = execFileSync("git", ["rev-parse", process.env.README_TEST_REF ?? "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const dir = mkdtempSync(path.join(tmpdir(), "readme-command-"));
const port = await freePort();
let child;
let output = "";
const fail = (message) => {
  console.error(`test:readme FAILED: ${message}\n--- output of \`${command}\` ---\n${output.slice(-6000)}`);
  process.exitCode = 1;
};

try {
  execFileSync("git", ["clone", "--quiet", "--no-checkout", root, dir], { stdio: "inherit" });
  execFileSync("git", ["checkout", "--quiet", "--detach", head], { cwd: dir, stdio: "inherit" });
  console.log(`test:readme: \`${command}\` in a clean clone of ${head.slice(0, 7)} with an empty environment, PORT=${port}`);
  const started = Date.now();
  // `env -i PATH HOME PORT`: nothing else of this shell reaches the command. Its own process group, so SIGTERM reaches npm's children.
  child = spawn("sh", ["-c", command], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  // "close": every process of the group holding the output pipes has gone, node's server included.
  const closed = once(child, "close");
  const base = `http://127.0.0.1:${port}`;

  let ready = false;
  const until = Date.now() + READY_WITHIN_MS;
  while (!ready && Date.now() < until && child.exitCode === null) {
    ready = (await answers(`${base}/healthz`)) !== null;
    if (!ready) await new Promise((r) => setTimeout(r, 500));
  }
  if (!ready)
    throw new Error(
      child.exitCode !== null ? `the command exited with ${child.exitCode} before /healthz answered` : `/healthz did not answer within ${READY_WITHIN_MS} ms`,
    );
  console.log(`test:readme: /healthz answers after ${Math.round((Date.now() - started) / 1000)} s`);

  const home = await answers(`${base}/`);
  if (!/<html lang="ar" dir="rtl"[ >]/.test(home ?? "")) throw new Error('the home page is not the Arabic store (<html lang="ar" dir="rtl">)');
  if (!output.includes("SESSION_SECRET is not set")) throw new Error("no warning that sessions end on restart");

  process.kill(-child.pid, "SIGTERM");
  const stopped = await Promise.race([closed.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
  if (!stopped) throw new Error("still running 15 s after SIGTERM");
  if (!output.includes("Shut down cleanly")) throw new Error("the server did not report a clean shutdown");
  console.log("test:readme: passed (Arabic home page, warning about sessions, clean stop on SIGTERM)");
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (child && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
