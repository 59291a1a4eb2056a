/**
 * The loading bar's state machine (spec §4's loading overlay: idle, running, finished; decision 041).
 *
 * - idle: nothing shown. A navigation that is still going after `OVERLAY_DELAY_MS`
 *   ("fetch minimum delay", DESIGN.md §8) sends `delayElapsed` and the bar runs.
 * - running: the thin bar at the top of the page grows while the navigation goes on.
 * - finished: the route loaded (`loaded`) or the shopper told it to stop (`stop`, Escape). It stays
 *   finished for the rest of that navigation, so a stopped bar does not come back;
 *   the next navigation (`navigate`) returns it to idle.
 */
export const OVERLAY_DELAY_MS = 200;

export type OverlayState = { phase: "idle" } | { phase: "running" } | { phase: "finished" };

export type OverlayEvent = { type: "navigate" } | { type: "delayElapsed" } | { type: "loaded" } | { type: "stop" };

export const initialOverlay: OverlayState = { phase: "idle" };

export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  switch (event.type) {
    case "navigate":
      // A navigation that replaces a running one keeps the bar running without a restart.
      return state.phase === "running" ? state : initialOverlay;
    case "delayElapsed":
      return state.phase === "idle" ? { phase: "running" } : state;
    case "loaded":
      return state.phase === "running" ? { phase: "finished" } : initialOverlay;
    case "stop":
      return state.phase === "running" ? { phase: "finished" } : state;
  }
}
