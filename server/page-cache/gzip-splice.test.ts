import { execFileSync } from "node:child_process";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, spliceGzip } from "./gzip-splice.ts";

const utf8 = (s: string) => Buffer.from(s, "utf8");

describe("gzip splice", () => {
  it("joins parts deflated once with per-response slots into one gzip stream any inflater reads", async () => {
    const parts = [utf8(`<html nonce="`), utf8(`">${"<p>منتج رائع</p>".repeat(3000)}<input value="`), utf8(`"></html>`)];
    const deflated = await deflateParts(parts);
    for (const slots of [
      [utf8("n0nce+/="), utf8("add:1234")],
      [utf8("other"), utf8("add:5678")],
    ]) {
      const gz = spliceGzip(parts, deflated, slots);
      const expected = Buffer.concat([parts[0], slots[0], parts[1], slots[1], parts[2]]);
      expect(gunzipSync(gz).equals(expected)).toBe(true);
      // Another implementation: gzip(1) checks the CRC and the length in the trailer.
      expect(execFileSync("gzip", ["-dc"], { input: gz }).equals(expected)).toBe(true);
      expect(gz.length).toBeLessThan(expected.length / 10);
    }
  });

  it("keeps empty parts and slots longer than one stored block", async () => {
    const parts = [utf8(""), utf8("middle"), utf8("")];
    const slots = [Buffer.alloc(70_000, 0x61), utf8("")];
    const gz = spliceGzip(parts, await deflateParts(parts), slots);
    expect(gunzipSync(gz).equals(Buffer.concat([slots[0], utf8("middle")]))).toBe(true);
  });
});
