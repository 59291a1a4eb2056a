import { useEffect } from "react";

/**
 * Sets `<html data-hydrated>` once the app has hydrated and every effect below the caller is in
 * place: CSS can tell a live page from a server-rendered one, and browser tests wait for it instead
 * of racing hydration. The page behaviours (the language key, the progress bar) are a lazy chunk of
 * their own that may arrive later: they set `data-behaviours`.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
