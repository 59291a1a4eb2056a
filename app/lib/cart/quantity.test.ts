import { describe, expect, it } from "vitest";
import { parseQuantity, QTY_MAX_LENGTH, QTY_PATTERN } from "./quantity";

/** Each spelling a shopper's keyboard, or curl, may send; the tester's list first. */
const ACCEPTED: Array<[string, number]> = [
  ["1", 1],
  ["3", 3],
  ["999", 999],
  [" 2 ", 2],
  ["\t2\n", 2],
  ["00003", 3],
  ["٣", 3],
  ["١٢", 12],
  ["۳", 3],
  ["２", 2],
  ["٩٩٩", 999],
  ["1٢", 12],
];

const REFUSED = [
  "0x10",
  "0X10",
  "1e3",
  "1E2",
  "1.5",
  "2.",
  ".5",
  "abc",
  "-1",
  "+3",
  "0",
  "00",
  "٠",
  "1000",
  "999999",
  "Infinity",
  "NaN",
  "",
  " ",
  "1 2",
  "1,000",
  "0b11",
  "0o7",
  "३",
];

describe("parseQuantity", () => {
  it.each(ACCEPTED)("%j is %i", (typed, value) => {
    expect(parseQuantity(typed)).toBe(value);
  });

  it.each(REFUSED)("%j is refused", (typed) => {
    expect(parseQuantity(typed)).toBeNull();
  });
});

describe("the quantity box's pattern", () => {
  // As a browser applies it: the whole value, with the v flag.
  const pattern = new RegExp(`^(?:${QTY_PATTERN})$`, "v");

  it("lets through every accepted spelling that fits the box", () => {
    for (const [typed] of ACCEPTED.filter(([t]) => t.length <= QTY_MAX_LENGTH)) expect(pattern.test(typed), typed).toBe(true);
  });

  it.each(["0x10", "1e3", "1.5", "abc", "-1", "+3", "Infinity", "1 2", "३"])("stops %j before the round trip", (typed) => {
    expect(pattern.test(typed)).toBe(false);
  });
});
