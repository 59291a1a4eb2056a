import type { ErrorRequestHandler } from "express";

type Log = (level: "warn" | "error", msg: string, data?: Record<string, unknown>) => void;

/**
 * The last Express handler. Without it Express prints a multi-line stack to stderr, which breaks
 * the one-JSON-object-per-line log: a request it cannot even decode (`/%`) is the client's fault,
 * a 400 and one warning line; anything else reaching here is a 500 and one error line.
 */
export function requestErrors(log: Log): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const given = typeof error?.status === "number" ? error.status : typeof error?.statusCode === "number" ? error.statusCode : 500;
    const status = given >= 400 && given < 600 ? given : 500;
    const client = status < 500;
    log(client ? "warn" : "error", client ? "Request refused before routing" : "Unhandled server error", {
      requestId: res.locals.requestId,
      status,
      url: req.originalUrl.slice(0, 200),
      error: String(error?.message ?? error),
    });
    res
      .status(status)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .send(client ? "Bad request." : "Something went wrong.");
  };
}
