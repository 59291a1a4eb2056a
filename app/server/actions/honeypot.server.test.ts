import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "honeypot-test-secret-0123456789abcdefghij";
});

import { HONEYPOT_FIELD, HONEYPOT_PERIOD_MS, honeypotInputProps, isSpam } from "./honeypot.server";

async function form(fill: (props: Awaited<ReturnType<typeof honeypotInputProps>>) => Record<string, string>) {
  const props = await honeypotInputProps();
  const data = new FormData();
  data.set("login", "a@b.co");
  for (const [k, v] of Object.entries(fill(props))) data.set(k, v);
  return data;
}

describe("the honeypot (remix-utils)", () => {
  it("gives every visitor of one period the same inputs, and a new random name the next period", async () => {
    const now = Date.now();
    const [a, b] = [await honeypotInputProps(now), await honeypotInputProps(now + 1)];
    expect(a).toEqual(b);
    expect(a.nameFieldName.startsWith(`${HONEYPOT_FIELD}_`)).toBe(true);
    const next = await honeypotInputProps(now + HONEYPOT_PERIOD_MS);
    expect(next.nameFieldName).not.toBe(a.nameFieldName);
    expect(next.encryptedValidFrom).not.toBe(a.encryptedValidFrom);
  });

  it("accepts the form as a person sends it: the trap empty and the signed time", async () => {
    expect(await isSpam(await form((p) => ({ [p.nameFieldName]: "", [p.validFromFieldName!]: p.encryptedValidFrom })))).toBe(false);
  });

  it("refuses a filled trap, a missing or forged time, and a trap without its time", async () => {
    expect(await isSpam(await form((p) => ({ [p.nameFieldName]: "http://spam.example", [p.validFromFieldName!]: p.encryptedValidFrom })))).toBe(true);
    expect(await isSpam(await form((p) => ({ [p.nameFieldName]: "" })))).toBe(true);
    expect(await isSpam(await form((p) => ({ [p.nameFieldName]: "", [p.validFromFieldName!]: "forged" })))).toBe(true);
    expect(await isSpam(await form((p) => ({ [p.validFromFieldName!]: p.encryptedValidFrom })))).toBe(true);
    expect(await isSpam(await form(() => ({ website: "http://spam.example" })))).toBe(true);
  });

  it("refuses a time signed for the future", async () => {
    const later = await honeypotInputProps(Date.now() + 2 * HONEYPOT_PERIOD_MS);
    const data = new FormData();
    data.set(later.nameFieldName, "");
    data.set(later.validFromFieldName!, later.encryptedValidFrom);
    expect(await isSpam(data)).toBe(true);
  });
});
