import { forwardRef, useSyncExternalStore } from "react";
import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { allowsPrefetch, type ConnectionInfo } from "~/lib/shell/connection";

type NetworkConnection = ConnectionInfo & EventTarget;
const connection = () => (navigator as Navigator & { connection?: NetworkConnection }).connection;

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener?.("change", onChange);
  return () => c?.removeEventListener?.("change", onChange);
}

/**
 * Whether links may prefetch their page on intent: not on 2g or with data saver (spec §7).
 * The server (and hydration) assume yes: an "intent" link renders nothing until hovered.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => allowsPrefetch(connection()),
    () => true,
  );
}

/** A Link that prefetches on intent unless the connection is slow or saving data. */
export const SmartLink = forwardRef<HTMLAnchorElement, LinkProps>(function SmartLink({ prefetch = "intent", ...props }, ref) {
  const allowed = usePrefetchAllowed();
  return <Link ref={ref} prefetch={allowed ? prefetch : "none"} {...props} />;
});

/** The NavLink counterpart, for menus that mark the current page. */
export const SmartNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function SmartNavLink({ prefetch = "intent", ...props }, ref) {
  const allowed = usePrefetchAllowed();
  return <NavLink ref={ref} prefetch={allowed ? prefetch : "none"} {...props} />;
});
