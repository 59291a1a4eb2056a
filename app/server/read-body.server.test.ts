import { describe, expect, it } from "vitest";
import { readBoundedText } from "./read-body.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/errors/report", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readBoundedText", () => {
  it("reads a small body", async () => {
    expect(await readBoundedText(post('{"a":1}'), 100)).toBe('{"a":1}');
  });

  it("refuses a body declared or found too large", async () => {
    expect(await readBoundedText(post("x", { "Content-Length": "5000" }), 100)).toBeNull();
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode("x".repeat(50)));
        c.close();
      },
    });
    expect(await readBoundedText(post(stream), 100)).toBeNull();
  });
});
