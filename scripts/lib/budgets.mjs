// Gzip size of what a page loads, read from build/client.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageAssets } from "./html.mjs";

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export function pageBudget(html, clientDir) {
  const { js, css } = pageAssets(html);
  const size = (urls) => urls.reduce((sum, url) => sum + gz(path.join(clientDir, url.split(/[?#]/)[0])), 0);
  return { jsBytes: size(js), cssBytes: size(css), jsFiles: js.length, cssFiles: css.length };
}
