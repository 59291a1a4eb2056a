import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../store-api/index.ts";
import { SERVERS, type TestServer } from "../../playwright.config";

/**
 * Playwright's own `webServer` starts its servers one after another; each storefront seeds its
 * own demo database, so a dozen of them took a minute before the first test. This global setup
 * starts them all at once and waits for every one, keeping webServer's rules: output shown
 * unless `quiet`, an answering server reused outside CI, all of them stopped at the end.
 * The demo database is seeded once and every demo server of the run (and those the journeys
 * start, which inherit the environment) loads it from a dump (STORE_API_SEED_DUMP).
 */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function launch(server: TestServer): ChildProcess {
  const child = spawn(server.command[0], server.command.slice(1), {
    env: { ...process.env, ...server.env },
    stdio: ["ignore", server.quiet ? "ignore" : "pipe", server.quiet ? "ignore" : "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line) process.stdout.write(`[WebServer] ${line}\n`);
    });
  }
  return child;
}

async function ready(server: TestServer, child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${server.command.join(" ")} (${server.url}) exited with ${child.exitCode ?? child.signalCode}`);
    if (await answers(server.url)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${server.url} did not answer within 120 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function seedDump(): Promise<string> {
  const database = await openDatabase({});
  try {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "storefront-seed-")), "demo.tar");
    writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir("none")).arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

export default async function startServers() {
  process.env.STORE_API_SEED_DUMP ??= await seedDump();
  const children: ChildProcess[] = [];
  const stopAll = () => Promise.all(children.map(stop));
  const start = async (server: TestServer) => {
    if (!process.env.CI && (await answers(server.url))) return;
    const child = launch(server);
    children.push(child);
    await ready(server, child);
  };
  // The stand-in backends first: the storefronts in front of them may call them as they start.
  const isStorefront = (server: TestServer) => server.command.some((part) => part.endsWith("server.js"));
  try {
    await Promise.all(SERVERS.filter((server) => !isStorefront(server)).map(start));
    await Promise.all(SERVERS.filter(isStorefront).map(start));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    await stopAll();
  };
}
