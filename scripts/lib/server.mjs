// Starts a Node server as a child process and waits for it to answer.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

export async function waitFor(url, timeoutMs = 120_000, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs `node args…` with env; resolves once `readyUrl` answers 200. */
export async function startNode(args, { env = {}, readyUrl, quiet = false }) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", quiet ? "ignore" : "inherit", quiet ? "ignore" : "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  try {
    await Promise.race([
      // Polled often: the bench reports the time to ready (issue 39).
      waitFor(readyUrl, 120_000, 25),
      new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)))),
    ]);
  } catch (error) {
    if (!exited) child.kill("SIGTERM");
    throw error;
  }
  return {
    /** Milliseconds from spawn to `readyUrl` answering 200 (polled every 25 ms). */
    readyMs: Math.round(performance.now() - spawnedAt),
    /** The process's resident memory now, in MB (Linux: /proc), or null where there is no /proc. */
    rssMb: () => {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]);
        return Math.round(kb / 1024);
      } catch {
        return null;
      }
    },
    /** CPU time the process has used so far (all threads, user and system), in ms, or null without /proc. */
    cpuMs: () => {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
        // utime and stime (fields 14 and 15 of stat; the 12th and 13th after the command's ")"), in ticks of 10 ms.
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
      }),
  };
}

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The secret the benches give the operator page, to read its counters. */
export const BENCH_OPERATOR_SECRET = `bench-${"0".repeat(40)}`;

/**
 * The production storefront of `buildDir` on `port`, with the benches' settings (one sign-in serves
 * every signed-in run: a token refreshed mid-run is not what is measured); `env` adds to them.
 */
export function startStorefront(buildDir, port, env = {}) {
  return startNode([`${buildDir}/server.js`], {
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: `bench-session-${"x".repeat(32)}`,
      OPERATOR_SECRET: BENCH_OPERATOR_SECRET,
      LOG_LEVEL: "warn",
      PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? "5",
      STORE_API_ACCESS_TTL: "3600",
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  });
}
