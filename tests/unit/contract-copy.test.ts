import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const shared = path.resolve(root, "../shared/store-api-contract.md");
const copy = path.join(root, "docs/store-api-contract.md");

// The repository's copy of the Store API contract is what an operator reads (the README links only inside
// the repository); beside the project's shared copy, as in CI, it must say the same, word for word.
describe("docs/store-api-contract.md", () => {
  it.skipIf(!existsSync(shared))("is the project's shared contract, under its one-line note", () => {
    const [note, blank, ...rest] = readFileSync(copy, "utf8").split("\n");
    expect(note).toMatch(/^<!-- .* -->$/);
    expect(blank).toBe("");
    expect(rest.join("\n")).toBe(readFileSync(shared, "utf8"));
  });
});
