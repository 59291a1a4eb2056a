#!/usr/bin/env node
/**
 * npm run test:cluster — proves the storefront is stateless (docs/decisions/026-cluster-test.md):
 * one Store API (PGlite), one Paymob sandbox, one Redis, TWO storefront instances (the built
 * build/server.js) and nginx in round-robin in front, then the journeys in tests/cluster through
 * nginx in the js and no-js projects. Everything it starts is stopped at the end, also on failure
 * or Ctrl-C.
 *
 * Ports: CLUSTER_PORT_BASE (default 7300) .. +12. Needs `npm run build`, nginx and redis-server.
 * Extra arguments go to Playwright (e.g. `npm run test:cluster -- --project=no-js`).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { waitFor as waitForUrl } from "./lib/server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const BASE = Number(process.env.CLUSTER_PORT_BASE ?? 7300);
const PORTS = { nginx: BASE, a: BASE + 1, b: BASE + 2, api: BASE + 3, sandbox: BASE + 4, redis: BASE + 5 };
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OPERATOR_SECRET = process.env.CLUSTER_OPERATOR_SECRET ?? `cluster-operator-${randomBytes(16).toString("hex")}`;
const HMAC = randomBytes(32).toString("hex");
// The sandbox's API key, shared by the sandbox process and both storefronts.
const PAYMOB_KEY = randomBytes(24).toString("hex");
const SESSION_SECRET = randomBytes(32).toString("hex");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

function need(command, hint) {
  if (spawnSync("sh", ["-c", `command -v ${command} || test -x /usr/sbin/${command}`]).status !== 0) {
    console.error(`test:cluster needs ${command} (${hint}).`);
    process.exit(1);
  }
}
need("nginx", "apt-get install nginx");
need("redis-server", "apt-get install redis-server");
if (!existsSync(path.join(root, BUILD_DIR, "server.js"))) {
  console.error(`test:cluster runs the build: ${BUILD_DIR}/server.js is missing (npm run build).`);
  process.exit(1);
}

const dir = mkdtempSync(path.join(tmpdir(), "storefront-cluster-"));
// nginx's workers run as nobody when the master is root: they must reach the temp dir.
chmodSync(dir, 0o755);
const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  const logFile = path.join(dir, `${name}.log`);
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn(command, args, { cwd: root, env: merged, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines = [];
  const keep = (chunk) => {
    lines.push(chunk.toString());
    writeFileSync(logFile, chunk, { flag: "a" });
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`[cluster] ${name} exited early (${code ?? signal}); its log: ${logFile}`);
  });
  children.push({ name, child, logFile });
  return child;
}

/** Waits for a URL to answer 200, naming the process in the error. */
const waitFor = (name, url, timeoutMs = 60_000) =>
  waitForUrl(url, timeoutMs).catch((error) => {
    throw new Error(`${name}: ${error.message}`);
  });

