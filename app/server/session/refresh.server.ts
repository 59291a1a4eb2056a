/**
 * One refresh per refresh token across the whole process: concurrent requests of one shopper
 * share the call, and the old → new answer is kept 60 s so a request still holding the old
 * token (a parallel tab, a second instance's cookie) gets the same new pair.
 */
import type { AuthAnswer } from "~/lib/schemas/auth";

const KEEP_MS = 60_000;
const results = new Map<string, { promise: Promise<AuthAnswer>; settledAt?: number }>();

export function refreshOnce(refreshToken: string, call: () => Promise<AuthAnswer>, now = Date.now()): Promise<AuthAnswer> {
  for (const [key, entry] of results) {
    if (entry.settledAt !== undefined && now - entry.settledAt > KEEP_MS) results.delete(key);
  }
  const existing = results.get(refreshToken);
  if (existing) return existing.promise;
  const entry: { promise: Promise<AuthAnswer>; settledAt?: number } = {
    promise: call().then(
      (answer) => {
        entry.settledAt = Date.now();
        return answer;
      },
      (error: unknown) => {
        // A failure is not remembered: the next request may try again.
        results.delete(refreshToken);
        throw error;
      },
    ),
  };
  results.set(refreshToken, entry);
  return entry.promise;
}

/** For tests. */
export function clearRefreshResults(): void {
  results.clear();
}
