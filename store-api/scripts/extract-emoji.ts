/**
 * Extracts the few Fluent Emoji pictures the demo uses (seed/emoji-map.ts) from the whole
 * set — the devDependency @iconify-json/fluent-emoji-flat, ~9 MB of the flat style — into
 * seed/emoji/emoji.json, the only emoji data the Store API reads at run time (decision 040).
 * Numbers are rounded (2 decimals, 3 significant digits below 1) to keep the file small.
 *
 *   npm run emoji
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getIconData } from "@iconify/utils";
import type { IconifyJSON } from "@iconify/types";
import { allEmojiNames } from "../seed/emoji-map.ts";

const require = createRequire(import.meta.url);
const set = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as IconifyJSON;
const version = (JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/package.json"), "utf8")) as { version: string }).version;

function round(s: string): string {
  const n = Number(s);
  if (!Number.isFinite(n)) return s;
  const r = Math.abs(n) >= 1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(3));
  let out = String(r);
  if (out.includes("e")) return s;
  out = out.replace(/^(-?)0\./, "$1.");
  return out;
}

/** Shortens the numbers of an SVG body (path data, coordinates, transforms). */
export function compact(body: string): string {
  return body.replace(/-?\d*\.\d+(?:e-?\d+)?/g, round);
}

const icons: Record<string, string> = {};
for (const name of allEmojiNames()) {
  const data = getIconData(set, name);
  if (!data) throw new Error(`extract-emoji: "${name}" is not in the Fluent Emoji set`);
  if ((data.width ?? 16) !== 32 || (data.height ?? 16) !== 32) throw new Error(`extract-emoji: "${name}" is not 32×32`);
  icons[name] = compact(data.body);
}

const out = join(dirname(fileURLToPath(import.meta.url)), "../seed/emoji/emoji.json");
const json = { source: `@iconify-json/fluent-emoji-flat ${version}`, license: "MIT, Microsoft Corporation (see LICENSE)", width: 32, height: 32, icons };
writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
console.log(`${Object.keys(icons).length} emoji, ${readFileSync(out).length} bytes → ${out}`);
