import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { namespaces as arNamespaces } from "../../app/locales/ar";
import { namespaces as enNamespaces } from "../../app/locales/en";
import { KEY_NAMESPACE, NAMESPACES, SHELL_NAMESPACES, declaredNamespaces, pageNamespaces, type Namespace } from "../../app/lib/text/i18n-namespaces";

const APP = path.resolve(__dirname, "../../app");

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The namespaces whose words a module can show: every string that starts with one of our top-level
 * keys, in it and in everything it imports (server modules included, since what a route's loader and
 * action answer is shown by that route). It over-counts, which only makes a page load a little more.
 */
function wordsOf(file: string, seen = new Set<string>(), found = new Set<Namespace>()): Set<Namespace> {
  if (seen.has(file) || file.includes(`${path.sep}locales${path.sep}`)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  // A flash message's key (`key: "auth.sessionEnded"`) is not a word of this module: the page that shows
  // the flash loads its namespace (pageNamespaces, checked below).
  for (const [, top] of source.matchAll(/(?<!key:\s*)["'`]([A-Za-z]+)\.[A-Za-z0-9_$.{}]/g)) {
    const ns = KEY_NAMESPACE[top as string];
    if (ns) found.add(ns);
  }
  const imports = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+["']([^"']+)["']/g),
    ...source.matchAll(/import\(\s*()["']([^"']+)["']\s*\)/g),
  ];
  for (const [, typeOnly, spec] of imports) {
    const target = typeOnly ? null : resolveImport(file, spec as string);
    if (target) wordsOf(target, seen, found);
  }
  return found;
}

async function handleOf(file: string): Promise<unknown> {
  // The handle is plain data at the top of the module; importing the whole route would pull the server in.
  const match = fs.readFileSync(file, "utf8").match(/export const handle = (\{[^;]*\});/);
  return match ? Function(`return (${match[1]})`)() : undefined;
}

interface Page {
  file: string;
  chain: string[];
}

function pages(entries: RouteConfigEntry[], chain: string[] = []): Page[] {
  return entries.flatMap((entry) => {
    const file = path.join(APP, entry.file);
    const here = [...chain, file];
    return [{ file, chain: here }, ...pages(entry.children ?? [], here)];
  });
}

describe("translation namespaces", () => {
  it("each top-level key lives in the one namespace the map names, in both languages", () => {
    for (const files of [arNamespaces, enNamespaces]) {
      expect(Object.keys(files).sort()).toEqual([...NAMESPACES].sort());
      const actual = Object.fromEntries(Object.entries(files).flatMap(([ns, words]) => Object.keys(words).map((key) => [key, ns])));
      expect(actual).toEqual(KEY_NAMESPACE);
    }
  });

  it("the root and its shell need only the shell's namespaces", () => {
    const needed = [...wordsOf(path.join(APP, "root.tsx"))].filter((ns) => !SHELL_NAMESPACES.includes(ns));
    expect(needed).toEqual([]);
  });

  it("every route declares (itself or through its layouts) the namespaces of the words it can show", async () => {
    const missing: string[] = [];
    for (const page of pages(routes)) {
      const declared = new Set<Namespace>(SHELL_NAMESPACES);
      for (const file of page.chain) for (const ns of declaredNamespaces(await handleOf(file))) declared.add(ns);
      const lacking = [...wordsOf(page.file)].filter((ns) => !declared.has(ns));
      if (lacking.length) missing.push(`${path.relative(APP, page.file)}: ${lacking.join(", ")}`);
    }
    expect(missing).toEqual([]);
  });

  it("a page's list is the shell's, its routes' and a flash message's namespace, in one order", () => {
    expect(pageNamespaces([{ i18n: ["cart"] }, { i18n: "checkout" }, { other: 1 }, undefined], ["orders.cancelled", "nothing.here", undefined])).toEqual([
      ...SHELL_NAMESPACES,
      "cart",
      "checkout",
      "orders",
    ]);
    expect(pageNamespaces([{ i18n: ["not-a-namespace"] }])).toEqual([...SHELL_NAMESPACES]);
  });
});