async function waitForRedis(port, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      spawnSync("redis-cli", ["-p", String(port), "ping"])
        .stdout?.toString()
        .trim() === "PONG"
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("redis-server did not start");
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const { child } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

function nginxConfig() {
  const temp = (name) => path.join(dir, `nginx-${name}`);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(temp(name), { recursive: true, mode: 0o777 });
  // The shipped page cache (deploy/nginx, decision 085) keeps its pages under the prefix (-p dir).
  mkdirSync(path.join(dir, "cache"), { recursive: true, mode: 0o777 });
  const shipped = (file) => path.join(root, "deploy", "nginx", file);
  // Round-robin over the two instances, with the shipped cache and proxy settings as they are; the Store API
  // is reachable at /api/ so test fixtures can seed it (as the demo mounts it), and the shared Paymob
  // sandbox at /paymob-sandbox/. The upstream status in the access log shows which requests reached an instance.
  return `
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "nginx-error.log")} warn;
events { worker_connections 512; }
http {
  log_format cache '$remote_addr "$request" $status $upstream_cache_status $upstream_addr';
  access_log ${path.join(dir, "nginx-access.log")} cache;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  client_max_body_size 10m;

  upstream storefront_app {
    server 127.0.0.1:${PORTS.a};
    server 127.0.0.1:${PORTS.b};
    keepalive 16;
  }
  include ${shipped("storefront.conf")};
  # Keep a caller's request id, or mint one: the instance and the Store API log the same id.
  map $http_x_request_id $req_id {
    default $http_x_request_id;
    "" $request_id;
  }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    proxy_set_header X-Request-Id $req_id;
    include ${shipped("storefront-proxy.conf")};

    location /api/media/ { proxy_pass http://storefront_app; }
    location /api/ { proxy_pass http://127.0.0.1:${PORTS.api}/; }
    location /paymob-sandbox/ { proxy_pass http://127.0.0.1:${PORTS.sandbox}; }
  }
}
`;
}

async function main() {
  const started = Date.now();
  start("redis", "redis-server", ["--port", String(PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
  start("store-api", tsx, ["store-api/main.ts"], {
    PORT: String(PORTS.api),
    HOST: "127.0.0.1",
    PAYMOB_HMAC_SECRET: HMAC,
    // The storefront's own limits are under test; the Store API's would answer first for a shared address.
    STORE_API_RATE_LIMIT: "off",
    // In memory, whatever the caller's shell says.
    STORE_API_DATA_DIR: undefined,
    DATABASE_URL: undefined,
  });
  start("paymob-sandbox", tsx, ["scripts/cluster/paymob-sandbox.ts"], {
    PORT: String(PORTS.sandbox),
    SHOP_PORT: String(PORTS.nginx),
    PAYMOB_API_KEY: PAYMOB_KEY,
    PAYMOB_HMAC_SECRET: HMAC,
  });
  const shop = `http://localhost:${PORTS.nginx}`;
  for (const [id, port] of [
    ["a", PORTS.a],
    ["b", PORTS.b],
  ]) {
    start(`storefront-${id}`, process.execPath, [`${BUILD_DIR}/server.js`], {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: shop,
      SESSION_SECRET,
      STORE_API_URL: `http://127.0.0.1:${PORTS.api}/`,
      PAYMOB_API_KEY: PAYMOB_KEY,
      PAYMOB_HMAC_SECRET: HMAC,
      PAYMOB_BASE_URL: `http://127.0.0.1:${PORTS.nginx}/paymob-sandbox`,
      REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
      TRUST_PROXY: "1",
      INSTANCE_ID: id,
      OPERATOR_SECRET,
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? "warn",
    });
  }
  await waitForRedis(PORTS.redis);
  await waitFor("store-api", `http://127.0.0.1:${PORTS.api}/bootstrap`, 90_000);
  await waitFor("paymob-sandbox", `http://127.0.0.1:${PORTS.sandbox}/healthz`);
  await Promise.all([waitFor("storefront a", `http://127.0.0.1:${PORTS.a}/healthz`), waitFor("storefront b", `http://127.0.0.1:${PORTS.b}/healthz`)]);

  const confPath = path.join(dir, "nginx.conf");
  writeFileSync(confPath, nginxConfig());
  const nginxBin = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  start("nginx", nginxBin, ["-e", path.join(dir, "nginx-error.log"), "-p", dir, "-c", confPath, "-g", "daemon off;"]);
  await waitFor("nginx", `${shop}/healthz`, 10_000);
  console.log(`[cluster] up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${shop} → instances a :${PORTS.a}, b :${PORTS.b}; logs in ${dir}`);

  const playwright = path.join(root, "node_modules", ".bin", "playwright");
  const run = spawn(playwright, ["test", "-c", "playwright.cluster.config.ts", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CLUSTER_PORT_BASE: String(BASE), CLUSTER_OPERATOR_SECRET: OPERATOR_SECRET },
  });
  const code = await new Promise((resolve) => run.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  console.log(`[cluster] finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  for (const { name, logFile } of children) {
    if (existsSync(logFile)) console.error(`--- ${name} (last lines) ---\n${readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n")}`);
  }
} finally {
  stopAll();
  // Give the children a moment to exit before their temp dir goes.
  await new Promise((r) => setTimeout(r, 500));
  if (exitCode === 0 && !process.env.CLUSTER_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
  else console.log(`[cluster] logs kept in ${dir}`);
}
process.exit(exitCode);
