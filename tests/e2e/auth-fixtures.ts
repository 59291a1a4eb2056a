import { spawn } from "node:child_process";
import { test as base, expect } from "./fixtures";
import { PORTS } from "../../playwright.config";
import { waitFor } from "./spawn-server";

/**
 * Auth journeys read what the demo Store API logs (OTP codes, reset links), so each worker
 * starts its own storefront and keeps its log. Its access tokens live 8 s, so a journey can
 * outlast one and prove the refresh.
 */
export interface LoggedServer {
  url: string;
  /** Waits for a log line whose msg matches and returns its JSON. */
  waitForLog(msg: RegExp, where?: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

export const ACCESS_TTL = 8;

export const test = base.extend<{ server: LoggedServer }, { loggedServer: LoggedServer }>({
  loggedServer: [
    async ({}, use, workerInfo) => {
      const port = PORTS.main + 30 + workerInfo.workerIndex;
      const lines: Array<Record<string, unknown>> = [];
      const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server.js`], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          SESSION_SECRET: "auth-journeys-secret-0123456789abcdefghij",
          PORT: String(port),
          PUBLIC_URL: `http://localhost:${port}`,
          LOG_LEVEL: "info",
          STORE_API_ACCESS_TTL: String(ACCESS_TTL),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let buffer = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split("\n");
        buffer = parts.pop()!;
        for (const part of parts) {
          try {
            lines.push(JSON.parse(part));
          } catch {
            // not a JSON log line
          }
        }
      });
      const url = `http://localhost:${port}`;
      // A loaded CI machine can take well over 20 s to start a server that seeds its own database.
      await waitFor(`${url}/healthz`, 75_000);
      await use({
        url,
        async waitForLog(msg, where = () => true) {
          for (let i = 0; i < 100; i++) {
            const hit = [...lines].reverse().find((l) => msg.test(String(l.msg)) && where(l));
            if (hit) return hit;
            await new Promise((r) => setTimeout(r, 100));
          }
          throw new Error(`no log line matching ${msg}`);
        },
      });
      child.kill("SIGTERM");
    },
    { scope: "worker", timeout: 90_000 },
  ],
  server: async ({ loggedServer }, use) => use(loggedServer),
  baseURL: async ({ loggedServer }, use) => use(loggedServer.url),
});

export { expect };

let counter = 0;
/** A new shopper for each journey: unique email, username and Egyptian mobile. */
export function newShopper() {
  const n = `${Date.now() % 1e7}${counter++}${Math.floor(Math.random() * 10)}`.slice(-8).padStart(8, "0");
  return {
    first_name: "Salma",
    last_name: "Nour",
    username: `salma_${n}`,
    email: `salma.${n}@example.test`,
    mobile: `010${n}`,
    mobileE164: `+2010${n}`,
    password: "Garden#2026",
  };
}
