/**
 * The head React writes, reordered for the first paint (decision record 052). React puts every
 * hoistable tag (meta, title, the image, font and module preloads) before the head's own children,
 * so the stylesheets, which alone block rendering, came last: the browser asked for nine scripts,
 * three images and the font first, and on HTTP/1.1 the stylesheets waited for a free connection.
 *
 * - The stylesheets (with the theme's `<style>` before them, as written) move up to just after the
 *   viewport meta, so they are the first requests. React hydrates the head's own children in their
 *   order and finds hoistable tags wherever they are, so moving that run as one keeps hydration.
 * - React Router's `<Scripts>` preloads every module with `<link rel="modulepreload">`, fetched at
 *   High priority. The page is drawn by the server and works without JavaScript, so the first paint
 *   needs none of them; `fetchpriority="low"` keeps the early discovery and lets the browser fetch
 *   them after the stylesheets, the Arabic font and the first card images. `<Scripts>` takes no
 *   attribute for its links, hence a rewrite. Where the bootstrap is recognised, the rewrite before
 *   this one (scripts-after-paint.server.ts, decision 056) has already removed these links and asks
 *   for the modules only after the first paint; this one then has none to lower.
 *
 * Only the head is decoded; the body stays the bytes React wrote. A head not shaped as expected is
 * left as it was.
 */
const PRELOAD = '<link rel="modulepreload" ';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low" ';
const VIEWPORT = /<meta name="viewport"[^>]*\/>/;
const STYLESHEETS = /(?:<style\b[^>]*>[^<]*<\/style>)?(?:<link\b[^>]*\brel="stylesheet"[^>]*\/>)+/;

export function firstPaintHead(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.subarray(0, headEnd).toString("utf8");
  const reordered = stylesheetsFirst(head).replaceAll(PRELOAD, LOW_PRELOAD);
  if (reordered === head) return html;
  return Buffer.concat([Buffer.from(reordered, "utf8"), html.subarray(headEnd)]);
}

function stylesheetsFirst(head: string): string {
  const viewport = VIEWPORT.exec(head);
  const sheets = STYLESHEETS.exec(head);
  if (!viewport || !sheets) return head;
  const after = viewport.index + viewport[0].length;
  if (sheets.index <= after) return head;
  return head.slice(0, after) + sheets[0] + head.slice(after, sheets.index) + head.slice(sheets.index + sheets[0].length);
}
