import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReload } from "~/lib/shell/chunk-reload";

function readLast(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return null;
  }
}

/** Reloads to pick up the new build, unless that already happened in the last minute. True when reloading. */
export function reloadForNewBuild(): boolean {
  const now = Date.now();
  if (!mayReload(readLast(), now)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage there is no throttle to keep, so no reload either: a loop is worse than an error.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * After a deployment an open page may ask for chunks of the old build that are gone: Vite's
 * preload helper fires `vite:preloadError`, a plain dynamic import rejects.
 */
export function reloadOnChunkLoadFailure(): void {
  window.addEventListener("vite:preloadError", (event) => {
    // preventDefault stops Vite rethrowing the error once a reload is on its way.
    if (reloadForNewBuild()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadForNewBuild();
  });
}
