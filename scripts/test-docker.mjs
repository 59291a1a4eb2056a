// `npm run test:docker`: builds the image and runs the demo as `docker run -p <port>:3000 <image>`
// does (issue #18.3): a non-root process, /healthz, the Arabic home page, a registered customer
// kept on the /data volume by the next container, and a clean stop on SIGTERM within 10 s.
// Needs a Docker daemon (.ci/run skips it, saying so, when there is none).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { freePort } from "./lib/server.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGE = process.env.DOCKER_TEST_IMAGE ?? "storefront:test";
const id = randomBytes(4).toString("hex");
const VOLUME = `storefront-test-data-${id}`;
const names = [];
// A fetch waiting on docker-proxy holds no handle Node counts: without one the script ends with
// exit code 13 (unsettled top-level await) while a container is still starting.
const keepAlive = setInterval(() => {}, 1000);

function docker(args, { quiet = false, env } = {}) {
  const res = spawnSync("docker", args, {
    cwd: root,
    encoding: "utf8",
    stdio: quiet ? "pipe" : ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) throw new Error(`docker ${args.join(" ")} exited with ${res.status}${quiet ? `: ${res.stderr}` : ""}`);
  return (res.stdout ?? "").trim();
}

async function waitForHealth(base, name, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (docker(["inspect", "-f", "{{.State.Running}}", name], { quiet: true }) !== "true") break;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name}: /healthz did not answer\n${docker(["logs", "--tail", "40", name], { quiet: true })}`);
}

/** `docker run -p <port>:3000 <image>`, plus the named volume on /data. */
async function start() {
  const name = `storefront-test-${id}-${names.length}`;
  names.push(name);
  const port = await freePort();
  docker(["run", "-d", "--name", name, "-p", `127.0.0.1:${port}:3000`, "-v", `${VOLUME}:/data`, IMAGE], { quiet: true });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, name);
  return { name, base };
}

// The shop's own forms, as a browser without JavaScript posts them (the Store API is not public on this port).
const post = (base, route, form) =>
  fetch(`${base}${route}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams(form).toString(),
  });
const signedInBy = (res) => res.status === 303 && res.headers.getSetCookie().some((c) => /^session=[^;]+/.test(c) && !/^session=;/.test(c));

function check(ok, message) {
  if (!ok) throw new Error(message);
  console.log(`test:docker: ✓ ${message}`);
}

try {
  docker(["info"], { quiet: true });
} catch {
  console.error("test:docker: Docker is not available (`docker info` fails)");
  process.exit(1);
}

try {
  // The classic builder: BuildKit would fetch the Dockerfile's `# syntax=` frontend. Host network: npm reaches its registry as this machine does.
  docker(["build", "--network", "host", "-t", IMAGE, "."], { env: { DOCKER_BUILDKIT: "0" } });
  docker(["volume", "create", VOLUME], { quiet: true });

  const first = await start();
  const uid = /^Uid:\s+(\d+)/m.exec(docker(["exec", first.name, "cat", "/proc/1/status"], { quiet: true }))?.[1];
  check(uid !== undefined && uid !== "0", `the server runs as a non-root user (uid ${uid})`);
  check((await fetch(`${first.base}/healthz`)).ok, "/healthz answers");
  const home = await (await fetch(`${first.base}/`)).text();
  check(/<html lang="ar" dir="rtl"[ >]/.test(home) && home.includes("متجر الواحة"), "the home page is the Arabic demo store");

  const n = String(Date.now() % 1e8).padStart(8, "0");
  const customer = {
    first_name: "Salma",
    last_name: "Nour",
    username: `docker_${n}`,
    email: `docker.${n}@example.test`,
    mobile: `010${n}`,
    password: "Garden#2026",
    password_confirmation: "Garden#2026",
    gender: "female",
  };
  const registered = await post(first.base, "/register", customer);
  check(signedInBy(registered), `a customer registers through /register (${registered.status})`);

  const stopStarted = Date.now();
  docker(["stop", "-t", "10", first.name], { quiet: true });
  const stopMs = Date.now() - stopStarted;
  const exitCode = docker(["inspect", "-f", "{{.State.ExitCode}}", first.name], { quiet: true });
  check(exitCode === "0" && stopMs < 10_000, `SIGTERM stops it cleanly in ${(stopMs / 1000).toFixed(1)} s (exit code ${exitCode})`);
  docker(["rm", first.name], { quiet: true });

  // A new container on the same volume: only /data carries the customer over.
  const second = await start();
  const signIn = await post(second.base, "/login", { login: customer.email, password: customer.password });
  check(signedInBy(signIn), `the customer signs in after the restart (${signIn.status})`);
  const wrong = await post(second.base, "/login", { login: customer.email, password: "Wrong#2026pass" });
  check(!signedInBy(wrong) && wrong.status >= 400, `a wrong password is still refused (${wrong.status})`);
  console.log("test:docker: passed");
} catch (error) {
  console.error(`test:docker FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const name of names) spawnSync("docker", ["rm", "-f", name], { stdio: "ignore" });
  spawnSync("docker", ["volume", "rm", "-f", VOLUME], { stdio: "ignore" });
  clearInterval(keepAlive);
}
