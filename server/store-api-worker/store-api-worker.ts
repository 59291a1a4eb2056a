/**
 * The embedded Store API's own thread (docs/decisions/044-embedded-store-api-thread.md): PGlite
 * and the API's handlers run here, on the second core, so a slow query never holds up the
 * storefront's rendering. The storefront's own calls arrive as messages (decision 049); the HTTP
 * server on loopback serves the STORE_API_PUBLIC=1 mount. Started by embedded-store-api.ts beside it.
 */
import { timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { serve } from "@hono/node-server";
import { createStoreApi, openDatabase } from "../../store-api/index.ts";
import { log } from "../../app/server/observe/log.server.ts";
import { PROXY_SECRET_HEADER, type WorkerMessage, type WorkerOptions } from "./store-api-worker-protocol.ts";

const options = workerData as WorkerOptions;
const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);

async function main() {
  const database = await openDatabase({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    settingsOverrides: options.settingsOverrides,
    // Seeding takes about 2.5 s of CPU; a dump loads in a fifth of that (the test suite starts a dozen demos).
    loadDataDir: options.seedDump ? new Blob([readFileSync(options.seedDump)]) : undefined,
    onConnectionLost: (error) => log("warn", "[store-api] A database connection was lost; the next query opens a new one", { error: String(error) }),
  });
  const api = createStoreApi({
    db: database.db,
    demo: true,
    accessTokenTtl: options.accessTokenTtl,
    paymobHmacSecret: options.paymobHmacSecret,
    resetUrl: options.resetUrl,
    encryption: options.encryption,
    log: (level, msg, data) => log(level, `[store-api] ${msg}`, data),
  });
  /** The storefront's own calls (decision 049): the same app, the same Request the HTTP server would build, the answer's body transferred. */
  const answer = async ({ id, method, url, headers, body }: Extract<WorkerMessage, { type: "call" }>) => {
    try {
      const response = await api.fetch(new Request(url, { method, headers, body }));
      const bytes = response.body ? await response.arrayBuffer() : null;
      port.postMessage(
        { type: "answer", id, status: response.status, statusText: response.statusText, headers: [...response.headers], body: bytes } satisfies WorkerMessage,
        bytes ? [bytes] : [],
      );
    } catch (error) {
      send({ type: "error", id, error: String(error) });
    }
  };
  // The message port above is the storefront's alone, so its X-Client-Ip is believed. The loopback port is anyone's on
  // this host: only the /api mount (it holds the process's secret) names a client; others count under their own address.
  const viaMount = (request: Request) => {
    const proof = Buffer.from(request.headers.get(PROXY_SECRET_HEADER) ?? "");
    const secret = Buffer.from(options.proxySecret ?? "");
    return secret.length > 0 && proof.length === secret.length && timingSafeEqual(proof, secret);
  };
  const fetchOverHttp = (request: Request, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
    api.fetch(request, viaMount(request) ? undefined : { remoteAddress: env.incoming?.socket?.remoteAddress || "loopback" });
  const server = serve({ fetch: fetchOverHttp, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => send({ type: "ready", port: info.port }));
  // Longer than the storefront's pool keeps a socket idle (undici: 4 s), so the pool closes first and never reuses a closed one.
  (server as import("node:http").Server).keepAliveTimeout = 65_000;

  port.on("message", (message: WorkerMessage) => {
    if (message.type === "call") return void answer(message);
    if (message.type !== "close") return;
    server.close();
    (server as import("node:http").Server).closeAllConnections?.();
    database
      .close()
      .catch((error: unknown) => log("error", "[store-api] Closing the database failed", { error: String(error) }))
      .finally(() => {
        send({ type: "closed" });
        port.close();
      });
  });
}

main().catch((error: unknown) => {
  send({ type: "failed", error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  port.close();
});
