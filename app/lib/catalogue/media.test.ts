import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media";

describe("mediaUrl", () => {
  it("puts bare file names behind the media endpoint at a served size", () => {
    expect(mediaUrl("logo.svg", "144x460")).toBe("/api/media/144x460/logo.svg");
    expect(mediaUrl("p/12.svg", "300x300", "auto")).toBe("/api/media/300x300/p/12.svg?background=auto");
  });
  it("keeps absolute and rooted URLs", () => {
    expect(mediaUrl("https://cdn.example.com/a.png", "300x300")).toBe("https://cdn.example.com/a.png");
    expect(mediaUrl("/images/a.png", "300x300")).toBe("/images/a.png");
  });
  it("drops unsafe or empty values", () => {
    expect(mediaUrl("javascript:alert(1)", "300x300")).toBeNull();
    expect(mediaUrl("//evil.example/x.png", "300x300")).toBeNull();
    expect(mediaUrl("../secret", "300x300")).toBeNull();
    expect(mediaUrl("", "300x300")).toBeNull();
    expect(mediaUrl(null, "300x300")).toBeNull();
  });
});
