import type { ErrorReport } from "~/lib/schemas/error-report";

/** A page reports at most this many errors, each message once: a loop of errors must not flood the server. */
const MAX_REPORTS_PER_PAGE = 5;
const sent = new Set<string>();

/** Sends a browser error to the operator's log (/errors). Never throws. */
export function reportClientError(kind: ErrorReport["kind"], error: unknown, status?: number): void {
  try {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500) || "(no message)";
    if (sent.size >= MAX_REPORTS_PER_PAGE || sent.has(message)) return;
    sent.add(message);
    const report: ErrorReport = {
      kind,
      message,
      url: window.location.pathname,
      ...(status ? { status } : {}),
      ...(error instanceof Error && error.stack ? { stack: error.stack.slice(0, 2000) } : {}),
    };
    void fetch("/errors/report", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // Reporting is best effort.
  }
}

/**
 * A request the router gave up on (a newer navigation or form replaced it) is no error.
 * React Router 7 can leave such an abort unhandled when a fetcher is cut short
 * (remix-run/react-router#14203).
 */
export const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === "AbortError";

/** Uncaught errors and rejections anywhere in the page. */
export function reportUncaughtErrors(): void {
  window.addEventListener("error", (event) => reportClientError("error", event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => {
    if (isAbort(event.reason)) {
      event.preventDefault();
      return;
    }
    reportClientError("unhandledrejection", event.reason);
  });
}
