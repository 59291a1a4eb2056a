import { describe, expect, it } from "vitest";
import { firstPaintHead } from "./first-paint-head.server";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// A document as React Router writes it (the bootstrap's shape copied from a product page).
const HEAD =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" href="/assets/arabic.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-c.js" nonce="n"/><link rel="modulepreload" href="/assets/product-d.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/app.css"/>';
const BOOTSTRAP =
  ';\nimport * as route0 from "/assets/root-c.js";\nimport * as route1 from "/assets/product-d.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};\n\nimport("/assets/entry.client-a.js");';
const BODY_START = '</head><body><p>نص</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">';
const BODY_END = '</script><script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';
const page = (bootstrap = BOOTSTRAP) => Buffer.from(HEAD + BODY_START + bootstrap + BODY_END);

describe("scripts after the first paint", () => {
  // In the order entry.server.tsx applies them.
  const out = firstPaintHead(scriptsAfterPaint(page())).toString("utf8");
  const head = out.slice(0, out.indexOf("</head>"));
  const script = out.slice(out.indexOf('type="module" async="">') + 23, out.indexOf("</script>", out.indexOf('type="module"')));

  it("asks for no script in the head: the stylesheet and the font come first", () => {
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link nonce="n" rel="stylesheet" href="/assets/app.css"/>');
    expect(head).toContain('rel="preload" href="/assets/arabic.woff2"');
  });

  it("waits for a frame, then preloads every module the head listed, with the page's nonce", () => {
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('const preloads = ["/assets/entry.client-a.js","/assets/framework-b.js","/assets/root-c.js","/assets/product-d.js"];');
    expect(script).toContain('document.querySelector("script[nonce]")?.nonce');
  });

  it("imports the route modules in their order, then runs the bootstrap as written", () => {
    const imports = [...script.matchAll(/(route\d) = await import\("([^"]+)"\);/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(imports).toEqual(["route0=/assets/root-c.js", "route1=/assets/product-d.js"]);
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.endsWith(BOOTSTRAP.replace(/^import \* as .*$/gm, ""))).toBe(true);
    expect(script.indexOf("await import")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    // A module that fails to arrive stops the bootstrap silently, as a failed static import did.
    expect(script).toMatch(/\} catch \{\n {2}await new Promise\(\(\) => \{\}\);\n\}/);
  });

  it("runs as a module: the rewritten bootstrap parses", async () => {
    // An async function body accepts the same top-level await; the imports are stubbed.
    const body = script.replaceAll("await import(", "await load(");
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction("load", "document", "requestAnimationFrame", "window", body)).not.toThrow();
  });

  it("keeps the body's other bytes", () => {
    expect(out.startsWith(head)).toBe(true);
    expect(out).toContain('</head><body><p>نص</p><script nonce="n">window.__reactRouterContext = {};</script>');
    expect(out.endsWith(BODY_END)).toBe(true);
  });

  it("escapes a preload that could close the script", () => {
    const odd = Buffer.from(HEAD.replace("/assets/framework-b.js", "/assets/</script>.js") + BODY_START + BOOTSTRAP + BODY_END);
    const text = scriptsAfterPaint(odd).toString("utf8");
    expect(text).toContain('"/assets/\\u003c/script>.js"');
    expect(text.match(/<\/script>/g)).toHaveLength(3);
  });

  it("leaves a document it does not recognise as it was", () => {
    for (const bytes of [
      Buffer.from("<p>no head</p>"),
      Buffer.from(HEAD.replace(/<link rel="modulepreload"[^>]*\/>/g, "") + BODY_START + BOOTSTRAP + BODY_END),
      page('import("/assets/entry.client-a.js");'),
      Buffer.from(`${HEAD}</head><body><p>no bootstrap</p></body></html>`),
    ]) {
      expect(scriptsAfterPaint(bytes)).toBe(bytes);
    }
  });
});
