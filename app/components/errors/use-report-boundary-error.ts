import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { reportClientError } from "~/client/report-error";

/**
 * In the browser, an unexpected error reaching the root ErrorBoundary goes to the operator's
 * log. Two exceptions: an error the server already logged (it arrives sanitised as
 * "Unexpected Server Error"), and a navigation that failed because the shopper is offline,
 * which reloads so the service worker can answer with the offline page.
 */
export function useReportBoundaryError(error: unknown) {
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (!navigator.onLine) {
      window.location.reload();
      return;
    }
    if (error instanceof Error && error.message === "Unexpected Server Error") return;
    reportClientError("boundary", error);
  }, [error]);
}
