import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { useRootData } from "../hooks/use-root-data";

const REFRESH_BEFORE_EXPIRY_S = 10;
const USER_REFETCH_MS = 60_000;
const BUSY_RETRY_MS = 1000;

/**
 * With JavaScript, a signed-in page refreshes its session about 10 s before the access token
 * expires and refetches the user's data every 60 s while the tab is visible (spec §4). Both
 * are a revalidation: the server's session middleware does the refreshing.
 *
 * A revalidation never runs beside a form being sent: both answers carry the session cookie,
 * and the one that arrives last wins, so a keep-alive answering after an action would drop
 * what the action wrote there (its flash message, the checkout's choices). It waits instead.
 */
export function SessionKeepAlive() {
  const root = useRootData();
  const { revalidate } = useRevalidator();
  const expiresIn = root?.sessionExpiresIn ?? null;
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const whenIdle = () => {
      if (busy.current) timer = setTimeout(whenIdle, BUSY_RETRY_MS);
      else void revalidate();
    };
    if (expiresIn === null) return;
    // Half the lifetime at least, so a short-lived token cannot make it revalidate in a loop.
    timer = setTimeout(whenIdle, Math.max(expiresIn / 2, expiresIn - REFRESH_BEFORE_EXPIRY_S) * 1000);
    return () => clearTimeout(timer);
  }, [expiresIn, revalidate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the interval restarts only when a session starts or ends, not each time its expiry moves
  useEffect(() => {
    if (expiresIn === null) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current) void revalidate();
    }, USER_REFETCH_MS);
    return () => clearInterval(timer);
  }, [expiresIn !== null, revalidate]);
  return null;
}
