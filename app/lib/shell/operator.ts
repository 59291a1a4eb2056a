/** The operator pages (spec §2: /debugging/main, /debugging/sub, /errors). */
export const OPERATOR_PAGES = ["/debugging/main", "/debugging/sub", "/errors"] as const;

/** What the guard throws when the secret is configured but not presented: the sign-in form, answered 404. */
export interface OperatorSignInData {
  kind: "operator-sign-in";
  failed: boolean;
}

export function isOperatorSignIn(data: unknown): data is OperatorSignInData {
  return typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === "operator-sign-in";
}

/** Where the sign-in form returns to: one of the operator pages, nothing else. */
export function operatorReturnPath(raw: unknown): string {
  return typeof raw === "string" && (OPERATOR_PAGES as readonly string[]).includes(raw) ? raw : OPERATOR_PAGES[0];
}
