import { createHash } from "node:crypto";

/**
 * Add-to-cart forms on product cards carry no per-render key: the pages they sit on are kept
 * by shared caches, so every visitor gets the same form (decision 008). Without a key, the
 * server itself decides when two adds are one submit (decision 017): the same visitor, item,
 * unit and quantity within WINDOW_MS are the same press (a no-JS double click, a resubmit, a
 * retry after a lost answer).
 *
 * The answer is an Idempotency-Key for the Store API, so the Store API makes the second add a
 * replay of the first, whichever of the two requests is served first and even while the first
 * is still running. Within one process the key is remembered for the window; another process
 * derives the same key from the same time slot, so copies behind a load balancer agree except
 * when two presses straddle a slot boundary.
 */
export const WINDOW_MS = 3000;

/** Remembered adds; old ones are swept as new ones arrive, so the map stays small. */
const MAX_ENTRIES = 10_000;

interface Entry {
  key: string;
  at: number;
}

export interface RepeatAddGuard {
  /**
   * The key to send with this add, and whether it repeats one seen within the window. Null when
   * the visitor has no identity yet (no cart, not signed in): each such request makes its own
   * new guest cart and the browser keeps one of them, so nothing is added twice, and a shared
   * key would file every new visitor's first add under one owner at the Store API.
   */
  keyFor(visitor: string | null, line: { item_id: number; unit_id: number; qty: number }): { key: string; repeat: boolean } | null;
  /**
   * A press that had no identity yet and made the visitor's cart: the same press within the window,
   * now with the new cart's credential, is a repeat (decision 085). Its key is empty: the Store API
   * never saw one, so the repeat must not be sent at all.
   */
  remember(visitor: string | null, line: { item_id: number; unit_id: number; qty: number }): void;
}

export function createRepeatAddGuard(now: () => number = Date.now, windowMs = WINDOW_MS): RepeatAddGuard {
  const seen = new Map<string, Entry>();

  const sweep = (t: number) => {
    // Insertion order is age order: stop at the first fresh entry.
    for (const [name, entry] of seen) {
      if (t - entry.at < windowMs && seen.size <= MAX_ENTRIES) break;
      seen.delete(name);
    }
  };

  return {
    keyFor(visitor, line) {
      if (!visitor) return null;
      const t = now();
      sweep(t);
      const name = hash(`${visitor}|${line.item_id}|${line.unit_id}|${line.qty}`);
      const previous = seen.get(name);
      if (previous && t - previous.at < windowMs) return { key: previous.key, repeat: true };
      // The slot makes other processes derive the same key for a press in the same few seconds.
      const key = `card:${hash(`${name}|${Math.floor(t / windowMs)}`).slice(0, 40)}`;
      seen.delete(name);
      seen.set(name, { key, at: t });
      return { key, repeat: false };
    },
    remember(visitor, line) {
      if (!visitor) return;
      const t = now();
      sweep(t);
      const name = hash(`${visitor}|${line.item_id}|${line.unit_id}|${line.qty}`);
      seen.delete(name);
      seen.set(name, { key: "", at: t });
    },
  };
}

/**
 * Who is adding, as far as the cart is concerned: the signed-in session (its refresh token) or
 * the guest cart credential. Hashed so no credential is kept in memory as it is.
 */
export function visitorOf(session: {
  signedIn: boolean;
  refreshToken: string | null;
  accessToken: string | null;
  guestCredential: string | null;
}): string | null {
  if (session.signedIn) {
    const token = session.refreshToken || session.accessToken;
    return token ? hash(`t:${token}`) : null;
  }
  return session.guestCredential ? hash(`g:${session.guestCredential}`) : null;
}

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/** One guard per process. */
export const repeatAddGuard = createRepeatAddGuard();
