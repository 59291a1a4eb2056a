import { type FocusEvent, useCallback, useEffect, useState } from "react";

/** Success messages close after 3,000 ms with JavaScript (spec §8); without it they stay until the next page. */
export const SUCCESS_CLOSES_MS = 3000;

/**
 * Whether a message still shows: a success closes SUCCESS_CLOSES_MS after it appears, a refusal
 * stays. While the pointer or the focus is inside it the clock waits, so a link in it (the
 * add to cart's "View cart") can be reached before it goes; leaving gives it the time again.
 * `message` is the message itself: a new one opens again; `close` ends it before its time.
 */
export function useAutoClose(message: unknown, isSuccess: boolean) {
  // The message that closed: a new one is open until its own time is up.
  const [closed, setClosed] = useState<unknown>(null);
  const [held, setHeld] = useState(false);
  const open = closed !== message;
  useEffect(() => {
    if (!message || !isSuccess || held || !open) return;
    const timer = setTimeout(() => setClosed(message), SUCCESS_CLOSES_MS);
    return () => clearTimeout(timer);
  }, [message, isSuccess, held, open]);
  const hold = {
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
  };
  /** The shopper closed it (its × or Escape): gone until a new message. */
  // The focus in it goes with it, and no blur says so: the next message must not find the clock held.
  const close = useCallback(() => {
    setClosed(message);
    setHeld(false);
  }, [message]);
  return { open, hold, close };
}
