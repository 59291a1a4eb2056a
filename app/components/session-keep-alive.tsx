import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "./use-root-data";

const REFRESH_BEFORE_EXPIRY_S = 10;
const USER_REFETCH_MS = 60_000;

/**
 * With JavaScript, a signed-in page refreshes its session about 10 s before the access token
 * expires and refetches the user's data every 60 s while the tab is visible (spec §4). Both
 * are a revalidation: the server's session middleware does the refreshing.
 */
export function SessionKeepAlive() {
  const root = useRootData();
  const { revalidate } = useRevalidator();
  const expiresIn = root?.sessionExpiresIn ?? null;

  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setTimeout(() => void revalidate(), Math.max(1, expiresIn - REFRESH_BEFORE_EXPIRY_S) * 1000);
    return () => clearTimeout(timer);
  }, [expiresIn, revalidate]);

  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, USER_REFETCH_MS);
    return () => clearInterval(timer);
  }, [expiresIn !== null, revalidate]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
