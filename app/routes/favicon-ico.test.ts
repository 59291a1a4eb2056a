import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Bootstrap } from "~/lib/schemas/store";
import { bootstrapContext } from "~/server/context.server";
import { loader } from "./favicon-ico";

function answer(favIcon: string | null) {
  const context = new RouterContextProvider();
  context.set(bootstrapContext, { settings: { favIcon }, menus: [] } as unknown as Bootstrap);
  return loader({ context } as unknown as Parameters<typeof loader>[0]);
}

describe("/favicon.ico", () => {
  it("points to the store's icon at the size pages link", () => {
    const res = answer("favicon.svg");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/api/media/80x80/favicon.svg");
  });

  it("is a plain 404, cacheable, when the store has no icon", () => {
    const res = answer(null);
    expect(res.status).toBe(404);
    expect(res.body).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });
});
