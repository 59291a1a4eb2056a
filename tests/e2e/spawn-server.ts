import { spawn, type ChildProcess } from "node:child_process";

export const SERVER_JS = `${process.env.BUILD_DIR ?? "build"}/server.js`;

/** A child node process with the test's environment plus `env`; its output is kept for failure messages. */
export function start(args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return Object.assign(child, { output: () => output });
}

/** Resolves once `url` answers 2xx (polls every 100 ms, up to `ms`). */
export async function waitFor(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}
