import { once } from "node:events";
import { createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listenFailure, listenOrExit } from "./listen";

const open: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function takenPort(): Promise<number> {
  const holder = createServer().listen(0, "127.0.0.1");
  open.push(holder);
  await once(holder, "listening");
  return (holder.address() as AddressInfo).port;
}

/** Node's own error for listening there. */
async function listenError(port: number, host: string): Promise<Error> {
  const server = createServer().listen(port, host);
  const [error] = await once(server, "error");
  return error;
}

describe("listenFailure", () => {
  it("names a port in use and the setting to change", async () => {
    const port = await takenPort();
    expect(listenFailure(await listenError(port, "127.0.0.1"), { port, host: "127.0.0.1", portSetting: "METRICS_PORT" })).toBe(
      `Port ${port} is already in use on 127.0.0.1: set METRICS_PORT to a free port.`,
    );
  });

  it("names a HOST that does not resolve", async () => {
    const error = await listenError(0, "999.1.1.1");
    expect(listenFailure(error, { port: 0, host: "999.1.1.1", portSetting: "PORT" })).toBe(
      "HOST 999.1.1.1 cannot be listened on: it is neither an address nor a name this machine resolves. Set HOST to one of its addresses, or 0.0.0.0 for all of them.",
    );
  });

  it("keeps Node's words for anything else", () => {
    expect(listenFailure(new Error("odd"), { port: 1, host: "h", portSetting: "PORT" })).toBe("Cannot listen on HOST h, PORT 1: odd");
  });
});

describe("listenOrExit", () => {
  it("on a port in use, prints the one line and exits 1", async () => {
    const port = await takenPort();
    const exited = new Promise((resolve) => vi.spyOn(process, "exit").mockImplementation(((code: number) => resolve(code)) as never));
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    listenOrExit(createServer(), { port, host: "127.0.0.1", portSetting: "PORT" }, () => {});
    expect(await exited).toBe(1);
    expect(printed.mock.calls).toEqual([[`Port ${port} is already in use on 127.0.0.1: set PORT to a free port.`]]);
  });

  it("once listening, leaves later errors to the server", async () => {
    const server = createServer();
    open.push(server);
    await new Promise<void>((resolve) => listenOrExit(server, { port: 0, host: "127.0.0.1", portSetting: "PORT" }, resolve));
    expect(server.listenerCount("error")).toBe(0);
  });
});
