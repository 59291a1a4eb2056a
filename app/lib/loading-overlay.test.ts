import { describe, expect, it } from "vitest";
import { initialOverlay, overlayReducer, type OverlayEvent, type OverlayState } from "./loading-overlay";

const run = (events: OverlayEvent["type"][], from: OverlayState = initialOverlay) =>
  events.reduce((s, type) => overlayReducer(s, { type } as OverlayEvent), from);

describe("loading overlay state machine", () => {
  it("starts idle and runs only once the delay has elapsed", () => {
    expect(initialOverlay).toEqual({ phase: "idle" });
    expect(run(["navigate"])).toEqual({ phase: "idle" });
    expect(run(["navigate", "delayElapsed"])).toEqual({ phase: "running", frame: 0 });
  });

  it("a navigation that ends before the delay never shows anything", () => {
    expect(run(["navigate", "loaded"])).toEqual({ phase: "idle" });
    expect(run(["navigate", "loaded", "tick"])).toEqual({ phase: "idle" });
  });

  it("cycles the four images and wraps around", () => {
    const frames = [1, 2, 3, 0, 1].map((_, i) => run(["navigate", "delayElapsed", ...Array(i + 1).fill("tick")]));
    expect(frames.map((s) => (s.phase === "running" ? s.frame : -1))).toEqual([1, 2, 3, 0, 1]);
  });

  it("finishes when the route has loaded", () => {
    expect(run(["navigate", "delayElapsed", "tick", "loaded"])).toEqual({ phase: "finished" });
  });

  it("finishes when told to stop, and stays finished for that navigation", () => {
    const stopped = run(["navigate", "delayElapsed", "stop"]);
    expect(stopped).toEqual({ phase: "finished" });
    expect(run(["delayElapsed", "tick"], stopped)).toEqual({ phase: "finished" });
    expect(run(["stop"], initialOverlay)).toEqual({ phase: "idle" });
  });

  it("the next navigation after finishing starts from idle", () => {
    const finished = run(["navigate", "delayElapsed", "loaded"]);
    expect(run(["navigate"], finished)).toEqual({ phase: "idle" });
    expect(run(["navigate", "delayElapsed"], finished)).toEqual({ phase: "running", frame: 0 });
  });

  it("a navigation replacing a running one keeps the overlay and its frame", () => {
    const running = run(["navigate", "delayElapsed", "tick"]);
    expect(run(["navigate"], running)).toEqual({ phase: "running", frame: 1 });
  });
});
