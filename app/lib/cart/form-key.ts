/**
 * The per-render key of an add-to-cart form (decision 017). Its shape is fixed so the page
 * micro-cache (server/page-cache/page-cache.ts) can find the key in a cached page and give every copy
 * served its own: two shoppers must never share a key.
 */
export const ADD_KEY_PREFIX = "add:";

export const mintAddKey = (): string => `${ADD_KEY_PREFIX}${crypto.randomUUID()}`;

/** Every add key in a rendered page (HTML and the hydration data alike). */
export const ADD_KEY_PATTERN = /\badd:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/**
 * The per-render key of the buy-again forms (issue 42), one for every form of a page: the action
 * adds the order's id to it, so two orders of one page never share an add. Its own fixed shape, so
 * the render memo (decision 093) gives each response its own key as it does for add keys, and a
 * reload of an unchanged order page is not rendered again only because its key was new.
 */
export const mintAgainKey = (): string => `again:${crypto.randomUUID()}`;

/** Every buy-again key in a rendered page (HTML and the hydration data alike). */
export const AGAIN_KEY_PATTERN = /\bagain:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/**
 * The key a removal gives its "Undo" (decision 101): sent with the add that puts the line back, so the
 * same undo pressed twice, or sent again from a second tab, is one add at the Store API. Its own prefix:
 * the render memo gives each response new add keys, and this one must stay the key the removal made.
 */
export const mintUndoKey = (): string => `undo:${crypto.randomUUID()}`;
