import { describe, expect, it } from "vitest";
import { initialOverlay, overlayReducer, type OverlayEvent, type OverlayState } from "./loading-overlay";

const run = (events: OverlayEvent["type"][], from: OverlayState = initialOverlay) =>
  events.reduce((s, type) => overlayReducer(s, { type } as OverlayEvent), from);

describe("loading bar state machine", () => {
  it("starts idle and runs only once the delay has elapsed", () => {
    expect(initialOverlay).toEqual({ phase: "idle" });
    expect(run(["navigate"])).toEqual({ phase: "idle" });
    expect(run(["navigate", "delayElapsed"])).toEqual({ phase: "running" });
  });

  it("a navigation that ends before the delay never shows anything", () => {
    expect(run(["navigate", "loaded"])).toEqual({ phase: "idle" });
    expect(run(["navigate", "loaded", "stop"])).toEqual({ phase: "idle" });
  });

  it("finishes when the route has loaded", () => {
    expect(run(["navigate", "delayElapsed", "loaded"])).toEqual({ phase: "finished" });
  });

  it("finishes when told to stop, and stays finished for that navigation", () => {
    const stopped = run(["navigate", "delayElapsed", "stop"]);
    expect(stopped).toEqual({ phase: "finished" });
    expect(run(["delayElapsed"], stopped)).toEqual({ phase: "finished" });
    expect(run(["stop"], initialOverlay)).toEqual({ phase: "idle" });
  });

  it("the next navigation after finishing starts from idle", () => {
    const finished = run(["navigate", "delayElapsed", "loaded"]);
    expect(run(["navigate"], finished)).toEqual({ phase: "idle" });
    expect(run(["navigate", "delayElapsed"], finished)).toEqual({ phase: "running" });
  });

  it("a navigation replacing a running one keeps the bar running", () => {
    const running = run(["navigate", "delayElapsed"]);
    expect(run(["navigate"], running)).toEqual({ phase: "running" });
  });
});
