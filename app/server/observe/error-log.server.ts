/**
 * The operator's error log (/errors): the last 100 server and client errors of this process,
 * newest first. Shown only on the operator page; shoppers never see a stack or a message.
 */
import { isRouteErrorResponse } from "react-router";
import { redactPath } from "~/lib/security/redact-path";
import { createRingBuffer } from "./ring-buffer.server";

export const ERROR_LOG_CAPACITY = 100;
const MAX_MESSAGE = 500;
const MAX_STACK = 2000;

export interface ErrorEntry {
  id: number;
  at: string;
  source: "server" | "client";
  /** Where it was caught: `loader`, `render`, `boundary`, `error`, `unhandledrejection`, `startup`… */
  kind: string;
  message: string;
  /** The page's path, redacted (no query, no reset tokens). */
  path: string;
  status?: number;
  requestId?: string;
  stack?: string;
}

const ring = createRingBuffer<ErrorEntry>(ERROR_LOG_CAPACITY);
let nextId = 1;
// One error object can reach several hooks (handleError, then the render's onError): keep it once.
const seen = new WeakSet<object>();

function add(entry: Omit<ErrorEntry, "id" | "at">): ErrorEntry {
  const full: ErrorEntry = {
    id: nextId++,
    at: new Date().toISOString(),
    ...entry,
    message: entry.message.slice(0, MAX_MESSAGE),
    stack: entry.stack?.slice(0, MAX_STACK),
  };
  ring.push(full);
  return full;
}

/** Records an unexpected server error; expected answers (4xx error responses) are not errors. */
export function recordServerError(error: unknown, where: { kind: string; url?: string; requestId?: string }): void {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (typeof error === "object" && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  add({
    source: "server",
    kind: where.kind,
    message,
    path: where.url ? redactPath(where.url) : "",
    status,
    requestId: where.requestId,
    stack: error instanceof Error ? error.stack : undefined,
  });
}

export interface ClientErrorReport {
  kind: string;
  message: string;
  url: string;
  status?: number;
  stack?: string;
}

export function recordClientError(report: ClientErrorReport, requestId?: string): void {
  add({ source: "client", kind: report.kind, message: report.message, path: redactPath(report.url), status: report.status, requestId, stack: report.stack });
}

export function listErrors(): ErrorEntry[] {
  return ring.list();
}

/** Clears what the operator saw: entries up to `upToId` (all when absent); later arrivals stay. */
export function clearErrors(upToId?: number): void {
  if (upToId === undefined) ring.clear();
  else ring.clear((e) => e.id > upToId);
}
