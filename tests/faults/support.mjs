/**
 * Shared by the fault cases (npm run test:faults, decision 068): real processes started from the
 * build, talked to over HTTP on 127.0.0.1, every one of them stopped when the case ends.
 * Ports: FAULTS_PORT_BASE (default 4000) .. +99, each case its own ten.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SERVER_JS = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server.js");
export const PORT_BASE = Number(process.env.FAULTS_PORT_BASE ?? 4000);
export const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
export { sleep };

const started = new Set();
const loads = new Set();
// What else a case started (a PostgreSQL cluster): undone by stopAll.
const cleanups = new Set();

/** A child process whose output is kept (shown when a case fails); `stop` ends it with SIGTERM, then SIGKILL. */
export function startProcess(name, command, args, env = {}, options = {}) {
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn(command, args, { cwd: ROOT, env: merged, stdio: ["ignore", "pipe", "pipe"], ...options });
  let output = "";
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const handle = {
    name,
    child,
    pid: child.pid,
    exited,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (!handle.alive()) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  started.add(handle);
  exited.then(() => started.delete(handle));
  return handle;
}

/** Stops whatever a case started and is still running: loads first, then processes. */
export async function stopAll() {
  await Promise.all([...loads].map((load) => load.stop()));
  await Promise.all([...started].map((p) => p.stop()));
  await Promise.all([...cleanups].map((undo) => undo()));
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const p of started) p.child.kill("SIGKILL");
    process.exit(130);
  });
}

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `storefront-faults-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Resolves once `url` answers 2xx; throws (with the process's output, if given) after `ms`. */
export async function waitFor(url, { ms = 120_000, process: proc } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc && !proc.alive()) throw new Error(`${proc.name} exited before ${url} answered:\n${proc.output().slice(-4000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${url} never answered${proc ? `:\n${proc.output().slice(-4000)}` : ""}`);
}

/** Polls `check` (an async function answering truthy when done) every 100 ms for up to `ms`. */
export async function until(what, check, ms = 60_000) {
  const end = Date.now() + ms;
  let last;
  while (Date.now() < end) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await sleep(100);
  }
  throw new Error(`${what}: not so after ${ms} ms (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

export const SESSION_SECRET = "faults-session-secret-0123456789abcdef0123";

/** A production storefront from the build on `port` (the embedded demo unless env names STORE_API_URL). */
export function startStorefront(name, port, env = {}, nodeArgs = []) {
  return startProcess(name, process.execPath, [...nodeArgs, SERVER_JS], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    SESSION_SECRET,
    PAGE_CACHE_SECONDS: "0",
    LOG_LEVEL: "warn",
    ...env,
  });
}

/**
 * A shopper over plain HTTP with its own cookie jar (as tests/e2e/http-shopper.ts): never
 * follows redirects, so a case sees each answer as sent; every call gives up after `timeoutMs`.
 */
export class Shopper {
  cookies = new Map();
  constructor(base, { timeoutMs = 30_000, headers = {} } = {}) {
    this.base = base;
    this.headers = headers;
    this.origin = new URL(base).origin;
    this.timeoutMs = timeoutMs;
  }
  get(path, headers = {}) {
    return this.send(path, { method: "GET", headers });
  }
  post(path, form, headers = {}) {
    const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
    return this.send(path, { method: "POST", body, headers: { Origin: this.origin, "Content-Type": "application/x-www-form-urlencoded", ...headers } });
  }
  async send(path, init) {
    const headers = new Headers({ ...this.headers, ...init.headers });
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual", signal: AbortSignal.timeout(this.timeoutMs) });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** A Store API caller: `api(method, path, token, body)` answers the JSON, throwing on a non-2xx answer. */
export function storeApi(base, headers = {}) {
  return async (method, apiPath, token = null, body = undefined) => {
    const res = await fetch(new URL(apiPath, base), {
      method,
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-LANG": "en",
        ...headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
}

let shopperCount = 0;
/** A new customer with an address, registered through the Store API at `apiBase` (with these headers, e.g. X-Forwarded-For). */
export async function newCustomer(apiBase, headers = {}) {
  const api = storeApi(apiBase, headers);
  // Eight digits unique in this run: a mobile and a username per customer.
  const n = `${(Date.now() % 1e6) * 100 + (++shopperCount % 100)}`.slice(-8).padStart(8, "0");
  const mobile = `+2010${n}`;
  const shopper = { username: `fault_${n}`, email: `fault.${n}@example.test`, password: "Fault#2026pass", mobile };
  const registered = await api("POST", "register", null, {
    first_name: "Fault",
    last_name: "Case",
    username: shopper.username,
    email: shopper.email,
    mobile,
    password: shopper.password,
    password_confirmation: shopper.password,
    gender: "female",
  });
  const token = registered.data.access_token;
  const regions = (await api("GET", "store/regions")).data;
  const town = regions[0].states[0].towns.find((t) => t.available === 1);
  const address = (
    await api("POST", "store/account/addresses", token, {
      receiver_name: "Salma Nour",
      receiver_phone: mobile,
      address_name: "Home",
      detailed_address: "12 Road 9",
      default_setting: 1,
      country_id: regions[0].id,
      state_id: regions[0].states[0].id,
      town_id: town.id,
      lat: town.lat,
      lng: town.lng,
    })
  ).data;
  return { shopper, token, address, api };
}

/**
 * Ends the embedded Store API's worker thread of a storefront started with --inspect=127.0.0.1:<inspectPort>,
 * from outside, as a crash inside it would: `process.exit` run in the thread ends the thread
 * alone. Nothing in the storefront is there for the test; the inspector is Node's own.
 * Needs a global WebSocket (node --experimental-websocket on Node 20).
 */
export async function exitWorkerThread(inspectPort, exitCode = 70) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  try {
    const attached = new Promise((resolve) =>
      socket.addEventListener("message", (event) => {
        const message = JSON.parse(String(event.data));
        if (message.method === "NodeWorker.attachedToWorker") resolve(message.params);
      }),
    );
    socket.send(JSON.stringify({ id: 1, method: "NodeWorker.enable", params: { waitForDebuggerOnStart: false } }));
    const { sessionId, workerInfo } = await Promise.race([attached, sleep(10_000).then(() => Promise.reject(new Error("no worker thread attached")))]);
    const evaluate = { id: 1, method: "Runtime.evaluate", params: { expression: `process.exit(${exitCode})` } };
    socket.send(JSON.stringify({ id: 2, method: "NodeWorker.sendMessageToWorker", params: { sessionId, message: JSON.stringify(evaluate) } }));
    return workerInfo;
  } finally {
    await sleep(200);
    socket.close();
  }
}

/** Products of the demo data (the Store API's search), in stock first. */
export async function products(apiBase) {
  const api = storeApi(apiBase);
  const out = [];
  for (let page = 1; page <= 4; page++) {
    const body = await api("GET", `store/search?per_page=100&page=${page}`);
    out.push(...body.data);
    if (page >= body.meta.last_page) break;
  }
  return out;
}

/** Signs a Shopper in through the storefront's own login form. */
export async function signIn(shopper, login, password) {
  // Twice more on a 5xx: a password check can outlast a short Store API timeout on a saturated machine.
  for (let attempt = 0; ; attempt++) {
    const res = await shopper.post("/login", { login, password });
    await res.arrayBuffer();
    if (res.status === 303) return;
    if (res.status < 500 || attempt === 2) throw new Error(`sign-in answered ${res.status}`);
  }
}

/**
 * Requests on `paths` from `connections` loops until `stop()`; each answer (or failure to
 * answer within `timeoutMs`) is recorded with its time. Bounded: one request per loop at a time.
 */
export function steadyLoad(base, paths, { connections = 4, timeoutMs = 15_000, headers = () => ({}) } = {}) {
  const results = [];
  // The first body of each status and path other than 200, to show what the shopper saw.
  const samples = new Map();
  let running = true;
  const loop = async (i) => {
    let n = i;
    while (running) {
      const path = paths[n++ % paths.length];
      const at = Date.now();
      try {
        const res = await fetch(`${base}${path}`, { headers: headers(path), redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
        const body = await res.text();
        if (res.status !== 200 && !samples.has(`${res.status} ${path}`)) samples.set(`${res.status} ${path}`, body);
        results.push({ path, at, ms: Date.now() - at, status: res.status });
      } catch (error) {
        results.push({ path, at, ms: Date.now() - at, status: 0, error: String(error) });
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => loop(i));
  const load = {
    results,
    samples,
    async stop() {
      running = false;
      loads.delete(load);
      await Promise.all(loops);
      return results;
    },
  };
  loads.add(load);
  return load;
}

/** The confirmation form's fields, as the page renders them. */
export function confirmationForm(html) {
  const form = {};
  for (const name of ["key", "address_id", "shipping_company_id", "shipping_type_id", "payment_method_Id"]) {
    const found = new RegExp(`name="${name}" value="([^"]+)"`).exec(html);
    if (!found) throw new Error(`the confirmation page has no ${name} field`);
    form[name] = found[1];
  }
  return form;
}

/**
 * A signed-in Shopper with a cart walks the checkout's steps by posting their forms (address,
 * shipping, cash on delivery) and answers the confirmation form it would post.
 */
export async function readyToConfirm(browser, api, address) {
  const companies = (await api("GET", `shipment/shipping-companies?town_id=${address.town.id}`)).data.data;
  const company = companies.find((c) => c.name === "Oasis Express") ?? companies[0];
  for (const form of [
    { intent: "address", address_id: address.id },
    { intent: "shipping", shipping: `${company.id}-${company.types[0].id}` },
    { payment_method_Id: 1, payment_phone: "" },
  ]) {
    const res = await browser.post(form.intent ? "/checkout/shipping" : "/checkout/payment", form);
    if (res.status !== 303) throw new Error(`${JSON.stringify(form)} answered ${res.status}`);
  }
  const page = await browser.get("/checkout/confirmation?lng=en");
  if (page.status !== 200) throw new Error(`the confirmation page answered ${page.status}`);
  return confirmationForm(await page.text());
}

/** The newest PostgreSQL's binaries (/usr/lib/postgresql/<version>/bin, as Debian installs them), or null. */
export function postgresBin() {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort((x, y) => Number(x) - Number(y)) : [];
  return versions.map((v) => `/usr/lib/postgresql/${v}/bin`).findLast((dir) => existsSync(`${dir}/initdb`)) ?? null;
}

/**
 * A throwaway PostgreSQL cluster under /tmp on `port` (as .ci/run starts one), run as the
 * postgres user when this is root. Its commands run asynchronously: the load goes on meanwhile.
 */
export async function startPostgres(port) {
  const bin = postgresBin();
  const { dir, remove } = tempDir("pg");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const pgdata = path.join(dir, "data");
  const run = (command) =>
    new Promise((resolve, reject) => {
      const line = `${bin}/${command}`;
      const child = asRoot ? spawn("su", ["postgres", "-s", "/bin/sh", "-c", line]) : spawn("sh", ["-c", line]);
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${line} failed: ${output}`))));
    });
  const ctl = (action) => run(`pg_ctl -D ${pgdata} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/server.log -w ${action} >/dev/null`);
  await run(`initdb -D ${pgdata} -A trust -U postgres >/dev/null`);
  const destroy = async () => {
    cleanups.delete(destroy);
    await run(`pg_ctl -D ${pgdata} -m immediate -w stop >/dev/null 2>&1`).catch(() => {});
    remove();
  };
  cleanups.add(destroy);
  await ctl("start").catch(async (error) => {
    await destroy();
    throw error;
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops at once, as a crash would (no checkpoint; recovery on the next start). */
    crash: () => run(`pg_ctl -D ${pgdata} -m immediate -w stop >/dev/null`),
    start: () => ctl("start"),
    destroy,
  };
}
