/**
 * Back closes an open sheet (issue 37, decision 097), as a shop app does: opening a sheet (the
 * listing's filter sheet, a header's menu drawer) adds one history entry for the same address,
 * and leaving that entry closes the sheet instead of the page. The router never hears of it: a
 * capture listener on window runs before its own popstate listener and stops the event, so no
 * loader runs and nothing scrolls. Closing the sheet any other way (✕, Escape, a tap outside)
 * takes its entry back out, so it leaves no dead Back press behind.
 */
const KEY = "__sheet";

export interface SheetHistory {
  /** The sheet has just opened: add its entry (once). */
  opened(): void;
  /** The sheet has closed in place: drop its entry if it is still the current one. */
  closed(): void;
  /** The sheet closes for a navigation (apply, a link): the router's next entry follows its own; nothing to undo. */
  leaving(): void;
}

export function sheetHistory(name: string, close: () => void): SheetHistory {
  let open = false;
  let dropping = false;
  // The router's key of the page the sheet opened over: Back closes the sheet only when it lands there.
  let base: unknown;
  const state = () => window.history.state as Record<string, unknown> | null;
  const ours = () => state()?.[KEY] === name;
  const stopListening = () => window.removeEventListener("popstate", onPop, true);
  function onPop(event: PopStateEvent) {
    if (dropping) {
      // The back() of closed() below: the router must not take it for a navigation.
      dropping = false;
      event.stopImmediatePropagation();
      stopListening();
      return;
    }
    if (!open || ours()) return;
    open = false;
    stopListening();
    // Anywhere else (the sheet stayed open over a client navigation) is the router's to show.
    if (state()?.key !== base) return;
    event.stopImmediatePropagation();
    close();
  }
  return {
    opened() {
      if (open) return;
      open = true;
      base = state()?.key;
      // The router's own state (its key and index) is kept, so its later navigations count on from here.
      window.history.pushState({ ...(window.history.state as object | null), [KEY]: name }, "");
      window.addEventListener("popstate", onPop, true);
    },
    closed() {
      if (!open) return;
      open = false;
      if (ours()) {
        dropping = true;
        window.history.back();
      } else stopListening();
    },
    leaving() {
      if (!open) return;
      open = false;
      stopListening();
    },
  };
}
