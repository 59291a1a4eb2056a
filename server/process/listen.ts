import type { Server } from "node:net";

export interface ListenAt {
  port: number;
  host: string;
  /** The setting that chose the port, named in the message (PORT, METRICS_PORT). */
  portSetting: string;
}

/**
 * Node answers a port in use or a host that cannot be listened on with an unhandled 'error'
 * event: a stack trace an operator has to decode. This says what is wrong and which setting to
 * change, on one line, and exits 1 as a bad setting in the environment does.
 */
export function listenOrExit(server: Server, at: ListenAt, onListening: () => void): void {
  const refuse = (error: Error) => {
    console.error(listenFailure(error, at));
    process.exit(1);
  };
  server.once("error", refuse);
  server.listen(at.port, at.host, () => {
    // Later errors (a refused accept) are not about the settings: they stay Node's own.
    server.off("error", refuse);
    onListening();
  });
}

const ANOTHER_HOST = "Set HOST to one of its addresses, or 0.0.0.0 for all of them.";

export function listenFailure(error: Error & { code?: string }, { port, host, portSetting }: ListenAt): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use on ${host}: set ${portSetting} to a free port.`;
    case "EACCES":
      return `Port ${port} needs privileges this process does not have: set ${portSetting} to a port above 1023.`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} cannot be listened on: it is no address of this machine. ${ANOTHER_HOST}`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
      return `HOST ${host} cannot be listened on: it is neither an address nor a name this machine resolves. ${ANOTHER_HOST}`;
    default:
      return `Cannot listen on HOST ${host}, ${portSetting} ${port}: ${error.message}`;
  }
}
