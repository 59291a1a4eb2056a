import { useEffect } from "react";

/**
 * Sets `<html data-hydrated>` once the app has hydrated and every effect below the caller
 * (shortcuts, listeners) is in place: CSS can tell a live page from a server-rendered one, and
 * browser tests wait for it instead of racing hydration.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
