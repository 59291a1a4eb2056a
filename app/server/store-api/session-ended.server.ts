/**
 * The Store API refused the shopper's token and no refresh could mend it: the session is over
 * (spec §4). The Store API client throws this instead of an answer, and the session middleware
 * alone turns it into the way to sign in (decision record 077), so no loader or action needs to
 * tell it apart from a failure it handles.
 */
export class SessionEndedError extends Error {
  constructor(readonly path: string) {
    super(`Session ended: the Store API refused the token on ${path}`);
    this.name = "SessionEndedError";
  }
}

export const isSessionEnded = (error: unknown): error is SessionEndedError => error instanceof SessionEndedError;
