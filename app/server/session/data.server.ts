import { z } from "zod";

/** Products a session remembers the customer reviewed (`rev`): the newest, so the cookie stays small. */
export const REVIEWED_KEPT = 20;

/** What the session cookie holds. Unknown or malformed content is dropped, never trusted. */
export const SessionDataSchema = z.object({
  /** Sealed { access, refresh } (token-crypto.server.ts). */
  tok: z.string().max(3000).optional(),
  /** Access token expiry, epoch seconds. */
  exp: z.number().int().optional(),
  /** Remember me: the cookie lasts 7 days instead of the browser session. */
  rem: z.literal(1).optional(),
  /** The Store API's guest cart credential, relayed on cart calls (value and expiry in epoch seconds). */
  guest: z.object({ v: z.string().max(512), exp: z.number().int().optional() }).optional(),
  /** Checkout choices kept across reloads; account-bound ones are cleared on logout. */
  co: z
    .object({
      address: z.number().int().optional(),
      company: z.number().int().optional(),
      type: z.number().int().optional(),
      pay: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      /** The wallet number (E.164) for pay 3; account-bound like the address. */
      phone: z.string().max(20).optional(),
    })
    .optional(),
  /** Items in the cart, as of the last cart answer: the header shows it without a call on every page. */
  cc: z.number().int().min(0).max(99999).optional(),
  /**
   * Changes the signed-in customer has sent to the Store API in this session: their cached answers
   * are keyed by it (decision 086), so no instance answers one from before their own change.
   */
  gen: z.number().int().min(0).max(1_000_000_000).optional(),
  /**
   * A favourite a guest asked for (product id, expiry in epoch seconds): saved once they sign
   * in, so the press that sent them to /login is not lost.
   */
  fav: z.object({ p: z.number().int().positive(), exp: z.number().int() }).optional(),
  /**
   * Where a shopper was going when they asked for a password reset (a same-site path, expiry in
   * epoch seconds): the sign-in after the reset continues there instead of /account.
   */
  back: z.object({ to: z.string().max(300), exp: z.number().int() }).optional(),
  /**
   * The key of this session's recently viewed products in the server-side store
   * (recently-viewed.server.ts, decision 083): 128 random bits, the list itself stays on the server.
   */
  rv: z
    .string()
    .regex(/^[\w-]{22}$/)
    .optional(),
  /**
   * The order this session placed last (id, expiry in epoch seconds): a second "place order" from
   * another tab or a slow network, which finds the cart the first one emptied, is shown that order.
   */
  placed: z.object({ id: z.number().int().positive(), exp: z.number().int() }).optional(),
  /**
   * Products the signed-in customer reviewed in this session (ids, newest last, REVIEWED_KEPT at most): the Store API's
   * reviews name no author, so this is how their product page knows to thank them rather than offer the form again.
   */
  rev: z.array(z.number().int().positive()).max(REVIEWED_KEPT).optional(),
  /** The shopper picked a currency in this session (sign-in then keeps it over the profile's). */
  cur: z.literal(1).optional(),
  /** One message shown after the next redirect (no-JS PRG). */
  flash: z
    .object({
      type: z.enum(["success", "error", "info"]),
      key: z.string().max(300),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      /** A form field's id: the message is shown at that field instead of in the page's message area. */
      field: z.string().max(40).optional(),
      /** What the shopper had typed into that field, given back with a refusal (decision 047). */
      value: z.string().max(254).optional(),
      /** The hidden fields of the message's "Undo" form (decision 101): a few ids, a quantity and a key. */
      undo: z
        .record(z.string().max(20), z.union([z.string().max(200), z.number()]))
        .refine((fields) => Object.keys(fields).length <= 8)
        .optional(),
    })
    .optional(),
});

export type SessionData = z.infer<typeof SessionDataSchema>;
export type Flash = NonNullable<SessionData["flash"]>;

export interface Tokens {
  access: string;
  refresh: string;
}

export const TokensSchema = z.object({ access: z.string().min(1), refresh: z.string() });
