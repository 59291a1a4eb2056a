import type { Server } from "node:http";

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, close idle
 * keep-alive sockets, then run the cleanups (database). A timer forces the exit if draining hangs.
 */
export function gracefulShutdown(server: Server, opts: { timeoutMs: number; cleanups: Array<() => Promise<void>>; log: (msg: string) => void }) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    opts.log(`${signal} received: draining`);
    const force = setTimeout(() => {
      opts.log("Drain timed out; closing remaining connections");
      server.closeAllConnections();
    }, opts.timeoutMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      for (const cleanup of opts.cleanups) {
        try {
          await cleanup();
        } catch (error) {
          opts.log(`Cleanup failed: ${String(error)}`);
        }
      }
      opts.log("Shut down cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
