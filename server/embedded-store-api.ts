import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { RequestHandler } from "express";
import type { Env } from "../app/server/env.server.ts";
import { resolveOrigin } from "../app/server/http/public-url.server.ts";
import type { WorkerMessage, WorkerOptions } from "./store-api-worker-protocol.ts";

type Log = (level: "info" | "warn" | "error", msg: string, data?: Record<string, unknown>) => void;

export interface EmbeddedStoreApi {
  /** http://127.0.0.1:<port>/ — the API's own loopback address. */
  baseUrl: string;
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
  const worker = spawnWorker(options);
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

  worker.on("error", (error) => log("error", "The embedded Store API failed", { error: error.stack ?? String(error) }));
  worker.on("exit", (code) => {
    running = false;
    // Its port is closed now: calls fail at once (502/503 pages) and /healthz answers 503, rather than hanging.
    if (!closing) log("error", "The embedded Store API stopped; the store cannot answer until it is restarted", { exitCode: code });
  });

  const baseUrl = `http://127.0.0.1:${port}/`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const handler: RequestHandler = (req, res) => {
    // Direct callers of /api must not choose the address the API's rate limits count them under.
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}`, "x-client-ip": req.ip ?? "" };
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
    // Node's fetch keeps its loopback connections alive between calls.
    fetch: (request) => fetch(request),
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
