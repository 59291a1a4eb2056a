// Starts a Node server as a child process and waits for it to answer.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs `node args…` with env; resolves once `readyUrl` answers 200. */
export async function startNode(args, { env = {}, readyUrl, quiet = false }) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", quiet ? "ignore" : "inherit", quiet ? "ignore" : "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  try {
    await Promise.race([
      waitFor(readyUrl),
      new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)))),
    ]);
  } catch (error) {
    if (!exited) child.kill("SIGTERM");
    throw error;
  }
  return {
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
