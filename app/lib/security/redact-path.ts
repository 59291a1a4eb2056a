/**
 * A page address safe to keep in the operator's error log: the path only (a query string can
 * hold search terms or return addresses), with secrets in the path replaced.
 */
const SECRET_SEGMENTS: RegExp[] = [/^(\/password\/reset\/)[^/]+/];

export function redactPath(url: string): string {
  let path: string;
  try {
    path = new URL(url, "http://x").pathname;
  } catch {
    return "";
  }
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, "$1…");
  return path.slice(0, 300);
}
