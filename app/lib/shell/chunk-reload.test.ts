import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, mayReload } from "./chunk-reload";

describe("chunk reload throttle", () => {
  const now = 1_700_000_000_000;

  it("reloads when it never did", () => {
    expect(mayReload(null, now)).toBe(true);
  });

  it("does not reload again within a minute", () => {
    expect(mayReload(String(now - 1), now)).toBe(false);
    expect(mayReload(String(now - CHUNK_RELOAD_INTERVAL_MS + 1), now)).toBe(false);
  });

  it("reloads again once a minute has passed", () => {
    expect(mayReload(String(now - CHUNK_RELOAD_INTERVAL_MS), now)).toBe(true);
  });

  it("treats an unreadable or future time as no reload", () => {
    expect(mayReload("garbage", now)).toBe(true);
    expect(mayReload(String(now + 10_000), now)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(false);
  });
});
