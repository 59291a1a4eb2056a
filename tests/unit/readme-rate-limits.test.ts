import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("../../app/server/observe/log.server", () => ({ log: vi.fn() }));
const { LIMITS } = await import("../../app/server/actions/rate-limit.server");

const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

describe("the README's rate-limit table", () => {
  it("names every limit the code has, with the code's numbers, and no other", () => {
    const rows = [...readme.matchAll(/^\| `(\w+)` +\| [^|]+\| (\d+) per (\d+) s +\|$/gm)].map(([, name, points, duration]) => [
      name,
      { points: Number(points), duration: Number(duration) },
    ]);
    expect(Object.fromEntries(rows)).toEqual(LIMITS);
    expect(rows).toHaveLength(Object.keys(LIMITS).length);
  });
});
