// Rewrites the part of a file between two marker comments (the generated rules of fonts.css), then
// formats the file with Biome so the rest of the file's layout is kept (the rules' long lists wrapped).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function writeMarkedBlock(file, begin, end, block) {
  const text = readFileSync(file, "utf8");
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${begin} … ${end} block`);
  writeFileSync(file, `${text.slice(0, from + begin.length)}\n${block}\n${text.slice(to)}`);
  execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", file], { stdio: "ignore" });
}
