import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, recordId } from "./record-id";

describe("recordId", () => {
  it("reads an id written in plain digits", () => {
    expect(recordId("1")).toBe(1);
    expect(recordId("100008")).toBe(100008);
    expect(recordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it("refuses what the Store API could not hold and other spellings of a number", () => {
    for (const v of [
      "2147483648",
      "9007199254740993",
      "99999999999999999999",
      "0",
      "-1",
      "007",
      "1e3",
      "0x10",
      "1.0",
      "1.5",
      " 1",
      "+1",
      "٣",
      "abc",
      "",
      null,
      undefined,
    ]) {
      expect(recordId(v), String(v)).toBeNull();
    }
  });
});
