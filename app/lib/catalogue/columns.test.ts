import { describe, expect, it } from "vitest";
import { fromColumns, toColumns } from "./columns";

describe("columns", () => {
  it("sends only the keys asked for, once each, and gives the objects back", () => {
    const list = [
      { slug: "a", name: "A", id: 1 },
      { slug: "b", name: "B", id: 2 },
    ];
    const columns = toColumns(list, ["slug", "name"]);
    expect(columns).toEqual({ slug: ["a", "b"], name: ["A", "B"] });
    expect(fromColumns(columns)).toEqual([
      { slug: "a", name: "A" },
      { slug: "b", name: "B" },
    ]);
  });

  it("keeps an empty list empty", () => {
    expect(fromColumns(toColumns([] as { slug: string }[], ["slug"]))).toEqual([]);
  });
});
