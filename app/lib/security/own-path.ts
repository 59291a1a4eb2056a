// Apart from safe-redirect.ts: every page's shell forms need this line, and sharing its module
// put the whole redirect check (the lazy error page's) into every page's script (226 bytes gz).

/**
 * The current path as a form's action. A path that starts with more than one slash or a
 * backslash (`//evil.example/`, reachable as a 404 in the store's shell) would be read by the
 * browser as another host; it collapses to one slash, which keeps the form on this site.
 */
export function ownPathAction(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, "")}`;
}
