import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requireOperator } from "./require-operator.server";

const SECRET = "operator-secret-0123456789abcdef-xyz";
const req = (headers: Record<string, string> = {}, query = "") => new Request(`http://shop.test/errors${query}`, { headers });

function thrown(fn: () => void): { status: number; data: unknown } | null {
  try {
    fn();
    return null;
  } catch (error) {
    const e = error as { init?: { status?: number }; data?: unknown; status?: number };
    // data() throws a DataWithResponseInit: its status is in `init`.
    return { status: e.init?.status ?? e.status ?? 0, data: e.data };
  }
}

describe("requireOperator", () => {
  it("is a plain 404 when no secret is configured, whatever is presented", () => {
    expect(thrown(() => requireOperator(req({ "X-Operator-Secret": SECRET }), undefined))).toEqual({ status: 404, data: { kind: "not-found" } });
  });

  it("is a 404 with the sign-in form when the secret is configured but not presented", () => {
    expect(thrown(() => requireOperator(req(), SECRET))).toEqual({ status: 404, data: { kind: "operator-sign-in", failed: false } });
    expect(thrown(() => requireOperator(req({}, "?login=failed"), SECRET))?.data).toEqual({ kind: "operator-sign-in", failed: true });
    expect(thrown(() => requireOperator(req({ "X-Operator-Secret": "nope" }), SECRET))?.status).toBe(404);
  });

  it("lets the operator through", () => {
    expect(thrown(() => requireOperator(req({ "X-Operator-Secret": SECRET }), SECRET))).toBeNull();
  });
});

describe("the operator pages", () => {
  const routesDir = path.resolve(import.meta.dirname, "../../routes");
  const config = readFileSync(path.resolve(routesDir, "../routes.ts"), "utf8");
  const block = /layout\("routes\/debugging-layout\.tsx", \[([\s\S]*?)\]\)/.exec(config);
  const files = ["debugging-layout.tsx", ...[...(block?.[1] ?? "").matchAll(/"routes\/([\w-]+\.tsx?)"/g)].map((m) => m[1])];

  it("are the spec's three under one layout", () => {
    expect(files).toEqual(["debugging-layout.tsx", "debugging-main.tsx", "debugging-sub.tsx", "errors.tsx"]);
  });

  it.each(files)("%s checks the operator first in every loader and action", (file) => {
    const source = readFileSync(path.join(routesDir, file), "utf8");
    const handlers = [...source.matchAll(/export (?:async )?function (loader|action)\(/g)];
    const guarded = [...source.matchAll(/export (?:async )?function (?:loader|action)\([^)]*\)[^{]*\{\s*requireOperator\(request\);/g)];
    expect(handlers.length).toBeGreaterThan(0);
    expect(guarded.length).toBe(handlers.length);
    expect(source).not.toMatch(/export (?:async )?function client(Loader|Action)/);
  });
});
