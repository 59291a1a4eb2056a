/**
 * The loading overlay's state machine (spec §4: idle, running, finished).
 *
 * - idle: nothing shown. A navigation that is still going after `OVERLAY_DELAY_MS`
 *   ("fetch minimum delay", DESIGN.md §8) sends `delayElapsed` and the overlay runs.
 * - running: one of the deal images is shown; `tick` (every `FRAME_INTERVAL_MS`) moves to
 *   the next one, wrapping around.
 * - finished: the route loaded (`loaded`) or the shopper told it to stop (`stop`). It stays
 *   finished for the rest of that navigation, so a stopped overlay does not come back;
 *   the next navigation (`navigate`) returns it to idle.
 */
export const OVERLAY_DELAY_MS = 200;
export const FRAME_INTERVAL_MS = 300;
export const DEAL_IMAGES = ["/deals/deal-1.svg", "/deals/deal-2.svg", "/deals/deal-3.svg", "/deals/deal-4.svg"] as const;

export type OverlayState = { phase: "idle" } | { phase: "running"; frame: number } | { phase: "finished" };

export type OverlayEvent = { type: "navigate" } | { type: "delayElapsed" } | { type: "tick" } | { type: "loaded" } | { type: "stop" };

export const initialOverlay: OverlayState = { phase: "idle" };

export function overlayReducer(state: OverlayState, event: OverlayEvent): OverlayState {
  switch (event.type) {
    case "navigate":
      // A navigation that replaces a running one keeps the overlay running without a restart.
      return state.phase === "running" ? state : initialOverlay;
    case "delayElapsed":
      return state.phase === "idle" ? { phase: "running", frame: 0 } : state;
    case "tick":
      return state.phase === "running" ? { phase: "running", frame: (state.frame + 1) % DEAL_IMAGES.length } : state;
    case "loaded":
      return state.phase === "running" ? { phase: "finished" } : initialOverlay;
    case "stop":
      return state.phase === "running" ? { phase: "finished" } : state;
  }
}
