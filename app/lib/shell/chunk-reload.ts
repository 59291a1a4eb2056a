/**
 * After a deployment, a page still running the old build may ask for a chunk that no longer
 * exists. The page then reloads once to pick up the new build, but at most once per minute
 * (spec §4, §9), so a chunk that is really broken cannot cause a reload loop.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** True when no reload happened in the last minute (or the stored time is unreadable). */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  if (lastReloadAt === null) return true;
  const at = Number(lastReloadAt);
  if (!Number.isFinite(at) || at > now) return true;
  return now - at >= CHUNK_RELOAD_INTERVAL_MS;
}

// Chromium, Firefox and Safari word a failed dynamic import differently; a failed CSS preload is Vite's.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}
