import { afterEach, describe, expect, it, vi } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { replyWithStoreError } from "./replies.server";
import { replyInvalid } from "./reply-invalid.server";
import { StoreApiError } from "../store-api/client.server";
import { getI18n } from "../i18n.server";

const Schema = z.object({ email: z.string(), password: z.string() });
const submission = () => {
  const form = new FormData();
  form.set("email", "a@b.example");
  form.set("password", "Secret#123");
  return parseWithZod(form, { schema: Schema });
};
const apiError = (status: number, extra: Partial<ConstructorParameters<typeof StoreApiError>[0]> = {}) =>
  new StoreApiError({ status, message: "", method: "POST", path: "store/login", ...extra });

type Reply = {
  data: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  init: { status?: number; headers?: HeadersInit } | null;
};

describe("replyWithStoreError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a Store API that cannot answer gives the generic message, never the provider's", () => {
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    const down = replyWithStoreError(submission(), apiError(503), ["email", "password"]) as unknown as Reply;
    expect(down.data.error?.[""]).toEqual(["errors.general"]);
    expect(down.init?.status).toBe(502);
    const bug = replyWithStoreError(submission(), new TypeError("x is undefined"), ["email", "password"]) as unknown as Reply;
    expect(bug.data.error?.[""]).toEqual(["errors.general"]);
    expect(bug.init?.status).toBe(500);
    expect(stderr).toHaveBeenCalledTimes(2);
  });

  it("a known refusal lands on its field, translated, and what was typed comes back, the password too (decision 047)", () => {
    const reply = replyWithStoreError(submission(), apiError(422, { errors: { email: ["taken"] } }), ["email", "password"]) as unknown as Reply;
    expect(reply.data.error?.email).toEqual(["taken"]);
    expect(reply.init?.status).toBe(422);
    expect(reply.data.initialValue).toMatchObject({ email: "a@b.example", password: "Secret#123" });
  });

  it("wrong credentials are said once, in our words, at the field the Store API names, and the wrong password is not sent back", () => {
    const wrong = apiError(401, { code: "invalid_credentials", message: "The login details are wrong.", errors: { email: ["The login details are wrong."] } });
    const reply = replyWithStoreError(submission(), wrong, ["email", "password"]) as unknown as Reply;
    expect(reply.data.error?.email).toEqual(["serverErrors.invalid_credentials"]);
    expect(reply.data.error?.[""] ?? null).toBeNull();
    expect(reply.data.initialValue?.email).toBe("a@b.example");
    expect(reply.data.initialValue?.password).toBeUndefined();
  });

  it("a weak password is said at the password field in the spec's weak-password words, not as wrong credentials (issue 41)", () => {
    const weak = apiError(422, { code: "weak_password", message: "Weak.", errors: { password: ["Weak."] } });
    const reply = replyWithStoreError(submission(), weak, ["email", "password"]) as unknown as Reply;
    expect(reply.data.error?.password).toEqual(["serverErrors.weak_password"]);
    expect(reply.data.error?.[""] ?? null).toBeNull();
    for (const lang of ["ar", "en"] as const) {
      const i18n = getI18n(lang);
      expect(i18n.t("serverErrors.weak_password"), lang).toBe(i18n.t("validation.passwordWeak"));
      expect(i18n.t("serverErrors.weak_password"), lang).not.toBe(i18n.t("serverErrors.invalid_credentials"));
    }
    expect(getI18n("en").t("serverErrors.weak_password")).toMatch(/^Weak password: .*special characters/);
  });

  it("a wrong current password is dropped when changing the password; the new one stays", () => {
    const form = new FormData();
    form.set("current_password", "Old#12345");
    form.set("password", "New#123456");
    const changed = parseWithZod(form, { schema: z.object({ current_password: z.string(), password: z.string() }) });
    const wrong = apiError(422, { code: "invalid_credentials", message: "Wrong." });
    const reply = replyWithStoreError(changed, wrong, ["current_password", "password"]) as unknown as Reply;
    // Said as a wrong current password, not as a sign-in's "credentials do not match".
    expect(reply.data.error?.current_password).toEqual(["serverErrors.wrong_current_password"]);
    expect(reply.data.initialValue?.current_password).toBeUndefined();
    expect(reply.data.initialValue?.password).toBe("New#123456");
  });

  it("the Store API's 429 keeps its Retry-After, so the page says when to come back", () => {
    const limited = apiError(429, { message: "Too many attempts.", headers: new Headers({ "Retry-After": "37" }) });
    const reply = replyWithStoreError(submission(), limited, ["email", "password"]) as unknown as Reply;
    expect(reply.init?.status).toBe(429);
    expect(new Headers(reply.init?.headers).get("Retry-After")).toBe("37");
  });

  it("a refusal without words falls back to the generic message", () => {
    const reply = replyWithStoreError(submission(), apiError(409), ["email", "password"]) as unknown as Reply;
    expect(reply.data.error?.[""]).toEqual(["errors.general"]);
  });
});

describe("replyInvalid", () => {
  it("a form the schema refused answers 400 with the field's message and what was typed", () => {
    const form = new FormData();
    form.set("email", "a@b.example");
    const reply = replyInvalid(parseWithZod(form, { schema: Schema })) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error?.password?.length).toBeGreaterThan(0);
    expect(reply.data.initialValue?.email).toBe("a@b.example");
  });
});
