/**
 * Extracts the few Fluent Emoji pictures the demo uses (seed/emoji-map.ts) from the whole
 * set — the devDependency @iconify-json/fluent-emoji-flat, ~9 MB of the flat style — into
 * seed/emoji/emoji.json, the only emoji data the Store API reads at run time (decision 040).
 * Numbers are rounded (2 decimals, 3 significant digits below 1) to keep the file small.
 * The same names' 3D renders (the devDependency @lobehub/fluent-emoji-3d, 256 px WebP named by
 * code point; the flat set's chars.json gives the code points) go, base64, into
 * seed/emoji/emoji-3d.json: product and category pictures show those (decision 079).
 *
 *   npm run emoji
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

/** The 3D render of each name, found by its code point (with or without the emoji presentation selector). */
const chars = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/chars.json"), "utf8")) as Record<string, string>;
const codePoints = new Map<string, string[]>();
for (const [cp, name] of Object.entries(chars)) codePoints.set(name, [...(codePoints.get(name) ?? []), cp]);
const assets = join(dirname(require.resolve("@lobehub/fluent-emoji-3d/package.json")), "assets");
const version3d = (JSON.parse(readFileSync(require.resolve("@lobehub/fluent-emoji-3d/package.json"), "utf8")) as { version: string }).version;
const renders: Record<string, string> = {};
for (const name of allEmojiNames()) {
  const cps = codePoints.get(name) ?? [];
  const candidates = cps.flatMap((cp) => [cp, `${cp}-fe0f`, cp.replace(/-fe0f/g, "")]);
  const file = candidates.map((cp) => join(assets, `${cp}.webp`)).find((f) => existsSync(f));
  if (!file) throw new Error(`extract-emoji: no 3D render of "${name}" (${cps.join(", ")})`);
  renders[name] = readFileSync(file).toString("base64");
}
const out3d = join(dirname(fileURLToPath(import.meta.url)), "../seed/emoji/emoji-3d.json");
const json3d = {
  source: `@lobehub/fluent-emoji-3d ${version3d}`,
  license: "MIT, Microsoft Corporation and LobeHub (see LICENSE)",
  width: 256,
  height: 256,
  type: "image/webp",
  renders,
};
writeFileSync(out3d, `${JSON.stringify(json3d, null, 2)}\n`);
console.log(`${Object.keys(renders).length} 3D renders, ${readFileSync(out3d).length} bytes → ${out3d}`);
