/**
 * One refresh per refresh token across the whole process: concurrent requests of one shopper
 * share the call, and the old → new answer is kept 60 s so a request still holding the old
 * token (a parallel tab, a second instance's cookie) gets the same new pair.
 */
import type { AuthAnswer } from "~/lib/schemas/auth";

const KEEP_MS = 60_000;
type Entry = { promise: Promise<AuthAnswer>; settledAt?: number; answer?: AuthAnswer };
const results = new Map<string, Entry>();

export function refreshOnce(refreshToken: string, call: () => Promise<AuthAnswer>, now = Date.now()): Promise<AuthAnswer> {
  for (const [key, entry] of results) {
    if (entry.settledAt !== undefined && now - entry.settledAt > KEEP_MS) results.delete(key);
  }
  const existing = results.get(refreshToken);
  if (existing) return existing.promise;
  const entry: Entry = {
    promise: call().then(
      (answer) => {
        entry.settledAt = Date.now();
        entry.answer = answer;
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

/** After logout: a remembered answer must not hand the ended session's tokens to an old cookie. */
export function forgetRefreshResults(refreshToken: string): void {
  for (const [key, entry] of results) {
    if (key === refreshToken || entry.answer?.refresh_token === refreshToken) results.delete(key);
  }
}

/** For tests. */
export function clearRefreshResults(): void {
  results.clear();
}
