import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../app/server/env.server";

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8");

// An operator finds a setting in the README's Configuration table and in .env.example, or not at all
// (an outside operator found three page-cache settings missing from .env.example on 1 December).
describe("every setting the storefront reads is documented", () => {
  it("has a line in .env.example", () => {
    const example = new Set([...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    expect(SETTING_NAMES.filter((name) => !example.has(name))).toEqual([]);
  });

  it("has a row in the README's Configuration table", () => {
    const readme = read("README.md");
    expect(SETTING_NAMES.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });
});
