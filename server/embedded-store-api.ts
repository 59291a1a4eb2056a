import { randomBytes } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { RequestHandler } from "express";
import type { Env } from "../app/server/env.server.ts";
import { resolveOrigin } from "../app/server/http/public-url.server.ts";
import { type CallMessage, PROXY_SECRET_HEADER, type WorkerMessage, type WorkerOptions } from "./store-api-worker-protocol.ts";

type Log = (level: "info" | "warn" | "error", msg: string, data?: Record<string, unknown>) => void;

export interface EmbeddedStoreApi {
  /** http://127.0.0.1:<port>/ — the API's own loopback address (the URLs the storefront's calls name). */
  baseUrl: string;
  /** fetch's contract, answered by the thread over its message port (decision 049). */
  fetch: (request: Request) => Promise<Response>;
  /** The whole API at a mount point (STORE_API_PUBLIC=1), the caller's address in X-Client-Ip. */
  handler: RequestHandler;
  /** False once the API's thread has stopped without being asked to. */
  healthy: () => boolean;
  close: () => Promise<void>;
  /** The API's thread (tests stop it to play a crash). */
  thread: Worker;
}

/**
 * The thread beside this module's file: build/store-api-worker.js once bundled; under tsx or
 * vitest (server/*.ts) Node 20 cannot load TypeScript in a worker by itself, so a two-line
 * module asks tsx to import it.
 */
function spawnWorker(workerData: WorkerOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./store-api-worker.js", import.meta.url), { workerData });
  const target = new URL("./store-api-worker.ts", import.meta.url).href;
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/esm/api")), "index.mjs")).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}));`;
  return new Worker(code, { eval: true, workerData });
}

export function workerOptions(env: Env): WorkerOptions {
  const inMemory = !env.STORE_API_DATA_DIR && !env.DATABASE_URL;
  return {
    dataDir: env.STORE_API_DATA_DIR ? path.resolve(env.STORE_API_DATA_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    settingsOverrides: env.STORE_API_SETTINGS ? JSON.parse(env.STORE_API_SETTINGS) : undefined,
    seedDump: inMemory ? env.STORE_API_SEED_DUMP : undefined,
    accessTokenTtl: env.STORE_API_ACCESS_TTL,
    paymobHmacSecret: env.PAYMOB_HMAC_SECRET,
    // The storefront's own origin rule (decision 032), with no request to go by.
    resetUrl: `${resolveOrigin("", { publicUrl: env.PUBLIC_URL, port: env.PORT })}/password/reset/`,
    encryption: env.STORE_API_ENCRYPTION && env.STORE_API_ENCRYPTION_KEY ? { format: env.STORE_API_ENCRYPTION, key: env.STORE_API_ENCRYPTION_KEY } : undefined,
  };
}

/**
 * Demo mode: the reference Store API on its own PGlite database, in a worker thread of this
 * process (decision 044). Resolves once it answers on loopback; rejects if it cannot start.
 */
export async function startEmbeddedStoreApi(options: WorkerOptions, log: Log): Promise<EmbeddedStoreApi> {
  // Proves the /api mount's requests to the thread's loopback port (issue #40); never leaves this process.
  const proxySecret = randomBytes(32).toString("base64url");
  const worker = spawnWorker({ ...options, proxySecret });
  let closing = false;
  let running = true;

  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", (message: WorkerMessage) => {
      if (message.type === "ready") resolve(message.port);
      else if (message.type === "failed") reject(new Error(`The embedded Store API could not start: ${message.error}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The embedded Store API stopped while starting (exit code ${code})`)));
  });

  // Calls in flight, by id: answered by the thread's "answer"/"error" message, or failed when it stops.
  const calls = new Map<number, { answer: (message: Extract<CallMessage, { type: "answer" }>) => void; fail: (error: unknown) => void }>();
  let lastId = 0;
  worker.on("message", (message: WorkerMessage) => {
    if (message.type !== "answer" && message.type !== "error") return;
    const call = calls.get(message.id);
    if (!call) return;
    calls.delete(message.id);
    if (message.type === "answer") call.answer(message);
    else call.fail(new TypeError("fetch failed", { cause: new Error(message.error) }));
  });
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

  worker.on("error", (error) => log("error", "The embedded Store API failed", { error: error.stack ?? String(error) }));
  worker.on("exit", (code) => {
    running = false;
    for (const call of calls.values()) call.fail(new TypeError("fetch failed", { cause: new Error("the embedded Store API stopped") }));
    calls.clear();
    // Its port is closed now: calls fail at once (502/503 pages) and /healthz answers 503, rather than hanging.
    if (!closing) log("error", "The embedded Store API stopped; the store cannot answer until it is restarted", { exitCode: code });
  });

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
    thread: worker,
    healthy: () => running,
    close: async () => {
      if (!running) return;
      closing = true;
      agent.destroy();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ type: "close" } satisfies WorkerMessage);
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") await worker.terminate();
    },
  };
}
