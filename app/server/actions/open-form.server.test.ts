import { beforeEach, describe, expect, it, vi } from "vitest";

const spam = vi.hoisted(() => ({ value: false }));
const limits = vi.hoisted(() => ({ verdict: { allowed: true } as { allowed: true } | { allowed: false; retryAfterSeconds: number }, seen: [] as unknown[] }));
vi.mock("./honeypot.server", () => ({ isSpam: vi.fn(async () => spam.value) }));
vi.mock("./rate-limit.server", () => ({
  consumeLimits: vi.fn(async (checks: unknown) => {
    limits.seen.push(checks);
    return limits.verdict;
  }),
}));

import { z } from "zod";
import { fakeContext } from "../testing/fake-context";
import { isSpam } from "./honeypot.server";
import { openForm } from "./open-form.server";

const Schema = z.object({ login: z.string().email(), password: z.string().min(1) });
const sent = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
const context = fakeContext({ storeFetch: async () => new Response(null, { status: 500 }) });
const opening = { honeypot: true, limits: ({ login }: { login: string }, ip: string) => [["login", `${ip}:${login}`] as const] };

type Reply = {
  data: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  init: { status?: number; headers?: Record<string, string> } | null;
};

beforeEach(() => {
  spam.value = false;
  limits.verdict = { allowed: true };
  limits.seen.length = 0;
  vi.mocked(isSpam).mockClear();
});

describe("openForm, the opening of the sign-in-like actions", () => {
  it("a form the schema refuses answers 400 with each field's message, before the honeypot and the limits", async () => {
    const { reply } = await openForm(sent({ login: "not-an-email", password: "" }), context, Schema, opening);
    const answer = reply as unknown as Reply;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error?.login?.length).toBeGreaterThan(0);
    expect(answer.data.error?.password?.length).toBeGreaterThan(0);
    expect(isSpam).not.toHaveBeenCalled();
    expect(limits.seen).toEqual([]);
  });

  it("a form a bot filled answers 400 with the honeypot's message and without the password, and counts no attempt", async () => {
    spam.value = true;
    const { reply } = await openForm(sent({ login: "a@b.example", password: "Secret#123" }), context, Schema, opening);
    const answer = reply as unknown as Reply;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.error?.[""]).toEqual(["validation.honeypot"]);
    expect(answer.data.initialValue?.password).toBeUndefined();
    expect(answer.data.initialValue?.login).toBe("a@b.example");
    expect(limits.seen).toEqual([]);
  });

  it("a form without a honeypot is not checked for one", async () => {
    spam.value = true;
    const { reply, submission } = await openForm(sent({ login: "a@b.example", password: "x" }), context, Schema, { limits: opening.limits });
    expect(reply).toBeUndefined();
    expect(submission?.value).toEqual({ login: "a@b.example", password: "x" });
    expect(isSpam).not.toHaveBeenCalled();
  });

  it("counts the attempt against the limits named from what was sent and the shopper's address; over them, 429 with Retry-After", async () => {
    limits.verdict = { allowed: false, retryAfterSeconds: 42 };
    const { reply } = await openForm(sent({ login: "a@b.example", password: "x" }), context, Schema, opening);
    expect(limits.seen).toEqual([[["login", "203.0.113.9:a@b.example"]]]);
    const answer = reply as unknown as Reply;
    expect(answer.init?.status).toBe(429);
    expect(answer.init?.headers).toEqual({ "Retry-After": "42" });
    expect(answer.data.error?.[""]).toEqual(["errors.tooManyAttempts"]);
  });

  it("past an hour's limit the refusal does not say to wait a minute", async () => {
    limits.verdict = { allowed: false, retryAfterSeconds: 3_000 };
    const { reply } = await openForm(sent({ login: "a@b.example", password: "x" }), context, Schema, opening);
    const answer = reply as unknown as Reply;
    expect(answer.init?.headers).toEqual({ "Retry-After": "3000" });
    expect(answer.data.error?.[""]).toEqual(["errors.tooManyAttemptsLater"]);
  });

  it("a form that passes all three goes on with its parsed value", async () => {
    const { reply, submission } = await openForm(sent({ login: "a@b.example", password: "x" }), context, Schema, opening);
    expect(reply).toBeUndefined();
    expect(submission?.status).toBe("success");
    expect(submission?.value).toEqual({ login: "a@b.example", password: "x" });
  });
});
