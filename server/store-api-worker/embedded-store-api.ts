import { randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { RequestHandler } from "express";
import type { Env } from "../../app/server/env.server.ts";
import { type CallMessage, PROXY_SECRET_HEADER, type WorkerMessage, type WorkerOptions } from "./store-api-worker-protocol.ts";

type Log = (level: "info" | "warn" | "error", msg: string, data?: Record<string, unknown>) => void;

export interface EmbeddedStoreApi {
  /** http://127.0.0.1:<port>/ — the API's own loopback address (the URLs the storefront's calls name). */
  baseUrl: string;
  /** fetch's contract, answered by the thread over its message port (decision 049). */
  fetch: (request: Request) => Promise<Response>;
  /** The whole API at a mount point (STORE_API_PUBLIC=1), the caller's address in X-Client-Ip. */
  handler: RequestHandler;
  /** False while the API's thread is stopped (until it is restarted) or once closed. */
  healthy: () => boolean;
  /** How many times the thread was started again after stopping on its own. */
  restarts: () => number;
  close: () => Promise<void>;
  /** The API's current thread (tests stop it to play a crash). */
  readonly thread: Worker;
}

/**
 * The thread beside this module's file: build/store-api-worker.js once bundled; under tsx or
 * vitest (server/*.ts) Node 20 cannot load TypeScript in a worker by itself, so a two-line
 * module asks tsx to import it.
 */
function spawnWorker(workerData: WorkerOptions): Worker {
  // The thread renders pictures with sharp (decision 092). Loaded here too, libvips stays open for the
  // process: a thread that stops (a crash, a restart) would otherwise unload it under glibc, which can
  // bring the whole process down (sharp's documented rule for worker threads).
  createRequire(import.meta.url)("sharp");
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./store-api-worker.js", import.meta.url), { workerData });
  const target = new URL("./store-api-worker.ts", import.meta.url).href;
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/esm/api")), "index.mjs")).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}));`;
  return new Worker(code, { eval: true, workerData });
}

/** `origin`: the storefront's own, as the app resolves it with no request to go by (decision 032). */
export function workerOptions(env: Env, origin: string): WorkerOptions {
  const inMemory = !env.STORE_API_DATA_DIR && !env.DATABASE_URL;
  return {
    dataDir: env.STORE_API_DATA_DIR ? path.resolve(env.STORE_API_DATA_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    settingsOverrides: env.STORE_API_SETTINGS ? JSON.parse(env.STORE_API_SETTINGS) : undefined,
    seedDump: inMemory ? env.STORE_API_SEED_DUMP : undefined,
    accessTokenTtl: env.STORE_API_ACCESS_TTL,
    paymobHmacSecret: env.PAYMOB_HMAC_SECRET,
    resetUrl: `${origin}/password/reset/`,
    encryption: env.STORE_API_ENCRYPTION && env.STORE_API_ENCRYPTION_KEY ? { format: env.STORE_API_ENCRYPTION, key: env.STORE_API_ENCRYPTION_KEY } : undefined,
  };
}

/** A thread that stopped is started again after this wait, doubled on each failed start up to the last. */
export const RESTART_DELAYS_MS = [250, 1_000, 5_000, 30_000];

/** Starts the thread; resolves with its loopback port once it answers, rejects if it cannot start. */
function startThread(options: WorkerOptions): { worker: Worker; ready: Promise<number> } {
  const worker = spawnWorker(options);
  const ready = new Promise<number>((resolve, reject) => {
    worker.once("message", (message: WorkerMessage) => {
      if (message.type === "ready") resolve(message.port);
      else if (message.type === "failed") reject(new Error(`The embedded Store API could not start: ${message.error}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The embedded Store API stopped while starting (exit code ${code})`)));
  });
  return { worker, ready };
}

/**
 * Demo mode: the reference Store API on its own PGlite database, in a worker thread of this
 * process (decision 044). Resolves once it answers on loopback; rejects if it cannot start.
 * A thread that stops later without being asked is started again (decision 068): meanwhile
 * calls fail at once and `healthy()` is false.
 */
export async function startEmbeddedStoreApi(given: WorkerOptions, log: Log): Promise<EmbeddedStoreApi> {
  // Proves the /api mount's requests to the thread's loopback port (issue #40); never leaves this process. A restarted thread keeps it.
  const proxySecret = randomBytes(32).toString("base64url");
  const options = { ...given, proxySecret };
  const first = startThread(options);
  let worker = first.worker;
  let port = await first.ready;
  let closing = false;
  let running = true;
  let restarts = 0;
  // A thread that stops soon after its start is in a crash loop: the next wait grows as for a failed start.
  let startedAt = Date.now();
  let lastAttempt = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  // Calls in flight, by id: answered by the thread's "answer"/"error" message, or failed when it stops.
  const calls = new Map<number, { answer: (message: Extract<CallMessage, { type: "answer" }>) => void; fail: (error: unknown) => void }>();
  let lastId = 0;
  const onMessage = (message: WorkerMessage) => {
    if (message.type !== "answer" && message.type !== "error") return;
    const call = calls.get(message.id);
    if (!call) return;
    calls.delete(message.id);
    if (message.type === "answer") call.answer(message);
    else call.fail(new TypeError("fetch failed", { cause: new Error(message.error) }));
  };
  /**
   * fetch's contract over the thread's message port (decision 049): no HTTP to write and parse on
   * either side. A stopped thread fails at once as a refused connection would (TypeError "fetch
   * failed"); an aborted signal rejects with its reason; the answer's body was transferred, not copied.
   */
  const callThread = async (request: Request): Promise<Response> => {
    if (!running) throw new TypeError("fetch failed", { cause: new Error("the embedded Store API stopped") });
    const { signal } = request;
    signal.throwIfAborted();
    const body = request.body ? await request.arrayBuffer() : null;
    // It may have stopped while the body was read: then nothing would ever answer.
    if (!running) throw new TypeError("fetch failed", { cause: new Error("the embedded Store API stopped") });
    const id = ++lastId;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        calls.delete(id);
        reject(signal.reason);
      };
      const done = () => signal.removeEventListener("abort", onAbort);
      calls.set(id, {
        answer: (m) => {
          done();
          // A null-body status cannot carry one, however empty.
          const empty = m.status === 204 || m.status === 205 || m.status === 304 || request.method === "HEAD";
          resolve(new Response(empty ? null : m.body, { status: m.status, statusText: m.statusText, headers: m.headers }));
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
      signal.addEventListener("abort", onAbort, { once: true });
      const message: CallMessage = { type: "call", id, method: request.method, url: request.url, headers: [...request.headers], body };
      worker.postMessage(message, body ? [body] : []);
    });
  };

  /** Starts a new thread after a wait that grows while starts keep failing; calls fail at once meanwhile. */
  const restart = (attempt: number) => {
    lastAttempt = attempt;
    const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]!;
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      if (closing) return;
      const next = startThread(options);
      try {
        port = await next.ready;
      } catch (error) {
        log("error", "The embedded Store API could not be restarted; trying again", { error: String(error), attempt: attempt + 1 });
        if (!closing) restart(attempt + 1);
        return;
      }
      if (closing) return void next.worker.terminate();
      worker = next.worker;
      startedAt = Date.now();
      watch(worker);
      restarts++;
      running = true;
      log("warn", "The embedded Store API was restarted", { restarts });
    }, delay);
    restartTimer.unref();
  };

  const watch = (thread: Worker) => {
    thread.on("message", onMessage);
    thread.on("error", (error) => log("error", "The embedded Store API failed", { error: error.stack ?? String(error) }));
    thread.on("exit", (code) => {
      running = false;
      for (const call of calls.values()) call.fail(new TypeError("fetch failed", { cause: new Error("the embedded Store API stopped") }));
      calls.clear();
      if (closing) return;
      // Its port is closed now: calls fail at once (502/503 pages) and /healthz answers 503, rather than hanging.
      log("error", "The embedded Store API stopped; restarting it", { exitCode: code });
      restart(Date.now() - startedAt < 10_000 ? lastAttempt + 1 : 0);
    });
  };
  watch(worker);

  // The first thread's address names every call; calls go over the message port, so a restarted thread on another port answers them alike.
  const baseUrl = `http://127.0.0.1:${port}/`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const handler: RequestHandler = (req, res) => {
    // Direct callers of /api must not choose the address the API's rate limits count them under; the secret says this one did not.
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}`, "x-client-ip": req.ip ?? "", [PROXY_SECRET_HEADER]: proxySecret };
    const upstream = http.request({ host: "127.0.0.1", port, agent, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.status(502).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).send("Bad gateway.");
      else res.destroy();
    });
    req.pipe(upstream);
  };

  return {
    baseUrl,
    fetch: callThread,
    handler,
    get thread() {
      return worker;
    },
    healthy: () => running,
    restarts: () => restarts,
    close: async () => {
      closing = true;
      clearTimeout(restartTimer);
      if (!running) return;
      agent.destroy();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ type: "close" } satisfies WorkerMessage);
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") await worker.terminate();
    },
  };
}
