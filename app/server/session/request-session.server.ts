import { randomBytes } from "node:crypto";
import { REVIEWED_KEPT, type SessionData, type Flash, type Tokens } from "./data.server";
import { openSessionTokens, sealSessionTokens, writeSession } from "./cookie.server";
import type { AuthAnswer } from "~/lib/schemas/auth";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The shopper's session for one request. Loaders and actions change it through this object
 * only; the root middleware writes one Set-Cookie after the response is built, and only if
 * something changed (parallel loaders each committing would overwrite each other's tokens).
 */
export class RequestSession {
  private data: SessionData;
  private tokens: Tokens | null;
  private changed = false;
  /** The message the root loader took in this request, kept until the answer is known (keepTakenFlash). */
  private taken: Flash | undefined;
  private refreshing: Promise<string | null> | undefined;
  private endedNow = false;

  constructor(
    data: SessionData,
    private readonly doRefresh: (refreshToken: string) => Promise<AuthAnswer>,
  ) {
    this.data = { ...data };
    this.tokens = openSessionTokens(data.tok);
    if (data.tok && !this.tokens) this.dropAuth();
  }

  get signedIn(): boolean {
    return this.tokens !== null;
  }

  get refreshToken(): string | null {
    return this.tokens?.refresh ?? null;
  }

  get accessToken(): string | null {
    return this.tokens?.access ?? null;
  }

  /** Seconds until the access token expires (negative when it has). */
  get secondsLeft(): number {
    return (this.data.exp ?? 0) - nowSeconds();
  }

  get guestCredential(): string | null {
    const guest = this.data.guest;
    if (!guest || (guest.exp !== undefined && guest.exp <= nowSeconds())) return null;
    return guest.v;
  }

  get checkout(): NonNullable<SessionData["co"]> {
    return this.data.co ?? {};
  }

  get currencyChosen(): boolean {
    return this.data.cur === 1;
  }

  /** A new session on sign-in: tokens and remember me; guest cart and non-account choices carry over. */
  signIn(auth: AuthAnswer, remember: boolean): void {
    const { guest, co, cur, cc, fav, back, rv } = this.data;
    this.data = { guest, co: co ? { company: co.company, type: co.type, pay: co.pay } : undefined, cur, cc, fav, back, rv };
    if (remember) this.data.rem = 1;
    this.setTokens(auth);
  }

  /** Logout and failed refresh: account-bound state goes, the guest cart and shipping/payment choices stay. */
  signOut(): void {
    this.dropAuth();
    delete this.data.cc;
    // What the account looked at, or placed, is not shown to whoever uses the browser next.
    delete this.data.rv;
    delete this.data.placed;
    delete this.data.rev;
    if (this.data.co) this.data.co = { company: this.data.co.company, type: this.data.co.type, pay: this.data.co.pay };
  }

  /**
   * The Store API refused the token for good during this request: signed out, and the answer
   * to this request is the sign-in page whatever its route made of the failure (the session
   * middleware reads `ended`, decision record 077).
   */
  end(): void {
    this.signOut();
    this.endedNow = true;
  }

  get ended(): boolean {
    return this.endedNow;
  }

  /** Refreshes the access token once per request (concurrent callers share it); null when it cannot. */
  refresh(): Promise<string | null> {
    this.refreshing ??= (async () => {
      const refresh = this.tokens?.refresh;
      if (!refresh) return null;
      try {
        const answer = await this.doRefresh(refresh);
        this.setTokens(answer);
        return answer.access_token;
      } catch {
        this.signOut();
        return null;
      }
    })();
    return this.refreshing;
  }

  setGuestCredential(value: string | null, maxAgeSeconds?: number): void {
    if (value === null) delete this.data.guest;
    else this.data.guest = { v: value, exp: maxAgeSeconds !== undefined ? nowSeconds() + maxAgeSeconds : undefined };
    this.changed = true;
  }

  setCheckout(choices: SessionData["co"]): void {
    this.data.co = choices && Object.keys(choices).length > 0 ? choices : undefined;
    this.changed = true;
  }

  markCurrencyChosen(): void {
    if (this.data.cur === 1) return;
    this.data.cur = 1;
    this.changed = true;
  }

  /**
   * A session worth keeping recently viewed products for: signed in or with a guest cart. An
   * anonymous visitor gets none, so a product view never gives them a cookie that would keep
   * every later page out of the page cache (decision 083).
   */
  get holdsShopper(): boolean {
    return this.signedIn || this.guestCredential !== null;
  }

  /** The key of this session's recently viewed list; `create` mints one when there is none yet. */
  recentKey(create: boolean): string | null {
    if (this.data.rv || !create) return this.data.rv ?? null;
    this.data.rv = randomBytes(16).toString("base64url");
    this.changed = true;
    return this.data.rv;
  }

  /** How many changes the customer has sent in this session (decision 086). */
  get generation(): number {
    return this.data.gen ?? 0;
  }

  /** A change is on its way to the Store API: answers cached before it are no longer this customer's. */
  bumpGeneration(): void {
    this.data.gen = ((this.data.gen ?? 0) + 1) % 1_000_000_000;
    this.changed = true;
  }

  get cartCount(): number {
    return this.data.cc ?? 0;
  }

  setCartCount(count: number): void {
    if ((this.data.cc ?? 0) === count) return;
    this.data.cc = count > 0 ? count : undefined;
    this.changed = true;
  }

  /** The order just placed, remembered for `ttlSeconds` (a second press of "place order" is shown it). */
  setPlacedOrder(id: number, ttlSeconds: number): void {
    this.data.placed = { id, exp: nowSeconds() + ttlSeconds };
    this.changed = true;
  }

  /** The order this session placed within its time, or null. */
  get placedOrder(): number | null {
    const placed = this.data.placed;
    return placed && placed.exp > nowSeconds() ? placed.id : null;
  }

  /** The customer's review of this product was posted in this session. */
  markReviewed(productId: number): void {
    this.data.rev = [...(this.data.rev ?? []).filter((id) => id !== productId), productId].slice(-REVIEWED_KEPT);
    this.changed = true;
  }

  hasReviewed(productId: number): boolean {
    return this.signedIn && (this.data.rev ?? []).includes(productId);
  }

  /** Keeps where a password reset should lead back to (a path safeRedirect accepted), for a while. */
  setResetReturn(to: string, ttlSeconds: number): void {
    this.data.back = { to, exp: nowSeconds() + ttlSeconds };
    this.changed = true;
  }

  /** Where the reset should lead back to, once; null when none or stale. */
  takeResetReturn(): string | null {
    const back = this.data.back;
    if (!back) return null;
    delete this.data.back;
    this.changed = true;
    return back.exp > nowSeconds() ? back.to : null;
  }

  /** The product a guest asked to favourite before signing in, while it is fresh. */
  get pendingFavourite(): number | null {
    const fav = this.data.fav;
    return fav && fav.exp > nowSeconds() ? fav.p : null;
  }

  setPendingFavourite(productId: number | null, ttlSeconds = 0): void {
    if (productId === null) {
      if (!this.data.fav) return;
      delete this.data.fav;
    } else this.data.fav = { p: productId, exp: nowSeconds() + ttlSeconds };
    this.changed = true;
  }

  flash(message: Flash): void {
    // A route's word on a failure caused by the ended session would greet the shopper on the sign-in page.
    if (this.endedNow) return;
    this.data.flash = message;
    this.changed = true;
  }

  /**
   * The sign-in page says why it is shown (decision 089): the one word kept after `end()`, which
   * keeps every route's own word on the failure out.
   */
  sayEnded(): void {
    this.data.flash = { type: "info", key: "auth.sessionEnded" };
    this.changed = true;
  }

  /** The flash message, removed from the session once read. */
  takeFlash(): Flash | undefined {
    const message = this.data.flash;
    if (message) {
      delete this.data.flash;
      this.changed = true;
      this.taken = message;
    }
    return message;
  }

  /**
   * The answer is a redirect, so no page showed the message the root loader took: it goes on to the page the
   * redirect leads to. A loader that says something and redirects at once (a listing's unread price) ran beside
   * the root loader, which could take the message first.
   */
  keepTakenFlash(): void {
    if (this.taken && !this.data.flash) {
      this.data.flash = this.taken;
      this.changed = true;
    }
    this.taken = undefined;
  }

  /** The Set-Cookie header to send, or null when nothing changed. */
  async commit(): Promise<string | null> {
    if (!this.changed) return null;
    return writeSession(this.snapshot());
  }

  /** The data as it would be written (tests, size checks). */
  snapshot(): SessionData {
    return Object.fromEntries(Object.entries(this.data).filter(([, v]) => v !== undefined)) as SessionData;
  }

  private setTokens(auth: AuthAnswer): void {
    this.tokens = { access: auth.access_token, refresh: auth.refresh_token };
    this.data.tok = sealSessionTokens(this.tokens);
    this.data.exp = nowSeconds() + Math.max(1, Math.floor(auth.expires_in));
    this.changed = true;
  }

  private dropAuth(): void {
    this.tokens = null;
    delete this.data.tok;
    delete this.data.exp;
    delete this.data.rem;
    this.changed = true;
  }
}
