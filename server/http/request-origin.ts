import type { Request } from "express";

/**
 * The origin of the URL React Router's Express adapter gives the app for this request (its
 * createRemixRequest, @react-router/express 7): the page cache keys pages by the origin the
 * app resolves from it, so the two must read the same headers the same way.
 */
export function adapterOrigin(req: Pick<Request, "app" | "get" | "hostname" | "protocol">): string {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const a = Number.parseInt(forwardedPort, 10);
  const b = Number.parseInt(hostPort, 10);
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : "";
  const hostname = (req.hostname ?? "").split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${port ? `:${port}` : ""}`;
}
