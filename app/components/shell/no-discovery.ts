/**
 * Spread on a `fetcher.Form` so it renders without `data-discover`. React Router passes
 * `discover` on to its Form at runtime but leaves it out of the fetcher form's props type.
 * A fetcher finds an unknown route when it submits, and a page of cards would otherwise repeat
 * the marker on every form (issue 22: home ≤ 60 KB).
 */
export const NO_DISCOVERY = { discover: "none" } as object;
