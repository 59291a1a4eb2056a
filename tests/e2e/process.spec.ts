import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect, PORTS, test } from "./fixtures";

const SLOW_BACKEND = PORTS.slowBackend;
const SERVER = PORTS.slowServer;
const SERVER_JS = `${process.env.BUILD_DIR ?? "build"}/server.js`;

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

test.describe("process", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "process checks run once");

  test("production refuses to start without SESSION_SECRET and names it", async () => {
    const child = start([SERVER_JS], { NODE_ENV: "production", SESSION_SECRET: "", PORT: String(PORTS.spare) });
    let stderr = "";
    child.stderr!.on("data", (d) => (stderr += d));
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain("SESSION_SECRET");
  });

  test("SIGTERM lets an in-flight request finish, then exits cleanly", async () => {
    const backend = start(["tests/support/fake-backend.mjs", String(SLOW_BACKEND), "slow"], { SLOW_MS: "1500" });
    const server = start([SERVER_JS], {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      PORT: String(SERVER),
      STORE_API_URL: `http://127.0.0.1:${SLOW_BACKEND}/`,
      LOG_LEVEL: "warn",
    });
    try {
      await waitFor(`http://127.0.0.1:${SLOW_BACKEND}/healthz`);
      await waitFor(`http://127.0.0.1:${SERVER}/healthz`);
      const inFlight = fetch(`http://127.0.0.1:${SERVER}/?lng=en`);
      await new Promise((r) => setTimeout(r, 300));
      server.kill("SIGTERM");
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Fallback Store");
      const [code] = await once(server, "exit");
      expect(code).toBe(0);
      // Once drained, it accepts nothing more.
      await expect(fetch(`http://127.0.0.1:${SERVER}/healthz`)).rejects.toThrow();
    } finally {
      server.kill("SIGKILL");
      backend.kill("SIGKILL");
    }
  });
});
