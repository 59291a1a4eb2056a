/**
 * React Router's scripts start after the first paint (decision record 056).
 *
 * The page is drawn by the server and works without JavaScript, so nothing the first paint shows
 * needs a script. Yet `<Scripts>` writes a `<link rel="modulepreload">` for every module and a
 * module script whose static imports are fetched the moment the parser meets it: on a slow link
 * ~120 KB of JavaScript shares the connection with the stylesheets, the Arabic font and the
 * largest image, and in a fresh renderer their evaluation competes with the first layout.
 *
 * This rewrite removes the module preloads from the head and turns the bootstrap's static imports
 * into the same modules imported after the first frame: it waits for an animation frame (the
 * browser's first paint; at once in a hidden tab, where frames do not run), then puts the preload
 * links back (so the modules are still fetched in parallel) and imports the route modules in their
 * original order before running the rest of the bootstrap unchanged (the manifest, the route
 * modules' table, `import(entry.client)`). A module that does not arrive stops the bootstrap there,
 * as a failed static import did, and the page stays the server's. Hydration, client navigation and
 * the CSP (the links take the page's nonce; imports from a nonced module script are trusted) are as
 * before, one frame later. It runs before the head is reordered (first-paint-head.server.ts), which
 * then has no module preload left to lower.
 *
 * A document not shaped as expected is left as it was.
 */
const BOOTSTRAP_OPEN = 'type="module" async="">';
const SCRIPT_CLOSE = "</script>";
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"\\]+");$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;

export function scriptsAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf("</head>");
  const open = html.indexOf(BOOTSTRAP_OPEN, headEnd);
  if (headEnd < 0 || open < 0) return html;
  const start = open + BOOTSTRAP_OPEN.length;
  const end = html.indexOf(SCRIPT_CLOSE, start);
  if (end < 0) return html;

  const head = html.subarray(0, headEnd).toString("utf8");
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const script = html.subarray(start, end).toString("utf8");
  const imports = [...script.matchAll(STATIC_IMPORT)].map((m) => [m[1], m[2]] as const);
  if (preloads.length === 0 || imports.length === 0) return html;

  const prologue = [
    // `preloads` is also what scripts/lib/html.mjs reads to weigh a page's JavaScript.
    `const preloads = ${JSON.stringify(preloads).replaceAll("<", "\\u003c")};`,
    'await new Promise((go) => (document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(go)) : go()));',
    'const nonce = document.querySelector("script[nonce]")?.nonce ?? "";',
    'for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, nonce }));',
    `let ${imports.map(([name]) => name).join(", ")};`,
    "try {",
    ...imports.map(([name, url]) => `  ${name} = await import(${url});`),
    "} catch {",
    "  await new Promise(() => {});",
    "}",
  ].join("\n");
  const rewritten = prologue + script.replace(STATIC_IMPORT, "");

  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, ""), "utf8"),
    html.subarray(headEnd, start),
    Buffer.from(rewritten, "utf8"),
    html.subarray(end),
  ]);
}
