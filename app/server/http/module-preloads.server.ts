/**
 * React Router's `<Scripts>` asks for every module of the page with `<link rel="modulepreload">`,
 * which Chromium fetches at High priority, level with the stylesheets, the preloaded Arabic font and
 * the first card images. The page is drawn by the server and works without JavaScript, so the first
 * paint needs none of those scripts; at High priority they shared a slow link with what it does need
 * (on HTTP/1.1 they also took connections ahead of it), and Lighthouse's simulation counted the
 * framework's 110 KB in first contentful paint (decision record 050). `fetchpriority="low"` keeps
 * the early discovery and lets the browser fetch them after the render-blocking files.
 * `<Scripts>` takes no attribute for its links, so the attribute is written into the head React
 * produced; only the head is decoded, the body stays the bytes React wrote.
 */
const PRELOAD = '<link rel="modulepreload" ';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';

export function lowPriorityModulePreloads(html: Buffer): Buffer {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.subarray(0, headEnd).toString("utf8");
  if (!head.includes(PRELOAD)) return html;
  return Buffer.concat([Buffer.from(head.replaceAll(PRELOAD, LOW_PRELOAD), "utf8"), html.subarray(headEnd)]);
}
