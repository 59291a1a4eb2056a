import { describe, expect, it } from "vitest";
import { notFound, orNull } from "./errors.server";

describe("orNull", () => {
  it("gives the record when it is there", async () => {
    expect(await orNull(Promise.resolve({ slug: "kettle" }))).toEqual({ slug: "kettle" });
  });

  it("gives null for the Store API's 404 and for the storefront's own notFound()", async () => {
    expect(await orNull(Promise.reject(Object.assign(new Error("gone"), { status: 404 })))).toBeNull();
    expect(await orNull(Promise.reject(notFound("errors.productMissing")))).toBeNull();
  });

  it("keeps any other failure an error", async () => {
    const down = Object.assign(new Error("down"), { status: 503 });
    await expect(orNull(Promise.reject(down))).rejects.toBe(down);
    await expect(orNull(Promise.reject(new Error("bug")))).rejects.toThrow("bug");
  });
});
