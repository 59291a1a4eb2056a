import { currentPath, safeRedirect } from "./safe-redirect";

/** The query parameter of /login that names the product a guest's heart asked to favourite (decision record 048). */
export const FAVOURITE_PARAM = "favourite";

/** What a sign-in link may carry beside the way back (decision records 039, 048). */
type LoginExtras = {
  /** The keep-the-guest-cart question after signing in. */
  step?: "keep-cart";
  /** The product a guest's heart asked to favourite. */
  favourite?: number;
};

const withBack = (path: string, back: string | null | undefined) => (back ? `${path}?redirectTo=${encodeURIComponent(back)}` : path);

/**
 * The sign-in page, coming back to `back` afterwards: the one place that builds a /login link.
 * `back` is either a path already checked with safeRedirect, or the page's own redirectTo
 * passed on as it came (the login page checks it when it is used); without one, plain /login.
 */
export function loginUrl(back?: string | null, extras: LoginExtras = {}): string {
  const params: string[] = [];
  if (extras.step) params.push(`step=${extras.step}`);
  if (back) params.push(`redirectTo=${encodeURIComponent(back)}`);
  if (extras.favourite !== undefined) params.push(`${FAVOURITE_PARAM}=${extras.favourite}`);
  return params.length ? `/login?${params.join("&")}` : "/login";
}

/** The registration page, coming back to `back` afterwards (same rules as loginUrl). */
export const registerUrl = (back?: string | null) => withBack("/register", back);

/** The forgotten-password page, keeping the way back for after the reset. */
export const passwordForgetUrl = (back?: string | null) => withBack("/password/forget", back);

/** Where a guest goes to sign in and come back to this request's page (home when it could not be a redirect target). */
export const loginPath = (request: Request) => loginUrl(safeRedirect(currentPath(request), "/"));
